// The app shell slice: the installed, offline-capable app around the features — whether a new version
// waits (the service worker installed it; no code is swapped until the member reloads, never during a
// call) and whether the member put the prompt off for this page.

/** Where an update is: none known, a new version ready (waiting), or being applied (the page reloads). */
export type UpdateStage = "none" | "ready" | "applying"

/** The app shell slice. `applyBy`: seq of the event that asked to apply the update (react runs it once). */
export interface AppShellState {
  readonly update: UpdateStage
  /** The member chose "Later": the prompt stays away on this page. */
  readonly postponed: boolean
  readonly applyBy: number | null
}

/** The state before AppStarted. */
export const initialAppShell: AppShellState = { update: "none", postponed: false, applyBy: null }
