// The SocialAuth port's live adapter, chosen by config.mode: production uses Google Identity Services and
// the Facebook JS SDK (client ids from configuration, each SDK loaded only when its way is chosen); local
// uses the reference gateway's stand-in identity provider page in a popup window.
import type { SocialProvider } from "../../domain/login/events"
import type { SocialAuthReport } from "../../domain/runtime/ports"
import type { AppConfig } from "../config"
import { makeFacebookAuth } from "./facebook"
import { makeGoogleAuth } from "./google"
import { documentHost, makeScriptLoader } from "./loadScript"
import { makeStandInAuth } from "./standIn"

const nonce = (): string => Array.from(crypto.getRandomValues(new Uint8Array(18)), (b) => b.toString(16).padStart(2, "0")).join("")

/** The browser's SocialAuth adapter for `config`. */
export const makeSocialAuth = (config: AppConfig): { readonly signIn: (provider: SocialProvider, report: (r: SocialAuthReport) => void) => void; readonly cancel: () => void } => {
  if (config.mode === "local")
    return makeStandInAuth(config.gatewayUrl, {
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
    })
  const loader = makeScriptLoader(documentHost(document))
  const google = makeGoogleAuth(config.googleClientId, { loader, google: () => (globalThis as { google?: unknown }).google })
  const facebook = makeFacebookAuth(config.facebookAppId, config.facebookApiVersion, { loader, fb: () => (globalThis as { FB?: unknown }).FB })
  // Google's and Facebook's popups cannot be closed from the page: a cancelled sign-in's answer is dropped by the domain.
  return { signIn: (provider, report) => (provider === "google" ? google.signIn(report) : facebook.signIn(report)), cancel: () => {} }
}
