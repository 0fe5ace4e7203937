// The production Google adapter: Google Identity Services (accounts.google.com/gsi/client), loaded by
// script tag on the first "Continue with Google", token flow (a popup with the OAuth consent). Its answers
// are decoded with Schema; no client id, or a script that does not load, counts as "unavailable".
import * as Schema from "effect/Schema"
import type { SocialAuthReport } from "../../domain/runtime/ports"
import type { ScriptLoader } from "./loadScript"

/** The Google Identity Services client library. */
export const GIS_SRC = "https://accounts.google.com/gsi/client"
/** OAuth scopes asked for: the identity and e-mail that login/token needs. */
export const GOOGLE_SCOPES = "openid email profile"

/** GIS token response (success or OAuth error). */
export const GoogleTokenResponse = Schema.Struct({ access_token: Schema.optionalKey(Schema.String), error: Schema.optionalKey(Schema.String) })
/** GIS error_callback argument. */
export const GoogleClientError = Schema.Struct({ type: Schema.String })

interface TokenClient {
  requestAccessToken: () => void
}
interface Gis {
  accounts: { oauth2: { initTokenClient: (config: Record<string, unknown>) => TokenClient } }
}

const isGis = (g: unknown): g is Gis =>
  typeof (g as { accounts?: { oauth2?: { initTokenClient?: unknown } } } | undefined)?.accounts?.oauth2?.initTokenClient === "function"

/** Maps a GIS token response to a report. */
export const googleTokenReport = (raw: unknown): SocialAuthReport => {
  const r = Schema.decodeUnknownResult(GoogleTokenResponse)(raw)
  if (r._tag === "Failure") return { _tag: "SocialAuthFailed", reason: "invalid" }
  if (r.success.access_token) return { _tag: "SocialAuthSucceeded", accessToken: r.success.access_token }
  return { _tag: "SocialAuthFailed", reason: r.success.error === "access_denied" ? "denied" : "invalid" }
}

/** Maps a GIS client error (popup_failed_to_open, popup_closed, unknown) to a report. */
export const googleErrorReport = (raw: unknown): SocialAuthReport => {
  const r = Schema.decodeUnknownResult(GoogleClientError)(raw)
  const type = r._tag === "Success" ? r.success.type : ""
  return { _tag: "SocialAuthFailed", reason: type === "popup_failed_to_open" ? "blocked" : type === "popup_closed" ? "closed" : "unavailable" }
}

/** The Google sign-in of client `clientId`; `google()` reads the global the script defines. */
export const makeGoogleAuth = (clientId: string, deps: { readonly loader: ScriptLoader; readonly google: () => unknown }) => {
  let client: TokenClient | null = null
  let current: ((r: SocialAuthReport) => void) | null = null
  const answer = (r: SocialAuthReport) => {
    const report = current
    current = null
    report?.(r)
  }
  const signIn = (report: (r: SocialAuthReport) => void): void => {
    if (clientId === "") return report({ _tag: "SocialAuthFailed", reason: "unavailable" })
    answer({ _tag: "SocialAuthFailed", reason: "closed" }) // an older sign-in still open is given up
    current = report
    deps.loader.load(GIS_SRC).then(
      () => {
        const g = deps.google()
        if (!isGis(g)) return answer({ _tag: "SocialAuthFailed", reason: "unavailable" })
        client ??= g.accounts.oauth2.initTokenClient({
          client_id: clientId,
          scope: GOOGLE_SCOPES,
          callback: (resp: unknown) => answer(googleTokenReport(resp)),
          error_callback: (err: unknown) => answer(googleErrorReport(err)),
        })
        try {
          client.requestAccessToken()
        } catch {
          answer({ _tag: "SocialAuthFailed", reason: "unavailable" })
        }
      },
      () => answer({ _tag: "SocialAuthFailed", reason: "unavailable" }),
    )
  }
  return { signIn }
}
