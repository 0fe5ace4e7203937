// The notification self-test slice (settings -> Check notifications): whether the dialog is open, the
// last run of "Send me a test notification" — the local part (a notification shown through the service
// worker on this device) and the remote part (the reference gateway pushes one through its push path;
// production has no such endpoint) — when this browser's push token was last saved, and the last push
// the worker showed. `*By` fields hold the seq of the event that asked for a command (react runs it once).

/**
 * The local part: asking the browser for permission, showing, shown; or why not: blocked (denied),
 * not allowed (the permission prompt was closed), unsupported (no notifications or worker here), failed.
 */
export type LocalCheck = "asking" | "showing" | "shown" | "blocked" | "notAllowed" | "unsupported" | "failed"

/**
 * The remote part: waiting for the local part, sending (asking the gateway), sent (waiting for the push
 * to arrive), received, not received in time, failed, unavailable (production: no test endpoint), or
 * skipped (the local part did not succeed, so nothing could be shown).
 */
export type RemoteCheck = "waiting" | "sending" | "sent" | "received" | "notReceived" | "failed" | "unavailable" | "skipped"

/** One run of the self-test: started by event `id`, with the notification's text from the catalog. */
export interface PushCheckRun {
  readonly id: number
  readonly title: string
  readonly body: string
  readonly local: LocalCheck
  readonly remote: RemoteCheck
  /** Why a part failed (adapter's short text), "" when nothing failed. */
  readonly reason: string
}

/** The last push the service worker showed on this device (epoch ms, its title). */
export interface ShownPush {
  readonly at: number
  readonly title: string
}

/** The self-test slice. */
export interface PushCheckState {
  readonly open: boolean
  readonly run: PushCheckRun | null
  /** When this browser's push token was last saved to the service (epoch ms), null when not since start. */
  readonly tokenSavedAt: number | null
  readonly lastPush: ShownPush | null
  readonly readBy: number | null
  readonly askBy: number | null
  readonly showBy: number | null
  readonly sendBy: number | null
  readonly waitBy: number | null
}

/** The state before AppStarted. */
export const initialPushCheck: PushCheckState = {
  open: false,
  run: null,
  tokenSavedAt: null,
  lastPush: null,
  readBy: null,
  askBy: null,
  showBy: null,
  sendBy: null,
  waitBy: null,
}

/** Timer key: the gateway's test push has this long to arrive. */
export const PUSH_CHECK_TIMER = "pushCheck:wait"

/** A run is over (nothing pending): a new one may start. */
export const runDone = (r: PushCheckRun | null): boolean =>
  r === null || (r.local !== "asking" && r.local !== "showing" && r.remote !== "waiting" && r.remote !== "sending" && r.remote !== "sent")
