// Browser entry. `?trace=<url>` opens the read-only replay of a recorded trace (its own chunk; the
// live app's store, ports and IndexedDB log are never loaded then); otherwise boots the live store
// (a chunk of its own) and renders the root view with the trace exporter in context.
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import "./theme"
import { ExporterContext, StoreContext } from "./app/hooks"
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
  const { startApp } = await import("./app/store")
  const { store, exportTrace } = await startApp()
  root.render(
    <StrictMode>
      <StoreContext.Provider value={store}>
        <ExporterContext.Provider value={exportTrace}>
          <Root />
        </ExporterContext.Provider>
      </StoreContext.Provider>
    </StrictMode>,
  )
}
