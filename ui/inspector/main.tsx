// Entry of the trace inspector page (inspector.html): a standalone bundle (one classic script, no
// chunks, both catalogs included) so it works served by the gateway at /inspector and opened from disk.
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import TypesafeI18n from "../../i18n/i18n-react"
import { loadAllLocales } from "../../i18n/i18n-util.sync"
import { toLocale } from "../../i18n"
import "../theme"
import "../components/Button.css"
import "./inspector.css"
import { InspectorApp } from "./InspectorApp"

loadAllLocales()
const requested = new URLSearchParams(location.search).get("lang") ?? navigator.language
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <TypesafeI18n locale={toLocale(requested)}>
      <InspectorApp />
    </TypesafeI18n>
  </StrictMode>,
)
