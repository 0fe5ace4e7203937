// Reads of the profile slice and of the member's own account for the edit page.
import type { UserProfile } from "../session/answers"
import type { AppState } from "../app/types"
import type { OwnAccount } from "./answers"
import type { ProfileState } from "./state"

/** The signed-in member's profile, or null. */
export const selectOwnProfile = (s: AppState): UserProfile | null => s.session.user
/** The own-account part (languages, links, photo review), or null until own info was read. */
export const selectOwnAccount = (s: AppState): OwnAccount | null => s.session.user?.account ?? null
/** The profile-edit slice. */
export const selectProfileEdit = (s: AppState): ProfileState => s.profile
