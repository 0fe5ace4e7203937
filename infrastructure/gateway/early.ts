// Early requests (issue 14): the boot script sends the wall's first requests (groups, countries, the
// first guest page) while the app's code is still on the network, and hands them to the gateway client
// on `globalThis.__early`. The client takes an early answer when it sends the very same request (name,
// parameters and caller; visitors only, public endpoints only) and decodes it with the contract's
// Schemas like any other answer, so the domain sees the same GatewayAnswered event either way.
import { buildRequest, fetchAnswer, type RequestConfig, type Route, type WireAnswer, type WireCaller } from "./request"
import { canonicalize, type BodyCodec, type WireValue } from "./wire"

/** Early answers older than this (ms since the boot script sent the request) are not used. */
export const EARLY_MAX_AGE_MS = 30_000

/** One early request: when it was sent (ms, Date.now) and its answer. */
export interface EarlyEntry {
  readonly at: number
  readonly answer: Promise<WireAnswer>
}

/** The early requests of this page load, as the boot script publishes them on `globalThis.__early`. */
export interface EarlyRequests {
  /** The device id the requests carried; the app adopts it when storage has none (a§3 deviceId). */
  readonly deviceId: string
  /** Names of the requests the boot script may send. */
  readonly names: ReadonlyArray<string>
  /** Resolves once every early request has its entry (the first guest page is sent after the groups answer). */
  readonly registered: Promise<void>
  /** Entries by {@link earlyKey}; the client deletes an entry when it takes it. */
  readonly answers: Map<string, EarlyEntry>
}

/** The key of a request: name, canonical parameters and the caller's language, user and device. */
export const earlyKey = (name: string, params: Readonly<Record<string, WireValue>>, caller: WireCaller): string =>
  `${name}?${canonicalize(params)}#${caller.languageId}/${caller.userId}/${caller.deviceId}`

const page = globalThis as { __early?: EarlyRequests }

/** Hands this page's early requests to the app (the boot script, once). */
export const publishEarlyRequests = (early: EarlyRequests): void => {
  page.__early = early
}

/** This page's early requests, or undefined when the boot script sent none (or from a test, Node). */
export const pageEarlyRequests = (): EarlyRequests | undefined => page.__early

/**
 * The client's side: `take(name, params, caller)` resolves with the early answer of that exact request
 * (taken once), or null when there is none: another request, a member with a token, an entry older
 * than {@link EARLY_MAX_AGE_MS}, or no early requests at all. A request the boot script may still send
 * (the first page goes out after the groups answer) is waited for; one already sent is not.
 */
export const earlyTaker = (early: EarlyRequests | undefined, now: () => number) => {
  const take = (key: string): Promise<WireAnswer> | null => {
    const entry = early?.answers.get(key)
    if (!entry) return null
    early!.answers.delete(key)
    return now() - entry.at <= EARLY_MAX_AGE_MS ? entry.answer : null
  }
  return async (name: string, params: Readonly<Record<string, WireValue>>, caller: WireCaller): Promise<WireAnswer | null> => {
    if (!early || caller.token !== "" || !early.names.includes(name)) return null
    const key = earlyKey(name, params, caller)
    if (early.answers.has(key)) return take(key)
    await early.registered
    return take(key)
  }
}

/** What the boot script needs to send early requests. */
export interface EarlySender {
  readonly config: RequestConfig & { readonly requestTimeoutMs: number }
  readonly caller: WireCaller
  readonly fetch: typeof globalThis.fetch
  readonly now: () => number
  readonly codec: () => Promise<BodyCodec>
}

/** The boot script's side: sends a public request now and records its entry under its key. */
export const sendEarly = (
  sender: EarlySender,
  answers: Map<string, EarlyEntry>,
  name: string,
  route: Route & { readonly public: true },
  params: Readonly<Record<string, WireValue>>,
): Promise<WireAnswer> => {
  const answer = buildRequest(sender.config, route, params, sender.caller, { now: sender.now, nonce: () => "", codec: sender.codec }).then(
    (request) => fetchAnswer(sender.fetch, request, sender.config.requestTimeoutMs),
    (): WireAnswer => ({ failed: "network" }),
  )
  answers.set(earlyKey(name, params, sender.caller), { at: sender.now(), answer })
  return answer
}
