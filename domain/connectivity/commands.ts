// Connectivity commands: listen to the browser's network state (the Network port) and to the page's
// visibility (the PageVisibility port).
import { message } from "../core/schema"

/** Report navigator.onLine now and on every online/offline event -> NetworkReported. */
export const WatchNetwork = message("WatchNetwork", {})

/** Report document.visibilityState now and on every visibilitychange -> PageVisibilityChanged. */
export const WatchPageVisibility = message("WatchPageVisibility", {})

export const ConnectivityCommands = [WatchNetwork, WatchPageVisibility] as const
