// Reads of the wall for views.
import type { AppState } from "../app/types"

/** True while the first page of the current list is loading (skeleton cards). */
export const selectWallLoading = (s: AppState): boolean => s.wall.pending !== null
