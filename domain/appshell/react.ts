// App shell commands: the service worker starts with the app; an accepted update is applied once; a
// clicked notification moves the open app to its place (history entry, as a link would).
import type { AppEvent, AppState, Cmd } from "../app/types"

/** Commands for app shell events. */
export const reactAppShell = (s: AppState, e: AppEvent): Cmd[] => {
  switch (e._tag) {
    case "AppStarted":
      return [{ _tag: "StartWorker" }]
    case "NotificationOpened":
      return [{ _tag: "Navigate", to: e.path, replace: false }]
  }
  return s.appShell.applyBy === e.seq ? [{ _tag: "ApplyUpdate" }] : []
}
