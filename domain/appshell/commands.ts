// App shell commands, run through the AppWorker port: register the service worker and listen to it, and
// apply an update (the waiting version takes over, then the page reloads; without one, a plain reload).
import { message } from "../core/schema"

/** Register the service worker (once the page is idle) and report from now on -> AppUpdateReady, PushShown, NotificationOpened. */
export const StartWorker = message("StartWorker", {})
/** Activate the waiting version and reload once it controls the page; reload at once when none waits. */
export const ApplyUpdate = message("ApplyUpdate", {})

export const AppShellCommands = [StartWorker, ApplyUpdate] as const
