// The core commands: side effects requested as data (gateway calls, timers, storage, navigation),
// produced by `react` and run only by the interpreter. Replaying events never runs them again.
import * as Schema from "effect/Schema"
import { message } from "./schema"

/** Who is calling: the credentials and language sent with every gateway request (a§7). */
export const Caller = Schema.Struct({
  deviceId: Schema.String,
  userId: Schema.String,
  token: Schema.String,
  languageId: Schema.Number,
})
export type Caller = typeof Caller.Type

/** Call gateway request `name` (a RequestName); answers come back as GatewayAnswered/GatewayFailed with `requestId`. */
export const CallGateway = message("CallGateway", {
  requestId: Schema.Number,
  name: Schema.String,
  params: Schema.Record(Schema.String, Schema.Unknown),
  caller: Caller,
})
/**
 * Keep gateway request `request` ready under `key`, sent only if the page is closed (pagehide) while it
 * is set (its answer is never read); null clears the key. The way a call ends when its member closes the
 * tab (m§4): the request's body is sealed ahead, as an unloading page cannot wait for WebCrypto.
 */
export const SendOnLeave = message("SendOnLeave", {
  key: Schema.String,
  request: Schema.NullOr(Schema.Struct({ name: Schema.String, params: Schema.Record(Schema.String, Schema.Unknown), caller: Caller })),
})
/** Start (or restart) the timer `key`; it comes back as TimerElapsed after `ms`. */
export const StartTimer = message("StartTimer", { key: Schema.String, ms: Schema.Number })
/** Cancel the timer `key` if it is running. */
export const CancelTimer = message("CancelTimer", { key: Schema.String })
/** Store a value; `days` makes it a cookie with that lifetime. */
export const Persist = message("Persist", { key: Schema.String, value: Schema.String, days: Schema.optionalKey(Schema.Number) })
/** Remove stored keys. */
export const Forget = message("Forget", { keys: Schema.Array(Schema.String) })
/** Session cleanup: keep only the a§3 keys. */
export const ClearStorage = message("ClearStorage", { keep: Schema.Array(Schema.String) })
/** Change the browser location. */
export const Navigate = message("Navigate", { to: Schema.String, replace: Schema.Boolean })
/** Go back one history entry. */
export const NavigateBack = message("NavigateBack", {})
/** Reload the whole site at a path (logout). */
export const Reload = message("Reload", { to: Schema.String })

/**
 * Record that wire input from `source` was decoded but left unused by the domain (a frame its state has no
 * place for, e.g. an in-video text with no video call with its sender, m§4), for `reason`: the
 * interpreter publishes it as WireRejected, so the trace keeps why, as for input that failed to decode.
 */
export const RejectWire = message("RejectWire", { source: Schema.String, reason: Schema.String })

/** The core commands. */
export const CoreCommands = [CallGateway, SendOnLeave, StartTimer, CancelTimer, Persist, Forget, ClearStorage, Navigate, NavigateBack, Reload, RejectWire] as const
