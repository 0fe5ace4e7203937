// Page metadata by route (a§2): for the wall, safety center, privacy center, about and random-video
// pages a description in English (search-engine text, not in the catalogs) and, in English, the a§2
// title; every other page and language gets "<page title> · VidChat" in the language shown (issue 13:
// the document title follows the language). Open pages also get a canonical URL and hreflang
// alternates for the four site languages only (a§1: en without prefix, tr, nl, gb = en-GB).
import { pathIn, type Route, type RouteName } from "../../domain/shell/routes"
import type { HeadMeta } from "./services"

/** a§2 injected metadata (English). */
export const SEO: Partial<Record<RouteName, { readonly title: string; readonly description: string }>> = {
  GoddessWall: {
    title: "VidChat - Live video chat with new people online",
    description: "Meet new people on live video. See who is online now, chat for free with automatic translation, send gifts and start a one-to-one video call in seconds. Adults 18+ only.",
  },
  SafetyCenter: {
    title: "Safety center - VidChat",
    description: "How to stay safe on VidChat: protect your personal information, recognise scams, block and report members, and get help when you need it.",
  },
  PrivacyCenter: {
    title: "Privacy center - VidChat",
    description: "Your privacy on VidChat: what other members see, how to edit your profile, block people, manage cookies and ask about your data.",
  },
  AboutUs: {
    title: "About us - VidChat",
    description: "VidChat connects adults from around the world on live video: browse hosts, chat with automatic translation, send gifts and start video calls.",
  },
  RandomVideo: {
    title: "Random video chat - VidChat",
    description: "Talk to someone new on live video. VidChat connects you with people who are online now for a one-to-one random video chat. Adults 18+ only.",
  },
}

/** a§1 site languages with their path prefix and hreflang. */
export const SITE_LANGUAGES: ReadonlyArray<{ readonly prefix: string; readonly hreflang: string }> = [
  { prefix: "", hreflang: "en" },
  { prefix: "/tr", hreflang: "tr" },
  { prefix: "/nl", hreflang: "nl" },
  { prefix: "/gb", hreflang: "en-GB" },
]

const url = (origin: string, prefix: string, rest: string): string => `${origin}${pathIn(prefix, rest)}`

/**
 * The head metadata of `route`: `pageTitle` is the route's title in the UI language, `uiTag` the BCP 47
 * tag of the catalog shown ("en-GB" on /gb, "he" for Hebrew) and `dir` its direction. English pages
 * get the a§2 English titles; in every other language the title follows the language shown (the
 * descriptions stay English search-engine text). "/en" is the unprefixed page's canonical.
 */
export const pageMeta = (route: Route, origin: string, pageTitle: string, appName: string, uiTag: string, dir: "ltr" | "rtl" = "ltr"): HeadMeta => {
  const seo = SEO[route.name]
  const indexed = route.open && route.name !== "unknown" && route.name !== "LoginPage"
  const english = uiTag === "en" || uiTag.startsWith("en-")
  return {
    title: english && seo ? seo.title : `${pageTitle} · ${appName}`,
    description: seo?.description ?? null,
    lang: route.lang === "gb" && uiTag === "en" ? "en-GB" : uiTag,
    dir,
    canonical: indexed ? url(origin, route.prefix === "/en" ? "" : route.prefix, route.rest) : null,
    alternates: indexed
      ? [...SITE_LANGUAGES.map((l) => ({ hreflang: l.hreflang, href: url(origin, l.prefix, route.rest) })), { hreflang: "x-default", href: url(origin, "", route.rest) }]
      : [],
  }
}
