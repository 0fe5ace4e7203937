// App shell events: a new version of the app is ready (the service worker installed it and waits), the
// member's answer to the update prompt, and a click on a notification that asks the open app to move to
// a place (the worker told the page; the page is not reloaded).
import { event } from "../core/schema"
import { AppPath } from "../core/sensitive"

/** A new version waits (workbox-window "waiting"): the update prompt may show. */
export const AppUpdateReady = event("AppUpdateReady", {})
/** The member chose "Reload to update" (outside a call): the waiting version takes over, the page reloads. */
export const AppUpdateAccepted = event("AppUpdateAccepted", {})
/** The member chose "Later": no prompt on this page any more (the update applies on the next visit). */
export const AppUpdatePostponed = event("AppUpdatePostponed", {})
/** A notification was clicked while the app is open: go to `path` (a same-site path the worker checked). */
export const NotificationOpened = event("NotificationOpened", { path: AppPath })

export const AppShellEvents = [AppUpdateReady, AppUpdateAccepted, AppUpdatePostponed, NotificationOpened] as const
