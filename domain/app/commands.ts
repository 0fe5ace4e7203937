// Commands: side effects requested as data, produced by `react` and run only by the interpreter.
// Replaying events never runs them again.
import * as Schema from "effect/Schema"
import type { ApiName } from "../../infrastructure/gateway/contract"
import type { ComplementInfo } from "./answers"
import { message } from "./schema"
import { MessagingCommands } from "../messaging/commands"
import { MediaCommands } from "../calls/media"
import { PushCommands } from "../push/commands"
import { LoginCommands } from "../login/commands"
import { Secret } from "./sensitive"

/** Who is calling: the credentials and language sent with every gateway request (a§7). */
export const Caller = Schema.Struct({
  deviceId: Schema.String,
  userId: Schema.String,
  token: Schema.String,
  languageId: Schema.Number,
})
export type Caller = typeof Caller.Type

/** Call a gateway endpoint; answers come back as GatewayAnswered/GatewayFailed with `requestId`. */
export const CallGateway = message("CallGateway", {
  requestId: Schema.Number,
  name: Schema.String,
  params: Schema.Record(Schema.String, Schema.Unknown),
  caller: Caller,
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
 * Open the real-time channel (m§7) as `userId` with the RTM token of /rtm/genToken; the adapter
 * reconnects with backoff by itself and reports RealtimeStatusChanged until DisconnectRealtime.
 */
export const ConnectRealtime = message("ConnectRealtime", { userId: Schema.String, token: Secret })
/** Close the real-time channel (logout, session end); no reconnect follows. */
export const DisconnectRealtime = message("DisconnectRealtime", {})

/** Every command. */
export const Cmd = Schema.Union([CallGateway, StartTimer, CancelTimer, Persist, Forget, ClearStorage, Navigate, NavigateBack, Reload, ConnectRealtime, DisconnectRealtime, ...MessagingCommands, ...MediaCommands, ...PushCommands, ...LoginCommands])
export type Cmd = typeof Cmd.Type

/** A gateway request as the Gateway port receives it. */
export interface GatewayRequest {
  readonly name: ApiName
  readonly params: Readonly<Record<string, unknown>>
  readonly caller: Caller
}

/** A gateway result: decoded data, or a failure with its code and reason (a§8). */
export type GatewayResult =
  | { readonly ok: true; readonly data: unknown }
  | {
      readonly ok: false
      readonly code: number
      readonly msg: string
      readonly httpStatus: number
      readonly reason: "code" | "http" | "timeout" | "network" | "decode"
      readonly data?: ComplementInfo
    }
