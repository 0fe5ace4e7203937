// Completeness of the catalogs (issue 13, i18n/README.md): every catalog under i18n/<code>/ (main,
// inspector and legal namespaces) has exactly the keys of English, with the same parameters and types,
// only the catalogs' formatters, plural parts covering every CLDR plural category of its language,
// English's plurals where the language inflects nouns after numbers, and no value left in English
// except the allow-list (brand, proper names, format-only strings, English-only legal texts). The
// interface languages without a catalog yet are listed as todo (they show English meanwhile).
import fs from "node:fs"
import path from "node:path"
import { experimentalParseMessage as parseMessage, type ParsedMessagePart, type PluralPart } from "typesafe-i18n/parser"
import { describe, expect, it } from "vitest"
import { UI_LANGUAGES } from "../../domain/constants"
import { bcp47Of, type UiLanguage } from "../../domain/shell/language"
import { locales } from "../../i18n/i18n-util"
import { SPELLED_OUT } from "../../i18n/formatters"

const I18N = path.resolve(__dirname, "../../i18n")
const NAMESPACES = ["", "inspector", "legal", "member"] as const
type Namespace = (typeof NAMESPACES)[number]

/** Formatters of i18n/formatters.ts a catalog may apply to a parameter. */
const FORMATTERS = new Set(["num", "counted", "percent"])

/**
 * Values that may equal English in every language (keys with their namespace prefix): the product
 * name, platform and standard names. Format-only strings (no letters outside placeholders) are
 * allowed too, without being listed.
 */
const SAME_AS_ENGLISH: ReadonlySet<string> = new Set(["app.name", "overlays.download.android", "inspector.filters.utc"])
/** Loanwords a language writes exactly as English does, and examples it keeps in Latin letters. */
const SAME_IN: Readonly<Partial<Record<UiLanguage, ReadonlyArray<string>>>> = {
  tr: ["member.im.composer.emoji", "interests.3", "member.shop.bonus"],
  // An e-mail address is written in Latin letters; the example stays the standard one.
  ar: ["member.login.email.placeholder"],
  iw: ["member.login.email.placeholder"],
  // Japanese dialogs write "OK" in Latin letters (as the OS does); the e-mail example stays the standard one.
  ja: ["common.ok", "dialog.ok", "member.login.email.placeholder"],
  // Korean and Chinese keep the standard e-mail example, as ar and iw.
  ko: ["member.login.email.placeholder"],
  zh: ["member.login.email.placeholder"],
  // Indonesian and Malay write "Emoji" and "Yoga" exactly as English does, and the gift "Planet".
  id: ["member.im.composer.emoji", "interests.3", "member.im.gifts.names.201"],
  // Malay as id (the gift "Planet" too), and its dialogs write "OK" as Malaysian software does.
  ms: ["member.im.composer.emoji", "interests.3", "common.ok", "dialog.ok", "member.im.gifts.names.201"],
  // Vietnamese writes these loanwords as English does ("Yoga"; "Camera" is the usual word for a webcam).
  vi: ["interests.3", "member.call.video.camera"],
  // French writes these as English does: OK, the unit "/min", the bar's "Messages" tab, Yoga, Cricket, Camping,
  // and the gifts Rose, Champagne, Yacht, Bouquet.
  fr: ["common.ok", "dialog.ok", "host.price", "im.bar.messages", "inspector.domains.messages", "inspector.domains.notifications", "interests.3", "interests.4", "interests.17", "member.im.gifts.names.160", "member.im.gifts.names.165", "member.im.gifts.names.173", "member.im.gifts.names.185"],
  // Spanish writes these as English does: the unit "/min", Error, Yoga, No.
  es: ["host.price", "toast.error", "interests.3", "inspector.facts.no", "inspector.severity.error"],
  // Italian writes these as English does: Online/Offline, the unit "/min", Password, Yoga, Cricket, Shopping, No,
  // and the gifts Champagne, Yacht.
  it: ["host.status.online", "host.status.offline", "member.social.list.online", "member.social.list.offline", "host.price", "member.login.password.label", "interests.3", "interests.4", "interests.7", "inspector.facts.no", "member.im.gifts.names.165", "member.im.gifts.names.173"],
  // Brazilian Portuguese writes these as English does: OK, Online/Offline, the unit "/min", E-mail.
  pt: ["common.ok", "dialog.ok", "host.status.online", "host.status.offline", "member.social.list.online", "member.social.list.offline", "host.price", "member.profile.email"],
  // Dutch writes these loanwords as English does: OK, Hosts, Online/Offline, Camera, Yoga, Cricket, and the
  // gifts Champagne, Ring.
  nl: ["common.ok", "dialog.ok", "wall.title", "host.status.online", "host.status.offline", "member.social.list.online", "member.social.list.offline", "member.call.video.camera", "interests.3", "interests.4", "member.im.gifts.names.165", "member.im.gifts.names.169"],
  // German writes these loanwords as English does: OK, Online/Offline, Videos, Yoga, Cricket, Camping, and the
  // gifts Rose, Ring, Yacht, Planet.
  de: ["common.ok", "dialog.ok", "host.status.online", "host.status.offline", "member.social.list.online", "member.social.list.offline", "member.social.page.videos", "member.report.reasons.230", "pages.videos", "interests.3", "interests.4", "interests.17", "member.im.gifts.names.160", "member.im.gifts.names.169", "member.im.gifts.names.173", "member.im.gifts.names.201"],
}
/** Legal texts a language may keep in English when its legal.englishOnly notice says so. */
const LEGAL_TEXTS = /^legal\.(cookiePolicy|privacyPolicy|termsOfUse)\.(intro|s\d+\.(heading|body))$/

