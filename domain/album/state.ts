// The own-album slice (m§2 own profile edit, m§7 album/*): the member's own pictures (null until the
// first answer), the list request in flight, the uploads in flight (each its progress), the deletions in
// flight by picture id, and the last problem. Recipes replace nested values, never mutate them.
import type { AlbumPicture } from "./answers"
import type { AlbumRefusal } from "./events"

/** A picture upload in flight: its upload key, local preview (blob: URL) and bytes loaded of total. */
export interface AlbumUpload {
  readonly key: string
  readonly localUrl: string
  readonly loaded: number
  readonly total: number
}

/**
 * Why the last album action did not happen: a file refused before upload (a§5 images only, 5 MB), the
 * list not loaded, the upload failed (network or gateway refusal), or the deletion failed.
 */
export type AlbumProblem = AlbumRefusal | "loadFailed" | "uploadFailed" | "deleteFailed"

/** The own-album slice; request ids are event seqs (stale answers are ignored). */
export interface AlbumState {
  /** The member's own pictures, oldest first; null before the first answer. */
  readonly pictures: ReadonlyArray<AlbumPicture> | null
  /** The albumPictures request in flight, or null. */
  readonly loading: number | null
  /** Uploads in flight, oldest first. */
  readonly uploads: ReadonlyArray<AlbumUpload>
  /** deleteAlbumPicture request id by picture id. */
  readonly deleting: Readonly<Record<string, number>>
  /** The last problem, shown until the next action. */
  readonly problem: AlbumProblem | null
}

/** The own album before it is asked (and after signing out). */
export const initialAlbum: AlbumState = { pictures: null, loading: null, uploads: [], deleting: {}, problem: null }
