// The gateway requests of albums (m§7 album/*): a member's pictures and story videos (friend page, own
// profile) and deleting one of one's own pictures. Adding a picture is a multipart upload (target
// "albumImage" of domain/core/upload.ts, POST /album/uploadAlbumImage), not a request of this table.
import * as Schema from "effect/Schema"
import { request } from "../core/request"
import { AlbumPictures, StoryVideos } from "./answers"

const Num = Schema.Number

/** The album requests by name. */
export const AlbumRequests = {
  /** m§7 GET /album/getAlbumPics {userId}: that member's pictures. */
  albumPictures: request(Schema.Struct({ userId: Num }), AlbumPictures),
  /** m§7 POST /album/getStoryVideos {userId}: that member's story videos. */
  storyVideos: request(Schema.Struct({ userId: Num }), StoryVideos),
  /** m§7 POST /album/deleteAlbumPic {id}: removes one of the member's own pictures (another's: 400). */
  deleteAlbumPicture: request(Schema.Struct({ id: Num }), Schema.Struct({})),
} as const
export type AlbumRequestTable = typeof AlbumRequests
