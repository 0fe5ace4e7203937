// The one read path of views (useAppState with a selector, through useSyncExternalStore) and the
// dispatch hook. The store comes from context so tests and replays can provide their own; so do the
// trace exporter (live app only), the read-only flag (trace replay) and the view services.
import { createContext, useContext } from "react"
import { useSyncExternalStoreWithSelector } from "use-sync-external-store/with-selector"
import type { Intent } from "../../domain/app/intents"
import type { AppState } from "../../domain/app/state"
import type { AppStore, TraceExporter, ViewServices } from "./services"

/** The store in context. */
export const StoreContext = createContext<AppStore | null>(null)

/** The diagnostic-trace exporter of the running app; null where there is none (replays, tests). */
export const ExporterContext = createContext<TraceExporter | null>(null)

/** The outside services of the views, built by a composition root (ui/app/compose.ts, ui/app/trace/compose.ts). */
export const ServicesContext = createContext<ViewServices | null>(null)

/** True while the UI shows a recorded trace: nothing may change the location or run an action. */
export const ReadOnlyContext = createContext(false)

const useStore = (): AppStore => {
  const s = useContext(StoreContext)
  if (!s) throw new Error("StoreContext missing")
  return s
}

/** Reads a slice of the state; re-renders only when the selected value changes (Object.is or `equal`). */
export const useAppState = <T>(selector: (s: AppState) => T, equal?: (a: T, b: T) => boolean): T => {
  const store = useStore()
  return useSyncExternalStoreWithSelector(store.subscribe, store.getSnapshot, store.getSnapshot, selector, equal)
}

/** The dispatch function for intents. */
export const useDispatch = (): ((intent: Intent) => void) => useStore().dispatch

/** The trace exporter, if this app has one. */
export const useExporter = (): TraceExporter | null => useContext(ExporterContext)

/** Whether the UI is a read-only trace replay. */
export const useReadOnly = (): boolean => useContext(ReadOnlyContext)

/** The view services in context. */
export const useServices = (): ViewServices => {
  const s = useContext(ServicesContext)
  if (!s) throw new Error("ServicesContext missing")
  return s
}
