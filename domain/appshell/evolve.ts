// App shell reducer. Updates: a waiting version makes the prompt possible; accepting applies it once.
// Offline is not a failed session: a request that could not be sent for lack of network (GatewayFailed
// reason "network", or a 50 s timeout while offline) raises no toast or message dialog — the offline
// strip says what is going on, and the durable outbox sends what waits when the connection is back.
// The sign-in popup keeps its a§4 message (a member who signs in is told the network failed). Listed
// last, so it sees every notice the other features raised for the event.
import { castDraft, type Draft } from "immer"
import type { AppEvent, AppState, Recipe } from "../app/types"
import { initialAppShell } from "./state"
import { template } from "../core/template"

/** Unfrozen twin of initialAppShell to spread (../core/template.ts). */
const initialAppShellTemplate = template(initialAppShell)

/** A failure for lack of network while offline (the connectivity slice is already updated by the event). */
const unreachable = (d: Draft<AppState>, e: Extract<AppEvent, { _tag: "GatewayFailed" }>): boolean =>
  !d.connectivity.online && (e.reason === "network" || e.reason === "timeout")

/** The events evolveAppShell acts on (Feature.evolveOn: it is called for no other). */
export const appShellEvolveOn: ReadonlyArray<AppEvent["_tag"]> = ["AppStarted", "AppUpdateReady", "AppUpdateAccepted", "AppUpdatePostponed", "GatewayFailed"]

/** The app shell recipe (last in the list). */
export const evolveAppShell: Recipe = (d, e) => {
  const a = d.appShell
  switch (e._tag) {
    case "AppStarted":
      // A copy, not the frozen initial slice, which the fast fold of a replay would throw on when this
      // recipe changes it in place (issue 14); its fields are plain values, so step digests stay the same.
      d.appShell = castDraft({ ...initialAppShellTemplate })
      return
    case "AppUpdateReady":
      if (a.update === "none") a.update = "ready"
      return
    case "AppUpdateAccepted":
      a.update = "applying"
      a.applyBy = e.seq
      return
    case "AppUpdatePostponed":
      a.postponed = true
      return
    case "GatewayFailed": {
      if (!unreachable(d, e) || d.login.open || d.supply.open) return
      if (d.shell.toast?.id === e.seq) d.shell.toast = null
      if (d.shell.dialog?.id === e.seq) d.shell.dialog = null
      return
    }
  }
}
