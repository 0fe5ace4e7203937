// The session slice: who is signed in (a§4: signed in exactly when userId and token both exist),
// the device, the coin balance, per-user login counts, and why a session last ended.
import type { UserProfile } from "../app/answers"

/** Why a session was ended by the service (a§8 session errors), shown to the member. */
export type SessionEndReason =
  | "banned"
  | "bannedDevice"
  | "suspended"
  | "loginExpired"
  | "differentDevice"
  | "updateInfoFailed"

/** The session slice. coinBalance in coins, null until known. */
export interface SessionState {
  readonly deviceId: string
  readonly userId: string
  readonly token: string
  readonly user: UserProfile | null
  readonly coinBalance: number | null
  /** Country of the network (a§7 country byip), ISO 3166 numeric; null until known. */
  readonly networkCountryId: number | null
  readonly loginCounts: Readonly<Record<string, number>>
  /** Sequence number of the answer that signed this session in (react persists it), or null. */
  readonly signedInBy: number | null
  /** Request id of a pending logout call, or null. */
  readonly loggingOut: number | null
  readonly ended: SessionEndReason | null
}

/** The state before AppStarted. */
export const initialSession: SessionState = {
  deviceId: "",
  userId: "",
  token: "",
  user: null,
  coinBalance: null,
  networkCountryId: null,
  loginCounts: {},
  signedInBy: null,
  loggingOut: null,
  ended: null,
}

/** a§4: signed in exactly when a user id and a login token both exist. */
export const isSignedIn = (s: SessionState): boolean => s.userId !== "" && s.token !== ""
