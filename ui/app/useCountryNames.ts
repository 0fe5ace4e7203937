// The language to name countries in for the language shown (i18n-iso-countries table loaded lazily,
// with English as the fallback), or null while its chunk loads. A table that could not be loaded (its
// file tried twice) is tried again when the browser is back online, or after a
// while (15 s, doubling up to 2 min) when it is online.
import { useEffect, useState } from "react"
import { useLocaleInfo } from "../../i18n"
import { retryLater } from "./chunkLoad"
import { countryTableOf, loadCountryNames } from "./countries"

/**
 * The loaded country-name table's language for the active locale ("he" for Hebrew; "en" while its own
 * table could not be loaded), null while loading or while the code table could not be loaded.
 */
export const useCountryNames = (): string | null => {
  const { tag } = useLocaleInfo()
  const [lang, setLang] = useState<string | null>(null)
  const [tries, setTries] = useState(0)
  useEffect(() => {
    let live = true
    // What could not be loaded is tried again later (chunkLoad.ts retryLater); meanwhile what is loaded
    // names and flags what it can (English names, or none without the code table).
    let cancel = (): void => undefined
    const later = () => (cancel = retryLater(() => setTries((n) => n + 1), tries))
    void loadCountryNames(tag).then(
      (l) => {
        if (!live) return
        setLang(l)
        if (l !== countryTableOf(tag)) later()
      },
      () => live && later(),
    )
    return () => {
      live = false
      cancel()
    }
  }, [tag, tries])
  return lang
}
