// Country names and flags for the language shown: the country module (ui/app/countries.ts, with the
// i18n-iso-countries code tables) and its name table are loaded on first use, not with the app's
// startup file (issue 14: country tables only when used); null while they load.
import { useEffect, useState } from "react"
import { useLocaleInfo } from "../../i18n"
import type { CountryView } from "./countries"

/** Names countries in a loaded table: `lang` is the table's language ("he" for Hebrew, "en" as fallback). */
export interface CountryNamer {
  readonly lang: string
  /** The view of numeric country `id` (ISO 3166 numeric, the wire's countryId); unknown ids give an empty name. */
  readonly view: (id: number) => CountryView
}

/** Loads the country module and the table for BCP 47 `tag` (English when it has none, or fails). */
const loadNamer = async (tag: string): Promise<CountryNamer> => {
  const { countryView, loadCountryNames } = await import("./countries")
  const lang = await loadCountryNames(tag).catch(() => "en")
  return { lang, view: (id) => countryView(id, lang) }
}

/** The country namer for the active locale, null while its module and table load. */
export const useCountryNames = (): CountryNamer | null => {
  const { tag } = useLocaleInfo()
  const [namer, setNamer] = useState<CountryNamer | null>(null)
  useEffect(() => {
    let live = true
    void loadNamer(tag).then(
      (n) => live && setNamer(n),
      () => {},
    )
    return () => {
      live = false
    }
  }, [tag])
  return namer
}
