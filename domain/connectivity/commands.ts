// Connectivity commands: listen to the browser's network state (the Network port).
import { message } from "../core/schema"

/** Report navigator.onLine now and on every online/offline event -> NetworkReported. */
export const WatchNetwork = message("WatchNetwork", {})

export const ConnectivityCommands = [WatchNetwork] as const
