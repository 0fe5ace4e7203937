// The language to name countries in for the language shown (i18n-iso-countries table loaded lazily,
// with English as the fallback), or null while its chunk loads. A table that could not be loaded (its
// file tried twice) is tried again when the browser is back online, or after a
// while (15 s, doubling up to 2 min) when it is online.
import { useEffect, useState } from "react"
import { useLocaleInfo } from "../../i18n"
import { countryTableOf, loadCountryNames } from "./countries"

/** The first new try of a table that could not be loaded while online, ms; each next one waits twice as long, up to RETRY_MAX_MS. */
const RETRY_MS = 15_000
const RETRY_MAX_MS = 120_000

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
    const again = () => setTries((n) => n + 1)
    // What could not be loaded (its file tried twice) is tried again once the browser is back online;
    // meanwhile what is loaded names and flags what it can (English names, or none without the code table).
    let timer: ReturnType<typeof setTimeout> | undefined
    const later = () => {
      window.addEventListener("online", again, { once: true })
      if (navigator.onLine) timer = setTimeout(again, Math.min(RETRY_MAX_MS, RETRY_MS * 2 ** tries))
    }
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
      window.removeEventListener("online", again)
      clearTimeout(timer)
    }
  }, [tag, tries])
  return lang
}
