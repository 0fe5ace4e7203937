// The local SocialAuth adapter: the reference gateway's stand-in identity provider (`/dev/idp`) in a popup
// window. Its answer counts only from the gateway's own origin, from the window we opened, with the state
// we sent, in the expected shape (decoded with Schema). Blocked window -> "blocked"; closed before an
// answer -> "closed"; Cancel -> "denied"; a wrong shape -> "invalid". Reports exactly once per sign-in.
import * as Schema from "effect/Schema"
import type { SocialProvider } from "../../domain/login/events"
import type { SocialAuthReport } from "../../domain/runtime/ports"

/** What the stand-in page posts to its opener. */
export const IdpMessage = Schema.Struct({
  type: Schema.Literal("vidchat:idp"),
  provider: Schema.Literals(["google", "facebook"]),
  state: Schema.String,
  accessToken: Schema.optionalKey(Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(2048))),
  error: Schema.optionalKey(Schema.String),
})
const decode = Schema.decodeUnknownResult(IdpMessage)

/** The part of a window the adapter uses. */
export interface PopupWindow {
  readonly closed: boolean
  readonly close: () => void
}

/** What the adapter needs from the page; tests pass fakes. */
export interface StandInEnv {
  /** window.open; null when the browser blocked it. */
  readonly open: (url: string, name: string, features: string) => PopupWindow | null
  readonly listen: (onMessage: (e: { readonly origin: string; readonly source: unknown; readonly data: unknown }) => void) => () => void
  /** Runs `fn` every `ms`; returns the stop function. */
  readonly every: (fn: () => void, ms: number) => () => void
  /** A fresh random state value ([A-Za-z0-9_-], 16 or more characters). */
  readonly nonce: () => string
  /** The page address (relative gateway URLs resolve against it). */
  readonly base: string
}

/** How often the adapter looks whether the window was closed, ms (closing counts on the second look). */
export const CLOSED_POLL_MS = 400

/** The stand-in adapter for the gateway at `gatewayUrl` ("" = the page's origin). */
export const makeStandInAuth = (gatewayUrl: string, env: StandInEnv) => {
  const origin = new URL(gatewayUrl || "/", env.base).origin
  let abandon: ((reported: boolean) => void) | null = null
  const signIn = (provider: SocialProvider, report: (r: SocialAuthReport) => void): void => {
    abandon?.(true) // one stand-in window at a time: an older one is closed and reported closed
    const state = env.nonce()
    const url = new URL("/dev/idp", origin)
    url.searchParams.set("provider", provider)
    url.searchParams.set("state", state)
    const w = env.open(url.href, "vidchat-idp", "popup,width=480,height=700")
    if (!w) return report({ _tag: "SocialAuthFailed", reason: "blocked" })
    let done = false
    let closedSeen = false
    const finish = (r: SocialAuthReport | null) => {
      if (done) return
      done = true
      stopPolling()
      unlisten()
      if (abandon === giveUp) abandon = null
      if (r) report(r)
    }
    const unlisten = env.listen((e) => {
      if (e.origin !== origin || e.source !== w) return // not the stand-in window: someone else's message
      const m = decode(e.data)
      if (m._tag === "Failure" || m.success.state !== state || m.success.provider !== provider) return finish({ _tag: "SocialAuthFailed", reason: "invalid" })
      if (m.success.accessToken !== undefined) return finish({ _tag: "SocialAuthSucceeded", accessToken: m.success.accessToken })
      finish({ _tag: "SocialAuthFailed", reason: m.success.error === "access_denied" ? "denied" : "invalid" })
    })
    // The page posts its answer and then closes: a message may still be on its way when `closed` turns true.
    const stopPolling = env.every(() => {
      if (!w.closed) return
      if (closedSeen) finish({ _tag: "SocialAuthFailed", reason: "closed" })
      closedSeen = true
    }, CLOSED_POLL_MS)
    const giveUp = (reported: boolean) => {
      w.close()
      finish(reported ? { _tag: "SocialAuthFailed", reason: "closed" } : null)
    }
    abandon = giveUp
  }
  /** Closes the stand-in window of a sign-in still open, with no report (the app stopped waiting for it). */
  const cancel = (): void => abandon?.(false)
  return { signIn, cancel }
}
