// Routes of a§2 under the optional language prefix. Pure parsing: path -> language, route name,
// parameters and whether visitors may open it. Unknown paths have name "unknown" (redirect to root).
import { PREFIXED_LANGUAGES } from "../constants"

/** Route names of a§2 (kept as the spec names them). */
export type RouteName =
  | "GoddessWall"
  | "LiveChat"
  | "LoginPage"
  | "VideoView"
  | "RandomVideo"
  | "EditProfile"
  | "FriendPage"
  | "CoinPage"
  | "downLoad"
  | "MessagePage"
  | "IMMessageSession"
  | "FriendsPage"
  | "CookiePrivacy"
  | "PrivacyPolicy"
  | "TermsUse"
  | "AboutUs"
  | "SafetyCenter"
  | "PrivacyCenter"
  | "unknown"

/** Site languages of a§1: the first path segment ("/tr/shop"); no prefix counts as "en". */
export type SiteLanguage = (typeof PREFIXED_LANGUAGES)[number]

/**
 * A parsed location. `prefix` is "" (no language in the address) or "/en", "/tr", "/nl", "/gb"; `lang`
 * is the prefix's language ("en" without one); `rest` the path after it, without leading slash.
 */
export interface Route {
  readonly lang: SiteLanguage
  readonly prefix: string
  readonly name: RouteName
  readonly params: Readonly<Record<string, string>>
  readonly open: boolean
  readonly rest: string
}

const TABLE: ReadonlyArray<readonly [RegExp, RouteName, boolean, ReadonlyArray<string>?]> = [
  [/^$/, "GoddessWall", true],
  [/^livechat$/, "LiveChat", true],
  [/^login$/, "LoginPage", true],
  [/^videos$/, "VideoView", true],
  [/^random-video-chat$/, "RandomVideo", true],
  [/^profile\/edit$/, "EditProfile", false],
  [/^profile\/([^/]+)$/, "FriendPage", false, ["friendId"]],
  [/^(?:shop|coin)$/, "CoinPage", false],
  [/^download$/, "downLoad", false],
  [/^message$/, "MessagePage", false],
  [/^message\/([^/]+)$/, "IMMessageSession", false, ["sessionId"]],
  [/^friends$/, "FriendsPage", false],
  [/^vidchat-cookie-policy$/, "CookiePrivacy", true],
  [/^vidchat-privacy-policy$/, "PrivacyPolicy", true],
  [/^vidchat-terms-of-use$/, "TermsUse", true],
  [/^vidchat-about-us$/, "AboutUs", true],
  [/^vidchat-safety-center$/, "SafetyCenter", true],
  [/^vidchat-privacy-center$/, "PrivacyCenter", true],
]

const cache = new Map<string, Route>()

/** Parses a pathname (query and hash ignored). Never throws; bad escapes keep the raw text. Memoised. */
export const parseRoute = (path: string): Route => {
  let r = cache.get(path)
  if (!r) {
    r = parse(path)
    if (cache.size > 500) cache.clear()
    cache.set(path, r)
  }
  return r
}

/**
 * Whether two routes are the same place: a route is wholly determined by its prefix and rest. A recipe
 * keeps the route it has when the new one is the same, so that the state (and a trace's step digests,
 * which compare by identity) does not depend on whether parseRoute's cache still held the path.
 */
export const sameRoute = (a: Route, b: Route): boolean => a === b || (a.prefix === b.prefix && a.rest === b.rest)

const parse = (path: string): Route => {
  const clean = (path.split(/[?#]/)[0] ?? "").replace(/\/+$/, "").replace(/^\/+/, "")
  const segments = clean === "" ? [] : clean.split("/")
  const first = segments[0] ?? ""
  const prefixed = (PREFIXED_LANGUAGES as ReadonlyArray<string>).includes(first)
  const lang: SiteLanguage = prefixed ? (first as SiteLanguage) : "en"
  const rest = (prefixed ? segments.slice(1) : segments).join("/")
  const prefix = prefixed ? `/${lang}` : ""
  for (const [re, name, open, keys] of TABLE) {
    const m = re.exec(rest)
    if (m) {
      const params: Record<string, string> = {}
      keys?.forEach((k, i) => {
        const raw = m[i + 1] ?? ""
        try {
          params[k] = decodeURIComponent(raw)
        } catch {
          params[k] = raw
        }
      })
      return { lang, prefix, name, params, open, rest }
    }
  }
  return { lang, prefix, name: "unknown", params: {}, open: true, rest }
}

/** The path of route `rest` (e.g. "shop") under a language prefix: ("/tr", "shop") -> "/tr/shop". */
export const pathIn = (prefix: string, rest: string): string => `${prefix}/${rest}`.replace(/\/+$/, "") || "/"

/**
 * a§2 "some routes hide the layout" (which ones is not said): the chat of one conversation on a phone
 * (m§2 IMMessageSession, the mobile chat view) fills the screen with its own header and back button, as
 * messaging apps do: no top bar, side menu or IM tab bar. Views apply it at the phone width only.
 */
export const hidesLayoutOnPhones = (name: RouteName): boolean => name === "IMMessageSession"
