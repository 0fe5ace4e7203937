// Connectivity commands: the browser's network state and the page's visibility are watched from start.
import type { AppEvent, AppState, Cmd } from "../app/types"

/** Commands for connectivity events. */
export const reactConnectivity = (_s: AppState, e: AppEvent): Cmd[] =>
  e._tag === "AppStarted" ? [{ _tag: "WatchNetwork" }, { _tag: "WatchPageVisibility" }] : []
