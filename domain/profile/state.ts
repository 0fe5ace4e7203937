// The profile-edit slice: the interest and language lists, the pending save and its outcome, the photo
// upload in flight (progress, then the /user/update that submits it for review), and the pending
// re-link. What is stored (name, photo, review, links) lives in session.user and its `account`.
import type { Interest, Language } from "./answers"
import type { AvatarRefusal, LinkRefusal, ProfileProblem } from "./events"

/** A photo upload in flight: bytes loaded of total, then "saving" while /user/update submits it. */
export interface AvatarUpload {
  readonly key: string
  readonly localUrl: string
  readonly loaded: number
  readonly total: number
  readonly phase: "uploading" | "saving"
}

/** Why the last photo did not reach review: refused locally, the upload failed, or the update failed. */
export type AvatarProblem = AvatarRefusal | "uploadFailed" | "saveFailed"

/** Why the last re-link failed: refused locally, linked to another account (10009), locked (10030), failed. */
export type LinkProblem = LinkRefusal | "linkedElsewhere" | "updateFailed"

/** The profile slice; request ids are event seqs (stale answers are ignored). */
export interface ProfileState {
  readonly interests: ReadonlyArray<Interest> | null
  readonly languages: ReadonlyArray<Language> | null
  readonly listsFailed: boolean
  readonly listRequest: number | null
  readonly saving: number | null
  readonly problem: ProfileProblem | null
  /**
   * Always "": the service's own message of a failed save is not shown (a§8 shows it only for the session
   * codes; the page says `problem` in the member's language). Kept because the recorded fixture traces
   * (spec/fixtures/traces, replayed forever) hash this path.
   */
  readonly serverMessage: ""
  /** When the last save succeeded (epoch ms), until the next save or reopening. */
  readonly savedAt: number | null
  readonly upload: AvatarUpload | null
  readonly avatarSaving: number | null
  readonly avatarProblem: AvatarProblem | null
  /** When the last photo was submitted for review (epoch ms). */
  readonly avatarSubmittedAt: number | null
  readonly linking: { readonly field: "email" | "phone"; readonly request: number } | null
  readonly linkProblem: { readonly field: "email" | "phone"; readonly problem: LinkProblem } | null
  /** The field last re-linked successfully. */
  readonly linked: "email" | "phone" | null
}

export const initialProfile: ProfileState = {
  interests: null,
  languages: null,
  listsFailed: false,
  listRequest: null,
  saving: null,
  problem: null,
  serverMessage: "",
  savedAt: null,
  upload: null,
  avatarSaving: null,
  avatarProblem: null,
  avatarSubmittedAt: null,
  linking: null,
  linkProblem: null,
  linked: null,
}

/** Timer key of the photo-review check (a§8 reviewing -> approved / not approved). */
export const AVATAR_REVIEW_TIMER = "profile:avatarReview"
