// The honest page of routes whose screens belong to later work (its own chunk).
import type { PageKey } from "../../i18n"
import { NotYetAvailable } from "../components/NotYetAvailable"

/** Props: the page title key and the language prefix for the link home. */
export default function PlaceholderPage({ titleKey, languagePrefix }: { titleKey: PageKey; languagePrefix: string }) {
  return <NotYetAvailable titleKey={titleKey} languagePrefix={languagePrefix} />
}
