// Browser entry. `?trace=<url>` opens the read-only replay of a recorded trace (its own chunk with its
// own composition root, app/trace/compose.ts; the live app's store, ports and IndexedDB log are never
// loaded then); otherwise boots the live app from its composition root app/compose.ts (a chunk of its
// own) and renders the root view with the store, the trace exporter and the view services in context.
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import "./theme"
import { ExporterContext, ServicesContext, StoreContext } from "./app/hooks"
import { Root } from "./app/Root"

const params = new URLSearchParams(location.search)
const traceUrl = params.get("trace")
const root = createRoot(document.getElementById("root")!)

if (traceUrl !== null) {
  const { TraceMode } = await import("./app/trace/TraceMode")
  root.render(
    <StrictMode>
      <TraceMode url={traceUrl} params={params} />
    </StrictMode>,
  )
} else {
  const { startApp } = await import("./app/compose")
  const { store, exportTrace, services } = await startApp()
  root.render(
    <StrictMode>
      <StoreContext.Provider value={store}>
        <ServicesContext.Provider value={services}>
          <ExporterContext.Provider value={exportTrace}>
            <Root />
          </ExporterContext.Provider>
        </ServicesContext.Provider>
      </StoreContext.Provider>
    </StrictMode>,
  )
}
