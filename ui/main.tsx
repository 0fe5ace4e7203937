// Browser entry. `?trace=<url>` opens the read-only replay of a recorded trace (its own chunk with its
// own composition root, app/trace/compose.ts; the live app's store, ports and IndexedDB log are never
// loaded then); otherwise boots the live app from its composition root app/compose.ts (a chunk of its
// own) and renders the root view with the store, the trace exporter and the view services in context.
// The first render replaces index.html's static first paint; the chosen language's catalog is loaded
// before it, so no spinner shows between the two (issue 14). No top-level await: the build merges the
// startup chunks into this entry's file and three more that import from it (build.mjs, PAGES
// `startupFiles`: the domain, the composition root, the views), and a lazy chunk importing from it while
// it still awaited would wait for it forever. Startup gives the main thread back between its steps
// (evaluating this file, the domain, the composition root's modules, AppStarted, the views, the first
// render; each file is a module tree of its own, so Chromium also makes each one's code cache in a task
// of its own) and renders in a transition (React yields every few ms) over a held store (./app/holdStore.ts),
// so no step blocks input for long (issue 14, Total Blocking Time).
import { startTransition, StrictMode, useEffect, type ReactNode } from "react"
import { createRoot } from "react-dom/client"
import "./theme"
import { catalogOf, loadLocale, loadNamespace, MEMBER_TEXTS } from "../i18n"
import { importRetrying } from "./app/chunkLoad"
import { ExporterContext, ServicesContext, StoreContext } from "./app/hooks"
import { holdStore } from "./app/holdStore"

const params = new URLSearchParams(location.search)
const traceUrl = params.get("trace")
const root = createRoot(document.getElementById("root")!)

/** Resolves in a new task (scheduler.yield where the browser has it, else a 0 ms timer): the main thread can paint and handle input in between. */
const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

/** Calls `onCommit` once its children's first commit is done (its effect runs after theirs). */
function AfterFirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit])
  return children
}

/** Renders the trace replay or boots and renders the live app. */
const boot = async (): Promise<void> => {
  if (traceUrl !== null) {
    const { TraceMode } = await import("./app/trace/TraceMode")
    root.render(
      <StrictMode>
        <TraceMode url={traceUrl} params={params} />
      </StrictMode>,
    )
  } else {
    // Each module group is evaluated in a task of its own (the build merges them into this file and
    // keeps them lazily evaluated): the domain (its Schemas and recipes), the composition root with the
    // adapters, then the views.
    await yieldToMain()
    // Issue 14: the startup kernel; the member features' kernel is loaded when first needed (app/compose.ts).
    await import("../domain/app/startupKernel")
    await yieldToMain()
    const { startApp } = await import("./app/compose")
    await yieldToMain()
    const { store, exportTrace, services, member } = await startApp()
    // A catalog that fails to load is the I18nProvider's to handle (it falls back to English). A member's
    // start shows member parts at once: their deferred texts (loading since startApp) come before it too;
    // one that fails is the parts' to show (ui/app/lazyChunk.tsx).
    const locale = catalogOf(store.getSnapshot().shell.language)
    await Promise.all([loadLocale(locale), member ? loadNamespace(locale, MEMBER_TEXTS, importRetrying) : null]).catch(() => undefined)
    await yieldToMain()
    const { Root, preloadPage } = await import("./app/Root")
    // The first page's part (the wall's is in the startup files: it is in at once; another page's file on
    // the network is not waited for): the page mounts in the first render, not in a later render after
    // its Suspense fallback. Such a later render could be a store update's, which React renders in one
    // task: the wall's whole first page of cards (issue 14, Total Blocking Time).
    // A route blocked for this visitor (a member's page, the login popup shown instead) is not loaded.
    const { route, blocked } = store.getSnapshot().shell
    if (!blocked) await Promise.race([preloadPage(route.name), yieldToMain()])
    await yieldToMain()
    // The views read a held store until their first commit (./app/holdStore.ts): the state moving during
    // the time-sliced first render no longer makes React render it all again in one task. What moved
    // meanwhile is rendered in a task after the commit, as any store update.
    const held = holdStore(store)
    const release = () => void yieldToMain().then(held.release)
    startTransition(() =>
      root.render(
        <StrictMode>
          <StoreContext.Provider value={held.view}>
            <ServicesContext.Provider value={services}>
              <ExporterContext.Provider value={exportTrace}>
                <AfterFirstCommit onCommit={release}>
                  <Root />
                </AfterFirstCommit>
              </ExporterContext.Provider>
            </ServicesContext.Provider>
          </StoreContext.Provider>
        </StrictMode>,
      ),
    )
  }
}

void boot()
