// Builds CallGateway commands with the caller's credentials taken from the state (a§7: every request
// carries deviceId, userId, languageId of the interface language; the login token goes in the Authorization header).
import type { ApiName, ApiParams } from "../../infrastructure/gateway/contract"
import { languageIdOf } from "../constants"
import type { Caller, Cmd } from "./commands"
import type { AppState } from "./state"

/** The credentials and language of the signed-in member (or the visitor) for a request or an upload. */
export const callerOf = (s: AppState): Caller => ({
  deviceId: s.session.deviceId,
  userId: s.session.userId,
  token: s.session.token,
  languageId: languageIdOf(s.shell.language),
})

/** A CallGateway command for endpoint `name`, answered with `requestId`. */
export const call = <K extends ApiName>(s: AppState, requestId: number, name: K, params: ApiParams<K>): Cmd => ({
  _tag: "CallGateway",
  requestId,
  name,
  params: params as Record<string, unknown>,
  caller: callerOf(s),
})
