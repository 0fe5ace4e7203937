// Own-album intents (m§2 own profile edit): what the "My photos" section dispatches. decideAlbum applies
// the a§5 image rules; signed out nothing is decided.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"

/** Show the member's own album (ask its pictures again). */
export const OpenOwnAlbum = message("OpenOwnAlbum", {})
/**
 * Add a chosen file to the album: `localUrl` a blob: URL, `size` bytes, `mime` its type, `key` a fresh id;
 * `decoded` false when the browser could not decode it as an image (refused as not an image).
 */
export const AddAlbumPicture = message("AddAlbumPicture", { key: Schema.String, localUrl: Schema.String, size: Schema.Number, mime: Schema.String, decoded: Schema.optionalKey(Schema.Boolean) })
/** Delete own album picture `id` (the view confirmed it). */
export const DeleteAlbumPicture = message("DeleteAlbumPicture", { id: Schema.Number })

/** The own-album intents the kernel decodes (Schemas). */
export const AlbumIntents = [OpenOwnAlbum, AddAlbumPicture, DeleteAlbumPicture] as const
