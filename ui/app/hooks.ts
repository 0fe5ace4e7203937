// The one read path of views (useAppState with a selector, through useSyncExternalStore) and the
// dispatch hook. The store comes from context so tests and replays can provide their own.
import { createContext, useContext } from "react"
import { useSyncExternalStoreWithSelector } from "use-sync-external-store/with-selector"
import type { Intent } from "../../domain/app/intents"
import type { AppState } from "../../domain/app/state"
import type { AppStore } from "./store"

/** The store in context. */
export const StoreContext = createContext<AppStore | null>(null)

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
