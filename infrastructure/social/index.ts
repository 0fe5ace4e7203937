// The SocialAuth port's live adapter, chosen by config.mode: local uses the reference gateway's stand-in
// identity provider page in a popup window, opened in the very tap that chose the way (so it is kept at
// hand: a window opened later may be blocked); production uses Google Identity Services and the Facebook
// JS SDK (./providers.ts), a chunk loaded on first use (issue 14), preloaded when the login popup opens.
// A chunk that cannot load reports "unavailable", as an SDK that does not load; the next sign-in loads again.
import type { SocialProvider } from "../../domain/login/events"
import type { SocialAuthReport } from "../../domain/runtime/ports"
import type { AppConfig } from "../config"
import { reloadable } from "../browser/chunkImport"
import { onDemand } from "../onDemand"
import { makeStandInAuth } from "./standIn"

const nonce = (): string => Array.from(crypto.getRandomValues(new Uint8Array(18)), (b) => b.toString(16).padStart(2, "0")).join("")

/** The browser's SocialAuth adapter: the port's `signIn` and `cancel`, and `prepare` (loads production's providers ahead of a sign-in; nothing locally). */
export interface PageSocialAuth {
  readonly signIn: (provider: SocialProvider, report: (r: SocialAuthReport) => void) => void
  readonly cancel: () => void
  readonly prepare: () => void
}

/** The browser's SocialAuth adapter for `config`. */
export const makeSocialAuth = (config: AppConfig): PageSocialAuth => {
  if (config.mode === "local")
    return {
      ...makeStandInAuth(config.gatewayUrl, {
        open: (url, name, features) => window.open(url, name, features),
        listen: (fn) => {
          const l = (e: MessageEvent) => fn(e)
          window.addEventListener("message", l)
          return () => window.removeEventListener("message", l)
        },
        every: (fn, ms) => {
          const t = setInterval(fn, ms)
          return () => clearInterval(t)
        },
        nonce,
        base: location.href,
      }),
      prepare: () => {},
    }
  const providersModule = reloadable(() => import("./providers"))
  const providers = onDemand(() => providersModule().then((m) => m.makeProviderAuth(config)))
  return {
    signIn: (provider, report) =>
      providers.use(
        (p) => p.signIn(provider, report),
        () => report({ _tag: "SocialAuthFailed", reason: "unavailable" }),
      ),
    // Google's and Facebook's popups cannot be closed from the page: a cancelled sign-in's answer is dropped by the domain.
    cancel: () => {},
    prepare: providers.preload,
  }
}
