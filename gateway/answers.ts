// What a handler returns and how it is told who is calling: the Answer type, ok/fail helpers and the
// gateway's own answer codes beyond the contract's `Code` table (account missing, password rules...).
import type { ApiData, ApiName, ApiParams } from "../infrastructure/gateway/contract"
import type { GatewayOptions } from "./config"
import type { Db, User } from "./db"
import type { Relay } from "./relay"

/** Codes the gateway answers that the contract's `Code` table does not name. */
export const GwCode = {
  accountMissing: 10004,
  passwordRule: 10005,
  passwordAlreadySet: 10008,
  emailUsed: 10009,
  /** A provider access token (login/token) that does not verify: unknown, used, expired or of another provider. */
  tokenInvalid: 10007,
  unauthorized: 401,
} as const

/** A handler's answer: success with the endpoint's data, or a code with a message (and maybe data). */
export type Answer<D> =
  | { readonly code: 200; readonly data: D }
  | { readonly code: number; readonly msg: string; readonly data?: unknown; readonly http?: number }

/** A success answer. */
export const ok = <D>(data: D): Answer<D> => ({ code: 200, data })

/** A failure answer with code, message and optional data. */
export const fail = (code: number, msg: string, data?: unknown): Answer<never> =>
  data === undefined ? { code, msg } : { code, msg, data }

/** Per-request context handed to every handler. */
export interface Ctx {
  readonly db: Db
  readonly opts: GatewayOptions
  /** The request's deviceId query param ("" when absent). */
  readonly deviceId: string
  /** The raw login token of the Authorization header ("" when absent). */
  readonly token: string
  /** Client address as Fastify saw it. */
  readonly ip: string
  /** The signed-in user: always set for endpoints that need a login, else set when a valid token came. */
  readonly me: User | null
  readonly now: number
  /** The real-time relay: delivers peer messages (IM, call actions, notices) to members' sessions. */
  readonly relay: Relay
}

/** A handler of endpoint `K`. */
export type Handler<K extends ApiName> = (ctx: Ctx, params: ApiParams<K>) => Answer<ApiData<K>> | Promise<Answer<ApiData<K>>>

/** A set of handlers for some endpoints. */
export type Handlers = { readonly [K in ApiName]?: Handler<K> }

/** The signed-in user of a handler that requires one (the dispatcher guarantees it). */
export const me = (ctx: Ctx): User => {
  if (ctx.me === null) throw new Error("handler needs a signed-in user")
  return ctx.me
}
