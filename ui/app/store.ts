// Boots the one store of the app in the browser: live ports, the in-memory event log, and the
// AppStarted event built from storage and the location. Exposes the log for developers.
import { appKernel } from "../../domain/app/kernel"
import type { AppEvent } from "../../domain/app/event"
import type { Intent } from "../../domain/app/intents"
import type { AppState } from "../../domain/app/state"
import { makeInterpreter } from "../../domain/runtime/interpreter"
import { memoryLog } from "../../domain/runtime/log"
import { createStore, type Store } from "../../domain/runtime/store"
import { loadConfig } from "../../infrastructure/config"
import { browserStorage } from "../../infrastructure/browser/storage"
import { liveLayer, newDeviceId } from "../../infrastructure/live"

/** The app's store type. */
export type AppStore = Store<AppState, AppEvent, Intent>

/** Creates the live store and publishes AppStarted. */
export const startApp = (): AppStore => {
  const config = loadConfig()
  const log = memoryLog<AppEvent>()
  const store = createStore(appKernel, {
    now: () => Date.now(),
    run: makeInterpreter(liveLayer(config)),
    onEvent: log.append,
  })
  ;(globalThis as { __events?: () => ReadonlyArray<AppEvent> }).__events = log.all
  const stored = browserStorage.read()
  store.publish({ _tag: "AppStarted", at: Date.now(), path: location.pathname, stored, deviceId: stored["deviceId"] || newDeviceId() })
  return store
}