/**
 * Languages whose nouns do not change after a number ("5 jeton", "5 コイン"): they may leave out
 * English's plural parts. Every other language must have a plural part wherever English has one.
 */
const NO_NOUN_PLURAL: ReadonlySet<UiLanguage> = new Set<UiLanguage>(["tr", "ja", "ko", "zh", "th", "vi", "id", "ms"])

type Tree = { [k: string]: string | Tree }

const leaves = (t: Tree, prefix: string): Map<string, string> => {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(t)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (typeof v === "string") out.set(key, v)
    else for (const [p, s] of leaves(v, key)) out.set(p, s)
  }
  return out
}

const fileOf = (lang: string, ns: Namespace): string => path.join(I18N, lang, ns, "index.ts")

const load = async (lang: string): Promise<Map<string, string>> => {
  const all = new Map<string, string>()
  for (const ns of NAMESPACES) {
    const mod = (await import(fileOf(lang, ns))) as { default: Tree }
    for (const [k, v] of leaves(mod.default, ns)) all.set(k, v)
  }
  return all
}

const parts = (s: string): ParsedMessagePart[] => parseMessage(s)
const params = (s: string) =>
  parts(s).flatMap((p) => (p.kind === "parameter" ? [{ key: p.key, types: p.types, transforms: p.transforms }] : []))
const plurals = (s: string): PluralPart[] => parts(s).filter((p): p is PluralPart => p.kind === "plural")

/** Parameter names with the types written in the string ("{count:number|num}" -> number, "{count|num}" -> ""). */
const signature = (s: string): Map<string, string> => {
  const m = new Map<string, string>()
  for (const p of params(s)) if (!m.has(p.key)) m.set(p.key, "")
  for (const [, name, type] of s.matchAll(/\{(\w+):(\w+)/g)) m.set(name!, type!)
  return m
}

/** Text outside placeholders and plural parts, for the "no letters" test of format-only strings. */
const bareText = (s: string): string => parts(s).map((p) => (p.kind === "text" ? p.content : "")).join("")
const formatOnly = (s: string): boolean => !/\p{L}/u.test(bareText(s)) && plurals(s).length === 0
/** A value without parameter types, so "{age:number|num}" in English equals "{age|num}". */
const untyped = (s: string): string => s.replace(/\{(\w+):\w+(\|[^}]*)?\}/g, "{$1$2}")

const CATEGORY_FIELD = { zero: "zero", one: "one", two: "two", few: "few", many: "many", other: "other" } as const

const EN = await load("en")
const EN_NUMBER_PARAMS = new Map([...EN].map(([k, v]) => [k, new Set([...signature(v)].filter(([, t]) => t === "number").map(([n]) => n))]))

const present = UI_LANGUAGES.filter((l) => l !== "en" && fs.existsSync(fileOf(l, "")))
const missing = UI_LANGUAGES.filter((l) => l !== "en" && !fs.existsSync(fileOf(l, "")))

