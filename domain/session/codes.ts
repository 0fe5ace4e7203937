// The session-error catalogue of a§8 as one pure function from a failed answer to its outcome.

import type { SessionScreenAction } from "./events"
import type { SessionEndReason } from "./state"

/** A failure as the session sees it. */
export interface Failure {
  readonly code: number
  readonly httpStatus: number
  readonly msg: string
}

/** What a session error does: end the session with a reason, and whether to show the server's message. */
export interface SessionOutcome {
  readonly reason: SessionEndReason
  readonly showServerMessage: boolean
}

/**
 * a§8: 10115/10116/10117 banned states (10117 also shows the server message); 412/10101 server message
 * or update-info-failed; 10023 different device; HTTP 401 login expired. Anything else: not a session error.
 */
export const sessionOutcome = (f: Failure): SessionOutcome | null => {
  switch (f.code) {
    case 10115:
      return { reason: "banned", showServerMessage: false }
    case 10116:
      return { reason: "bannedDevice", showServerMessage: false }
    case 10117:
      return { reason: "suspended", showServerMessage: f.msg !== "" }
    case 10023:
      return { reason: "differentDevice", showServerMessage: false }
    case 412:
    case 10101:
      return { reason: "updateInfoFailed", showServerMessage: f.msg !== "" }
  }
  if (f.httpStatus === 401) return { reason: "loginExpired", showServerMessage: false }
  return null
}

/**
 * The actions of each session-error screen (a§8 account states), primary first: bans only acknowledge;
 * the 48-hour suspension continues as a visitor (a§6); an expired or displaced login offers to log in again.
 */
export const SCREEN_ACTIONS: Readonly<Record<SessionEndReason, ReadonlyArray<SessionScreenAction>>> = {
  banned: ["ok"],
  bannedDevice: ["ok"],
  suspended: ["visitor"],
  loginExpired: ["login", "ok"],
  differentDevice: ["login", "ok"],
  updateInfoFailed: ["ok"],
}
