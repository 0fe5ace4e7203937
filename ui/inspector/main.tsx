// Entry of the trace inspector page (inspector.html): a standalone bundle (one classic script, no
// chunks) so it works served by the gateway at /inspector and opened from disk. It carries only the
// inspector namespace of each catalog (not the app's texts), picked by ?lang= or the browser's languages.
import { StrictMode, type ReactNode } from "react"
import { createRoot } from "react-dom/client"
import TypesafeI18n from "../../i18n/i18n-react"
import type { Locales, Translations } from "../../i18n/i18n-types"
import { loadedFormatters, loadedLocales, locales } from "../../i18n/i18n-util"
import { initFormatters } from "../../i18n/formatters"
import { LocaleInfoProvider, useI18n } from "../../i18n/core"
import { catalogOf } from "../../i18n/languages"
import { chooseLanguage } from "../../domain/shell/language"
import { parseRoute } from "../../domain/shell/routes"
import "../theme"
import "../components/Button.css"
import "./inspector.css"
import { InspectorApp } from "./InspectorApp"

/** The inspector namespace of catalog `locale` (esbuild bundles every i18n/<code>/inspector file). */
const inspectorCatalog = (locale: Locales): Promise<{ default: Translations["inspector"] }> => import(`../../i18n/${locale}/inspector/index.ts`)

/** Keeps the locale facts (tag, direction, formatters) in step with the language picked in the page. */
function WithLocaleInfo({ children }: { children: ReactNode }) {
  const { locale } = useI18n()
  return <LocaleInfoProvider locale={locale}>{children}</LocaleInfoProvider>
}

const start = async () => {
  await Promise.all(
    locales.map(async (l) => {
      loadedLocales[l] = { inspector: (await inspectorCatalog(l)).default } as Translations
      loadedFormatters[l] = initFormatters(l)
    }),
  )
  const requested = new URLSearchParams(location.search).get("lang")
  const lang = chooseLanguage(parseRoute("/"), null, requested ? [requested] : [...(navigator.languages ?? [navigator.language])])
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <TypesafeI18n locale={catalogOf(lang)}>
        <WithLocaleInfo>
          <InspectorApp />
        </WithLocaleInfo>
      </TypesafeI18n>
    </StrictMode>,
  )
}

void start()
