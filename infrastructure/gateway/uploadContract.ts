// The multipart uploads of the contract (m§7): each UploadTarget of the domain mapped once to its path
// under the API prefix. All take multipart field "image" (an image of at most 5 MB), the signed common
// query and the login token, and answer data {url} (album pictures also their id); the client's
// Uploads adapter and the reference gateway both read this table.
import * as Schema from "effect/Schema"
import type { UploadTarget } from "../../domain/core/upload"

/** data of a code-200 upload answer: the stored image's URL; albumImage adds the new picture's id. */
export const UploadedWire = Schema.Struct({ url: Schema.String, id: Schema.optionalKey(Schema.Number) })
export type UploadedWire = typeof UploadedWire.Type

/** Path of each upload target (m§7: chat images, own album pictures, video-call report screenshots). */
export const UploadApi = {
  chatImage: "/upload/images",
  albumImage: "/album/uploadAlbumImage",
  reportImage: "/report/video/report/images",
} as const satisfies { readonly [K in UploadTarget]: string }

/** Older path for chat images the gateway also serves (m§7 "upload/uploadAlbumImage or upload/images"). */
export const LEGACY_CHAT_UPLOAD_PATH = "/upload/uploadAlbumImage"
