// Reads of the notification self-test for the view: the permission, the push token's registration (from
// the push slice: registered and when, registering, failed, none), the last push, and the run.
import type { AppState } from "../app/types"
import type { PushPermission } from "../push/events"
import type { PushCheckRun, ShownPush } from "./state"

/** The push token on this browser: registered (when: epoch ms), being registered, failed, or none. */
export type TokenView = { readonly state: "registered"; readonly at: number | null } | { readonly state: "registering" | "failed" | "none" }

/** What the self-test dialog shows. */
export interface PushCheckView {
  readonly permission: PushPermission
  readonly token: TokenView
  readonly lastPush: ShownPush | null
  readonly run: PushCheckRun | null
  /** A run is still going (the button waits). */
  readonly busy: boolean
}

let last: { c: AppState["pushCheck"]; p: AppState["push"]; view: PushCheckView } | null = null

const tokenOf = (s: AppState): TokenView => {
  switch (s.push.stage) {
    case "registered":
      return { state: "registered", at: s.pushCheck.tokenSavedAt }
    case "registering":
    case "saving":
      return { state: "registering" }
    case "failed":
      return { state: "failed" }
    default:
      return { state: "none" }
  }
}

/** The self-test while its dialog is open, else null (same object while unchanged). */
export const selectPushCheck = (s: AppState): PushCheckView | null => {
  const c = s.pushCheck
  if (!c.open) return null
  if (last === null || last.c !== c || last.p !== s.push) {
    const r = c.run
    const busy = r !== null && (r.local === "asking" || r.local === "showing" || r.remote === "waiting" || r.remote === "sending" || r.remote === "sent")
    last = { c, p: s.push, view: { permission: s.push.permission ?? "unsupported", token: tokenOf(s), lastPush: c.lastPush, run: r, busy } }
  }
  return last.view
}
