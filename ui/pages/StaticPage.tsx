// The static pages of a§2 (cookie policy, privacy policy, terms of use, about us, safety center,
// privacy center): their texts come from the "legal" i18n namespace, loaded when one of them opens.
import { Link } from "wouter"
import type { RouteName } from "../../domain/shell/routes"
import { useI18n, useNamespace, type PageKey, type TranslationFunctions } from "../../i18n"
import { useAppState } from "../app/hooks"
import { PAGE_TITLE } from "../app/messages"
import { LegalDocument, type LegalSection } from "../components/LegalDocument"
import { Spinner } from "../components/Spinner"
import "../components/LegalDocument.css"

type Legal = TranslationFunctions["legal"]
type DocKey = "cookiePolicy" | "privacyPolicy" | "termsOfUse" | "aboutUs" | "safetyCenter" | "privacyCenter"

/** Each static route: its document, number of sections and path (without the language prefix). */
export const STATIC_PAGES = [
  { route: "AboutUs", doc: "aboutUs", sections: 4, path: "/vidchat-about-us" },
  { route: "SafetyCenter", doc: "safetyCenter", sections: 6, path: "/vidchat-safety-center" },
  { route: "PrivacyCenter", doc: "privacyCenter", sections: 6, path: "/vidchat-privacy-center" },
  { route: "TermsUse", doc: "termsOfUse", sections: 7, path: "/vidchat-terms-of-use" },
  { route: "PrivacyPolicy", doc: "privacyPolicy", sections: 8, path: "/vidchat-privacy-policy" },
  { route: "CookiePrivacy", doc: "cookiePolicy", sections: 6, path: "/vidchat-cookie-policy" },
] as const satisfies ReadonlyArray<{ route: RouteName; doc: DocKey; sections: number; path: string }>

/**
 * The legal texts proper: a language without an official translation may keep them in English (its
 * catalog's legal.englishOnly says so); the about, safety and privacy centers are always translated.
 */
const LEGAL_TEXTS: ReadonlySet<DocKey> = new Set<DocKey>(["cookiePolicy", "privacyPolicy", "termsOfUse"])

/** a§2: the pages that open in a new tab. */
const NEW_TAB: ReadonlySet<RouteName> = new Set<RouteName>(["TermsUse", "PrivacyPolicy", "AboutUs"])

const sectionsOf = (legal: Legal, doc: DocKey, count: number): LegalSection[] =>
  Array.from({ length: count }, (_, i) => {
    const s = (legal[doc] as unknown as Record<string, { heading: () => string; body: () => string }>)[`s${i + 1}`]!
    return { heading: s.heading(), body: s.body() }
  })

/** The static page of the current route. */
export default function StaticPage() {
  const { LL } = useI18n()
  const ready = useNamespace("legal")
  const route = useAppState((s) => s.shell.route)
  const page = STATIC_PAGES.find((p) => p.route === route.name) ?? STATIC_PAGES[0]
  if (!ready) {
    return (
      <div className="legal-loading">
        <Spinner label={LL.common.loading()} />
      </div>
    )
  }
  const doc = LL.legal[page.doc]
  const englishOnly = LL.legal.englishOnly()
  return (
    <LegalDocument
      otherLanguage={englishOnly !== "" && LEGAL_TEXTS.has(page.doc) ? { lang: "en", notice: englishOnly } : undefined}
      title={doc.title()}
      updated={LL.legal.updated()}
      intro={doc.intro()}
      sections={sectionsOf(LL.legal, page.doc, page.sections)}
      contentsLabel={LL.legal.contents()}
      related={
        <nav className="legal-related" aria-label={LL.legal.related()}>
          <ul>
            {STATIC_PAGES.filter((p) => p !== page).map((p) => (
              <li key={p.route}>
                {NEW_TAB.has(p.route) ? (
                  // a§2: terms, privacy and about open in a new tab.
                  <a href={`${route.prefix}${p.path}`} target="_blank" rel="noopener">
                    {LL.pages[PAGE_TITLE[p.route] as PageKey]()}
                    <span className="visually-hidden"> ({LL.settings.newTab()})</span>
                  </a>
                ) : (
                  <Link href={`~${route.prefix}${p.path}`}>{LL.pages[PAGE_TITLE[p.route] as PageKey]()}</Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  )
}
