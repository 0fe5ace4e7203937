// Own-album events (m§2 own profile edit, m§7 album/*, a§5 image rules): the album asked, a picture
// chosen (or refused before upload) and a deletion asked. Answers arrive as GatewayAnswered/GatewayFailed
// of albumPictures and deleteAlbumPicture, and UploadProgressed/Finished/Failed of the upload key.
import * as Schema from "effect/Schema"
import { ImageUrl, SafeNumber, SafeString } from "../core/sensitive"
import { event } from "../core/schema"

/** Why a chosen album picture was refused before uploading (a§5: images only, at most 5 MB). */
export const AlbumRefusal = Schema.Literals(["notImage", "tooLarge"])
export type AlbumRefusal = typeof AlbumRefusal.Type

/** The member's own album was asked (albumPictures answered to this event's seq). */
export const OwnAlbumOpened = event("OwnAlbumOpened", {})
/** An image within 5 MB was chosen for the album; upload `key` (target albumImage) starts, `size` bytes. */
export const AlbumPictureChosen = event("AlbumPictureChosen", { key: SafeString, localUrl: ImageUrl, size: SafeNumber })
/** A file chosen for the album was refused; nothing was sent. */
export const AlbumPictureRefused = event("AlbumPictureRefused", { reason: AlbumRefusal })
/** Deleting own picture `id` was asked (deleteAlbumPicture answered to this event's seq). */
export const AlbumPictureDeleteRequested = event("AlbumPictureDeleteRequested", { id: SafeNumber })

/** The own-album events the kernel decodes (Schemas). */
export const AlbumEvents = [OwnAlbumOpened, AlbumPictureChosen, AlbumPictureRefused, AlbumPictureDeleteRequested] as const
