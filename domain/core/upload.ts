// Where an uploaded file goes (m§7): every upload is multipart field "image" answering data.url; the
// target picks the endpoint (the gateway adapter's upload table maps each target to its path once).
import * as Schema from "effect/Schema"
import { IMAGE_MAX_BYTES } from "../constants"

/**
 * chatImage: a chat picture (upload/images); albumImage: a picture added to the member's own album
 * (album/uploadAlbumImage, m§7 own profile edit); reportImage: a video-call report screenshot, JPEG
 * (report/video/report/images, m§4).
 */
export const UploadTarget = Schema.Literals(["chatImage", "albumImage", "reportImage"])
export type UploadTarget = typeof UploadTarget.Type

/**
 * a§5 / m§5 "image upload accepts images only, max 5M": why a chosen file may not be uploaded (its MIME
 * type is not image/*, or it is larger than IMAGE_MAX_BYTES), or null when it may.
 */
export const imageRefusal = (mime: string, bytes: number): "notImage" | "tooLarge" | null =>
  !mime.startsWith("image/") ? "notImage" : bytes > IMAGE_MAX_BYTES ? "tooLarge" : null
