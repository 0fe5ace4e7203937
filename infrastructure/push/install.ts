// The Install port over the browser (a§1, a§4): captures `beforeinstallprompt` (the browser signals
// installability; its default mini-infobar is suppressed so our banner can ask), `appinstalled`, and
// display-mode standalone (running as the installed app). Listens from creation, before the store starts,
// so an early event is not lost. prompt() shows the captured prompt once and reports its outcome.
import type { InstallOutcome } from "../../domain/install/events"
import type { InstallReport } from "../../domain/runtime/ports"

/** Chromium's BeforeInstallPromptEvent (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  readonly prompt: () => Promise<unknown>
  readonly userChoice: Promise<{ readonly outcome: "accepted" | "dismissed" }>
}

/** What the adapter needs (injectable for tests). */
export interface InstallEnv {
  readonly addEventListener: (type: string, listener: (e: Event) => void) => void
  /** matchMedia("(display-mode: standalone)") or undefined. */
  readonly standalone?: { readonly matches: boolean; readonly addEventListener: (type: "change", l: () => void) => void }
  /** iOS Safari's navigator.standalone. */
  readonly iosStandalone?: boolean
}

/** The browser's environment for the adapter. */
export const browserInstallEnv = (): InstallEnv => ({
  addEventListener: (type, l) => addEventListener(type, l),
  ...(typeof matchMedia === "function" ? { standalone: matchMedia("(display-mode: standalone)") } : {}),
  iosStandalone: (navigator as { standalone?: boolean }).standalone === true,
})

/** The Install port; starts listening at once. */
export const makeInstall = (env: InstallEnv) => {
  let deferred: BeforeInstallPromptEvent | null = null
  let installed = env.iosStandalone === true || env.standalone?.matches === true
  const watchers: Array<(r: InstallReport) => void> = []
  const emit = (justInstalled = false) => {
    for (const w of watchers) w({ installed, installable: deferred !== null && !installed, justInstalled })
  }
  env.addEventListener("beforeinstallprompt", (e) => {
    e.preventDefault()
    deferred = e as BeforeInstallPromptEvent
    emit()
  })
  env.addEventListener("appinstalled", () => {
    installed = true
    deferred = null
    emit(true)
  })
  env.standalone?.addEventListener("change", () => {
    installed = installed || env.standalone?.matches === true
    emit()
  })
  return {
    watch: (report: (r: InstallReport) => void) => {
      watchers.push(report)
      report({ installed, installable: deferred !== null && !installed, justInstalled: false })
    },
    prompt: async (): Promise<InstallOutcome> => {
      const d = deferred
      if (d === null) return "unavailable"
      // A prompt can be shown once; the browser fires beforeinstallprompt again when it may ask again.
      deferred = null
      try {
        await d.prompt()
        const choice = await d.userChoice
        emit()
        return choice.outcome === "accepted" ? "accepted" : "dismissed"
      } catch {
        emit()
        return "unavailable"
      }
    },
  }
}
