// Builds CallGateway commands with the caller's credentials taken from the state (a§7: every request
// carries deviceId, userId, languageId of the interface language; the login token goes in the Authorization header).
import type { AppState, Cmd, RequestName, RequestParams } from "../app/types"
import { languageIdOf } from "../constants"
import type { Caller } from "./commands"

/** The credentials and language of the signed-in member (or the visitor) for a request or an upload. */
export const callerOf = (s: AppState): Caller => ({
  deviceId: s.session.deviceId,
  userId: s.session.userId,
  token: s.session.token,
  languageId: languageIdOf(s.shell.language),
})

/** A CallGateway command for request `name` with its parameters (wire names), answered with `requestId`. */
export const call = <K extends RequestName>(s: AppState, requestId: number, name: K, params: RequestParams<K>): Cmd => ({
  _tag: "CallGateway",
  requestId,
  name,
  params: params as Record<string, unknown>,
  caller: callerOf(s),
})

/**
 * A SendOnLeave command: request `name` with `params` sent if the page closes while key `key` holds it
 * (the caller's credentials as now); `name` null clears the key.
 */
export const onLeave = <K extends RequestName>(s: AppState, key: string, name: K | null, params?: RequestParams<K>): Cmd => ({
  _tag: "SendOnLeave",
  key,
  request: name === null ? null : { name, params: (params ?? {}) as Record<string, unknown>, caller: callerOf(s) },
})
