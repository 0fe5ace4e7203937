// Where an uploaded file goes (m§7): every upload is multipart field "image" answering data.url; the
// target picks the endpoint (the gateway adapter's upload table maps each target to its path once).
import * as Schema from "effect/Schema"

/**
 * chatImage: a chat picture (upload/images); albumImage: a picture added to the member's own album
 * (album/uploadAlbumImage, m§7 own profile edit); reportImage: a video-call report screenshot, JPEG
 * (report/video/report/images, m§4).
 */
export const UploadTarget = Schema.Literals(["chatImage", "albumImage", "reportImage"])
export type UploadTarget = typeof UploadTarget.Type
