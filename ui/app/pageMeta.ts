// Page metadata by route (a§2): for the wall, safety center, privacy center, about and random-video
// pages a title and description in English (the spec asks for English text on every site language, so
// these are not in the per-language catalogs); other pages get "<page title> · VidChat" in the site's
// language. Open pages also get a canonical URL and hreflang alternates for the four site languages
// (a§1: en without prefix, tr, nl, gb = en-GB).
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
 * The head metadata of `route`: `pageTitle` is the route's title in the UI language, `uiLocale` the
 * catalog shown (en or tr); gb pages are British English, nl pages show the English catalog.
 */
export const pageMeta = (route: Route, origin: string, pageTitle: string, appName: string, uiLocale: string): HeadMeta => {
  const seo = SEO[route.name]
  const indexed = route.open && route.name !== "unknown" && route.name !== "LoginPage"
  return {
    title: seo?.title ?? `${pageTitle} · ${appName}`,
    description: seo?.description ?? null,
    lang: route.lang === "gb" ? "en-GB" : uiLocale,
    canonical: indexed ? url(origin, route.prefix, route.rest) : null,
    alternates: indexed
      ? [...SITE_LANGUAGES.map((l) => ({ hreflang: l.hreflang, href: url(origin, l.prefix, route.rest) })), { hreflang: "x-default", href: url(origin, "", route.rest) }]
      : [],
  }
}
