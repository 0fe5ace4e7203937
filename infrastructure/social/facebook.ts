// The production Facebook adapter: the Facebook JS SDK (connect.facebook.net), loaded by script tag on the
// first "Continue with Facebook", initialised once with the app id, then FB.login in a popup. Its answer
// is decoded with Schema: connected with a token, not authorised (denied) or unknown (window closed).
import * as Schema from "effect/Schema"
import type { SocialAuthReport } from "../../domain/runtime/ports"
import type { ScriptLoader } from "./loadScript"

/** The Facebook JS SDK. */
export const FACEBOOK_SDK_SRC = "https://connect.facebook.net/en_US/sdk.js"
/** Permissions asked for. */
export const FACEBOOK_SCOPES = "public_profile,email"

/** FB.login's response. */
export const FacebookLoginResponse = Schema.Struct({
  status: Schema.String,
  authResponse: Schema.optionalKey(Schema.NullOr(Schema.Struct({ accessToken: Schema.optionalKey(Schema.String) }))),
})

interface Fb {
  init: (o: Record<string, unknown>) => void
  login: (cb: (resp: unknown) => void, o: Record<string, unknown>) => void
}
const isFb = (f: unknown): f is Fb =>
  typeof (f as { init?: unknown } | undefined)?.init === "function" && typeof (f as { login?: unknown }).login === "function"

/** Maps an FB.login response to a report. */
export const facebookReport = (raw: unknown): SocialAuthReport => {
  const r = Schema.decodeUnknownResult(FacebookLoginResponse)(raw)
  if (r._tag === "Failure") return { _tag: "SocialAuthFailed", reason: "invalid" }
  const token = r.success.authResponse?.accessToken
  if (r.success.status === "connected" && token) return { _tag: "SocialAuthSucceeded", accessToken: token }
  return { _tag: "SocialAuthFailed", reason: r.success.status === "not_authorized" ? "denied" : r.success.status === "connected" ? "invalid" : "closed" }
}

/** The Facebook sign-in of app `appId` with Graph API `version`; `fb()` reads the global the SDK defines. */
export const makeFacebookAuth = (appId: string, version: string, deps: { readonly loader: ScriptLoader; readonly fb: () => unknown }) => {
  let ready = false
  const signIn = (report: (r: SocialAuthReport) => void): void => {
    if (appId === "") return report({ _tag: "SocialAuthFailed", reason: "unavailable" })
    let done = false
    const once = (r: SocialAuthReport) => {
      if (done) return
      done = true
      report(r)
    }
    deps.loader.load(FACEBOOK_SDK_SRC).then(
      () => {
        const fb = deps.fb()
        if (!isFb(fb)) return once({ _tag: "SocialAuthFailed", reason: "unavailable" })
        try {
          if (!ready) fb.init({ appId, version, cookie: false, xfbml: false, status: false })
          ready = true
          fb.login((resp) => once(facebookReport(resp)), { scope: FACEBOOK_SCOPES })
        } catch {
          once({ _tag: "SocialAuthFailed", reason: "unavailable" })
        }
      },
      () => once({ _tag: "SocialAuthFailed", reason: "unavailable" }),
    )
  }
  return { signIn }
}
