// Domain shapes of the album answers (m§2 FriendPage album pictures and story videos, m§7 album/*).
// The wire names are the same but for the video's `cover` (-> poster) and `duration` (-> seconds).
import * as Schema from "effect/Schema"
import { ImageUrl, SafeNumber } from "../core/sensitive"


/** An album picture: its id (for deleteAlbumPic) and image URL. */
export const AlbumPicture = Schema.Struct({ id: SafeNumber, url: ImageUrl })
export type AlbumPicture = typeof AlbumPicture.Type
/** m§7 getAlbumPics: a member's album pictures, oldest first (the spec shows no paging). */
export const AlbumPictures = Schema.Array(AlbumPicture)

/** A story video: its id, video URL (WebM or MP4), poster image URL and length in seconds. */
export const StoryVideo = Schema.Struct({ id: SafeNumber, url: ImageUrl, poster: ImageUrl, seconds: SafeNumber })
export type StoryVideo = typeof StoryVideo.Type
/** m§7 getStoryVideos: a member's story videos, newest first. */
export const StoryVideos = Schema.Array(StoryVideo)
