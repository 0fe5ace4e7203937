// The web push slice (a§1, a§4, a§9): the browser's permission, whether the invitation was ever shown
// (stored: once in total), the day the member last matched (stored), the 2 s poll, the token
// registration and the first-time bonus. `*By` fields hold the seq of the event that asked for a
// command, so react issues each command exactly once.
import type { BonusInfo } from "./answers"
import type { PushPermission } from "./events"

/** Where the token registration is: idle, asking the browser, getting the token, saving it, done, failed. */
export type PushStage = "idle" | "asking" | "registering" | "saving" | "registered" | "failed"

/** The web push slice. */
export interface PushState {
  /** Local minus UTC, minutes (AppStarted). */
  readonly utcOffsetMin: number
  /** The browser's permission; null until checked at start. */
  readonly permission: PushPermission | null
  /** The invitation was shown on this device (stored webPushInvited; a§4 shown once in total). */
  readonly invited: boolean
  /** The invitation is on screen. */
  readonly invitation: boolean
  /** Local day number of the last call that reached ringing (stored pushMatchedDay), or null. */
  readonly matchedDay: number | null
  /** The 2 s poll timer runs. */
  readonly polling: boolean
  readonly stage: PushStage
  /** First-time bonus info (isInitNotification), null until answered. */
  readonly bonus: BonusInfo | null
  /** Request ids of the awaited isInitNotification, savePushToken and initNotificationGiveCoin calls. */
  readonly infoPending: number | null
  readonly savePending: number | null
  readonly claimPending: number | null
  /** Seq of the event that asked for the token, started the poll, changed matchedDay, or showed the invitation. */
  readonly registerBy: number | null
  readonly pollBy: number | null
  readonly matchedBy: number | null
  readonly shownBy: number | null
}

/** The state before AppStarted. */
export const initialPush: PushState = {
  utcOffsetMin: 0,
  permission: null,
  invited: false,
  invitation: false,
  matchedDay: null,
  polling: false,
  stage: "idle",
  bonus: null,
  infoPending: null,
  savePending: null,
  claimPending: null,
  registerBy: null,
  pollBy: null,
  matchedBy: null,
  shownBy: null,
}

/** Storage keys (local storage). */
export const PUSH_STORED = { invited: "webPushInvited", matchedDay: "pushMatchedDay" } as const

/** Timer key of the invitation poll. */
export const PUSH_POLL_TIMER = "push:poll"

/** a§4: the pages the invitation may appear on (wall, livechat, friend, friends, message). */
export const PUSH_PAGES: ReadonlySet<string> = new Set(["GoddessWall", "LiveChat", "FriendPage", "FriendsPage", "MessagePage"])