describe("catalog registry", () => {
  it("every catalog folder is a registered interface language and in the generated locales (run npx typesafe-i18n --no-watch)", () => {
    const folders = fs.readdirSync(I18N, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    for (const f of folders) expect(UI_LANGUAGES as ReadonlyArray<string>, `i18n/${f}/ is not an a§1 language`).toContain(f)
    expect([...locales].sort()).toEqual(["en", ...present].sort())
  })

  it("each catalog has all four namespaces (main, inspector, legal, member)", () => {
    for (const l of present) for (const ns of NAMESPACES) expect(fs.existsSync(fileOf(l, ns)), `i18n/${l}/${ns}/index.ts`).toBe(true)
  })

  it("English's own rules: legal.englishOnly is empty, every plural part is keyed on a number parameter", () => {
    expect(EN.get("legal.englishOnly")).toBe("")
    for (const [k, v] of EN) for (const p of plurals(v)) expect(EN_NUMBER_PARAMS.get(k)!.has(p.key), `${k}: plural on ${p.key}`).toBe(true)
  })
})

describe.each(present)("catalog %s", (lang) => {
  const tag = bcp47Of(lang)
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories as Array<keyof typeof CATEGORY_FIELD>
  const allowed = new Set([...SAME_AS_ENGLISH, ...(SAME_IN[lang] ?? [])])

  it("has exactly the keys of English", async () => {
    const L = await load(lang)
    expect([...L.keys()].sort()).toEqual([...EN.keys()].sort())
  })

  it("has the same parameters with the same types, only known formatters, no empty value", async () => {
    const L = await load(lang)
    for (const [key, en] of EN) {
      const value = L.get(key)
      if (value === undefined) continue
      if (key !== "legal.englishOnly") expect(value.trim(), key).not.toBe("")
      const theirs = signature(value)
      const ours = signature(en)
      expect([...theirs.keys()].sort(), `${key}: parameters`).toEqual([...ours.keys()].sort())
      for (const [name, type] of theirs) if (type !== "") expect(type, `${key}: type of ${name}`).toBe(ours.get(name))
      for (const p of params(value))
        for (const t of p.transforms) if (t.kind === "formatter") expect(FORMATTERS.has(t.name), `${key}: formatter ${t.name}`).toBe(true)
      // `counted` may leave the numeral out (Arabic one and two): the plural form must then say the number.
      const counted = params(value).filter((p) => p.transforms.some((t) => t.kind === "formatter" && t.name === "counted")).map((p) => p.key)
      const pluralKeys = new Set(plurals(value).map((p) => p.key))
      if ((SPELLED_OUT[lang] ?? []).length > 0)
        for (const name of counted) expect(pluralKeys.has(name), `${key}: {${name}|counted} without a plural part on ${name}`).toBe(true)
    }
  })

  it(`has every CLDR plural form of ${tag} (${categories.join(", ")}) in each plural part, on number parameters`, async () => {
    const L = await load(lang)
    for (const [key, value] of L) {
      const numbers = EN_NUMBER_PARAMS.get(key) ?? new Set<string>()
      for (const p of plurals(value)) {
        expect(numbers.has(p.key), `${key}: plural on ${p.key}, which is not a number`).toBe(true)
        for (const c of categories) expect(p[CATEGORY_FIELD[c]] ?? "", `${key}: plural form "${c}"`).not.toBe("")
      }
      if (!NO_NOUN_PLURAL.has(lang) && categories.length > 1) {
        const theirs = new Set(plurals(value).map((p) => p.key))
        for (const p of plurals(EN.get(key) ?? "")) expect(theirs.has(p.key), `${key}: English has a plural on ${p.key}`).toBe(true)
      }
    }
  })

  it("leaves no value in English except the allow-list", async () => {
    const L = await load(lang)
    const englishOnly = (L.get("legal.englishOnly") ?? "") !== ""
    const same: string[] = []
    for (const [key, en] of EN) {
      const value = L.get(key)
      if (value === undefined || untyped(value) !== untyped(en)) continue
      if (allowed.has(key) || formatOnly(en) || key === "legal.englishOnly" || (englishOnly && LEGAL_TEXTS.test(key))) continue
      same.push(`${key} = ${JSON.stringify(en)}`)
    }
    expect(same).toEqual([])
  })

  it("translates the legal page titles and the three centers even when the policies stay in English", async () => {
    const L = await load(lang)
    for (const doc of ["cookiePolicy", "privacyPolicy", "termsOfUse", "aboutUs", "safetyCenter", "privacyCenter"])
      expect(L.get(`legal.${doc}.title`), doc).not.toBe(EN.get(`legal.${doc}.title`))
    for (const key of L.keys())
      if (/^legal\.(aboutUs|safetyCenter|privacyCenter)\./.test(key)) expect(L.get(key), key).not.toBe(EN.get(key))
  })
})

describe("the interface languages of a§1", () => {
  it("are the a§1 languages minus the catalogs present", () => {
    expect([...present, ...missing, "en"].sort()).toEqual([...UI_LANGUAGES].sort())
  })
  it("has a catalog for every interface language of a§1", () => {
    expect(missing).toEqual([])
  })
})
