// NotYetAvailable: an honest placeholder page for routes whose screens belong to later work — the
// route's title, a sentence saying it is not available yet, and a link back to the host wall.
import { Link } from "wouter"
import { useI18n, type PageKey } from "../../i18n"
import "./Button.css"
import "./NotYetAvailable.css"

/** Props of {@link NotYetAvailable}: which page title to show and the language prefix for the link. */
export interface NotYetAvailableProps {
  titleKey: PageKey
  /** "" for English, "/tr" for Turkish, ...; the wall link becomes `${languagePrefix}/`. */
  languagePrefix?: string
}

/** A placeholder page for not-yet-built routes. */
export function NotYetAvailable({ titleKey, languagePrefix = "" }: NotYetAvailableProps) {
  const { LL } = useI18n()
  return (
    <section className="not-yet" aria-labelledby="not-yet-title">
      <h1 id="not-yet-title" className="not-yet-title">{LL.pages[titleKey]()}</h1>
      <p className="not-yet-text">{LL.notYet.text()}</p>
      <Link href={`~${languagePrefix}/`} className="btn btn-primary btn-md">{LL.notYet.backToWall()}</Link>
    </section>
  )
}
