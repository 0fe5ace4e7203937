// The session slice: who is signed in (a§4: signed in exactly when userId and token both exist),
// the device, the coin balance, per-user login counts, and why a session last ended.
import type { AppEvent } from "../app/types"
import type { RtmToken, UserProfile } from "./answers"
import type { AdAttribution } from "../core/attribution"

/** Why a session was ended by the service (a§8 session errors), shown to the member. */
export type SessionEndReason =
  | "banned"
  | "bannedDevice"
  | "suspended"
  | "loginExpired"
  | "differentDevice"
  | "updateInfoFailed"

/** The session-error screen on show: raised by event `id`, with the server's message when a§8 says so. */
export interface SessionScreen {
  readonly id: number
  readonly reason: SessionEndReason
  readonly message: string
}

/** The session slice. coinBalance in coins, null until known. */
export interface SessionState {
  readonly deviceId: string
  readonly userId: string
  readonly token: string
  readonly user: UserProfile | null
  readonly coinBalance: number | null
  /** Country of the network (a§7 country byip), ISO 3166 numeric; null until known. */
  readonly networkCountryId: number | null
  /** Address of the network as the gateway saw it (a§3 network data), "" until known. */
  readonly networkIp: string
  readonly loginCounts: Readonly<Record<string, number>>
  /** Sequence number of the answer that signed this session in (react persists it), or null. */
  readonly signedInBy: number | null
  /** Request id of a pending logout call, or null. */
  readonly loggingOut: number | null
  readonly ended: SessionEndReason | null
  /** The session-error screen (a§8 account states), until the member closes it. */
  readonly screen: SessionScreen | null
  /** The real-time messaging token (a§4: fetched on becoming signed in), or null. */
  readonly rtm: RtmToken | null
  /** Seq of the AppStarted that restored a stored session (its own-info request id), or null. */
  readonly restoredBy: number | null
  /** a§3 ad attribution of the landing, until a registration carried it (then null). */
  readonly attribution: AdAttribution | null
}

/** The state before AppStarted. */
export const initialSession: SessionState = {
  deviceId: "",
  userId: "",
  token: "",
  user: null,
  coinBalance: null,
  networkCountryId: null,
  networkIp: "",
  loginCounts: {},
  signedInBy: null,
  loggingOut: null,
  ended: null,
  screen: null,
  rtm: null,
  restoredBy: null,
  attribution: null,
}

/** a§4: signed in exactly when a user id and a login token both exist. */
export const isSignedIn = (s: SessionState): boolean => s.userId !== "" && s.token !== ""

/**
 * The events the session recipe acts on (its Feature.evolveOn): no other event signs in or out, and only
 * that recipe changes the user id and token, so a recipe that looks at `isSignedIn` only to follow the
 * session can list these.
 */
export const SESSION_EVENTS: ReadonlyArray<AppEvent["_tag"]> = ["AppStarted", "GatewayAnswered", "GatewayFailed", "LogoutRequested", "SessionScreenClosed"]
