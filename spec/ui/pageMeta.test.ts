// @vitest-environment jsdom
// Page metadata (a§1, a§2): the language prefixes en (none), tr, nl, gb route to the same pages; the
// wall, safety center, privacy center, about and random-video pages get their English title and
// description; open pages get a canonical URL and hreflang alternates; the head adapter writes them
// and puts the default description back on other pages.
import { afterEach, describe, expect, it } from "vitest"
import { parseRoute } from "../../domain/shell/routes"
import { applyHeadMeta } from "../../infrastructure/browser/head"
import { pageMeta, SEO } from "../../ui/app/pageMeta"

const ORIGIN = "https://vidchat.example"
const meta = (path: string, uiLocale = "en", dir: "ltr" | "rtl" = "ltr") => pageMeta(parseRoute(path), ORIGIN, "Page", "VidChat", uiLocale, dir)

afterEach(() => {
  document.head.innerHTML = ""
})

describe("site language prefixes", () => {
  it.each([
    ["/vidchat-safety-center", "en", ""],
    ["/tr/vidchat-safety-center", "tr", "/tr"],
    ["/nl/vidchat-safety-center", "nl", "/nl"],
    ["/gb/vidchat-safety-center", "gb", "/gb"],
  ])("%s is the safety center in %s", (path, lang, prefix) => {
    expect(parseRoute(path)).toMatchObject({ name: "SafetyCenter", lang, prefix, open: true })
  })
})

describe("pageMeta", () => {
  it("gives the five a§2 pages their English title in English and their English description in every language", () => {
    expect(Object.keys(SEO).sort()).toEqual(["AboutUs", "GoddessWall", "PrivacyCenter", "RandomVideo", "SafetyCenter"])
    for (const path of ["/", "/nl", "/gb"]) {
      expect(meta(path, path === "/gb" ? "en-GB" : "en")).toMatchObject({ title: SEO.GoddessWall!.title, description: SEO.GoddessWall!.description })
    }
    expect(meta("/random-video-chat").description).toMatch(/random video chat/)
  })

  it("titles the page in the language shown when it is not English (issue 13), description still English", () => {
    expect(meta("/tr/vidchat-about-us", "tr")).toMatchObject({ title: "Page · VidChat", description: SEO.AboutUs!.description })
    expect(meta("/", "ar", "rtl")).toMatchObject({ title: "Page · VidChat", lang: "ar", dir: "rtl" })
    expect(meta("/", "he", "rtl").lang).toBe("he")
  })

  it("gives /en the unprefixed page as canonical and no extra hreflang", () => {
    const m = meta("/en/vidchat-about-us")
    expect(m.canonical).toBe(`${ORIGIN}/vidchat-about-us`)
    expect(m.alternates.map((a) => a.hreflang)).toEqual(["en", "tr", "nl", "en-GB", "x-default"])
  })

  it("titles other pages in the UI language, keeping the site's default description", () => {
    expect(meta("/vidchat-terms-of-use")).toMatchObject({ title: "Page · VidChat", description: null })
  })

  it("links the canonical URL and the four languages plus x-default for open pages", () => {
    const m = meta("/gb/vidchat-privacy-center")
    expect(m.canonical).toBe(`${ORIGIN}/gb/vidchat-privacy-center`)
    expect(m.alternates).toEqual([
      { hreflang: "en", href: `${ORIGIN}/vidchat-privacy-center` },
      { hreflang: "tr", href: `${ORIGIN}/tr/vidchat-privacy-center` },
      { hreflang: "nl", href: `${ORIGIN}/nl/vidchat-privacy-center` },
      { hreflang: "en-GB", href: `${ORIGIN}/gb/vidchat-privacy-center` },
      { hreflang: "x-default", href: `${ORIGIN}/vidchat-privacy-center` },
    ])
    expect(meta("/tr").canonical).toBe(`${ORIGIN}/tr`)
    expect(meta("/").canonical).toBe(`${ORIGIN}/`)
  })

  it("leaves protected pages, the login route and unknown paths unlinked", () => {
    for (const path of ["/profile/edit", "/shop", "/login", "/nowhere"]) expect(meta(path)).toMatchObject({ canonical: null, alternates: [] })
  })

  it("marks each page with the language it shows: en-GB on British English pages", () => {
    expect(meta("/gb/vidchat-about-us").lang).toBe("en-GB")
    expect(meta("/nl/vidchat-about-us", "nl").lang).toBe("nl")
    expect(meta("/nl/vidchat-about-us", "en").lang).toBe("en")
    expect(meta("/tr/vidchat-about-us", "tr").lang).toBe("tr")
  })
})

describe("applyHeadMeta", () => {
  it("writes title, description, lang, canonical and alternates, replacing the previous page's links", () => {
    document.head.innerHTML = '<meta name="description" content="Default text">'
    applyHeadMeta(document, meta("/gb/vidchat-safety-center"))
    expect(document.title).toBe("Safety center - VidChat")
    expect(document.documentElement.lang).toBe("en-GB")
    expect(document.documentElement.dir).toBe("ltr")
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toMatch(/How to stay safe/)
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`${ORIGIN}/gb/vidchat-safety-center`)
    expect(document.querySelectorAll('link[rel="alternate"]')).toHaveLength(5)
    applyHeadMeta(document, meta("/profile/edit"))
    expect(document.title).toBe("Page · VidChat")
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Default text")
    expect(document.querySelectorAll("link[data-page-meta]")).toHaveLength(0)
    applyHeadMeta(document, meta("/", "ar", "rtl"))
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["ar", "rtl"])
  })
})
