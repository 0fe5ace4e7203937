// Reads of the own-album slice for the edit page.
import type { AppState } from "../app/types"
import type { AlbumState } from "./state"

/** The own-album slice. */
export const selectOwnAlbum = (s: AppState): AlbumState => s.album
