// Production's social sign-in (a§1, a§2 step 1): Google Identity Services and the Facebook JS SDK, each
// SDK loaded by script tag only when its way is chosen. A chunk of its own (issue 14), imported by
// ./index.ts when the login popup opens or at the first sign-in, whichever comes first.
import type { SocialProvider } from "../../domain/login/events"
import type { SocialAuthReport } from "../../domain/runtime/ports"
import type { AppConfig } from "../config"
import { makeFacebookAuth } from "./facebook"
import { makeGoogleAuth } from "./google"
import { documentHost, makeScriptLoader } from "./loadScript"

/** The Google and Facebook sign-in of `config` (client ids from configuration); `signIn` reports exactly once. */
export const makeProviderAuth = (config: AppConfig): { readonly signIn: (provider: SocialProvider, report: (r: SocialAuthReport) => void) => void } => {
  const loader = makeScriptLoader(documentHost(document))
  const google = makeGoogleAuth(config.googleClientId, { loader, google: () => (globalThis as { google?: unknown }).google })
  const facebook = makeFacebookAuth(config.facebookAppId, config.facebookApiVersion, { loader, fb: () => (globalThis as { FB?: unknown }).FB })
  return { signIn: (provider, report) => (provider === "google" ? google.signIn(report) : facebook.signIn(report)) }
}
