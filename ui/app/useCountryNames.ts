// The language to name countries in for the language shown (i18n-iso-countries table loaded lazily,
// with English as the fallback), or null while its chunk loads.
import { useEffect, useState } from "react"
import { useLocaleInfo } from "../../i18n"
import { loadCountryNames } from "./countries"

/** The loaded country-name table's language for the active locale ("he" for Hebrew), null while loading. */
export const useCountryNames = (): string | null => {
  const { tag } = useLocaleInfo()
  const [lang, setLang] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void loadCountryNames(tag).then(
      (l) => live && setLang(l),
      () => live && setLang("en"),
    )
    return () => {
      live = false
    }
  }, [tag])
  return lang
}
