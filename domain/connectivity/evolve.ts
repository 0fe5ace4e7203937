// Connectivity reducer: offline on the browser's `offline`, on a request that found no network
// (GatewayFailed reason "network": fetch failed) and on a real-time channel that could not connect
// (offline with reason "network"); online on the browser's `online`, on any answer of the gateway (an
// answer, even an error code or HTTP status, proves the way is open) and on a connected channel. A
// timeout (50 s, a§9) proves nothing either way and changes nothing. The page's visibility follows the
// browser's reports.
import { castDraft, type Draft } from "immer"
import type { AppEvent, AppState, Recipe } from "../app/types"
import type { ConnectivitySource } from "./state"
import { initialConnectivity } from "./state"

/** A new slice object, not a mutation: the fast fold (kernel evolveMany) shares the frozen initial slice. */
const set = (d: Draft<AppState>, e: AppEvent, online: boolean, source: ConnectivitySource): void => {
  if (d.connectivity.online === online) return
  d.connectivity = { ...d.connectivity, online, since: e.at, changedBy: e.seq, source }
}

/** The connectivity recipe (listed before the session: every later feature sees it after the event). */
export const evolveConnectivity: Recipe = (d, e) => {
  switch (e._tag) {
    case "AppStarted":
      d.connectivity = castDraft(initialConnectivity)
      return
    case "NetworkReported":
      return set(d, e, e.online, "browser")
    case "PageVisibilityChanged":
      if (d.connectivity.pageVisible !== e.visible) d.connectivity = { ...d.connectivity, pageVisible: e.visible }
      return
    case "GatewayAnswered":
      return set(d, e, true, "request")
    case "GatewayFailed":
      if (e.reason === "network") return set(d, e, false, "request")
      if (e.reason !== "timeout") return set(d, e, true, "request")
      return
    case "RealtimeStatusChanged":
      if (e.status === "online") return set(d, e, true, "realtime")
      if (e.status === "offline" && e.reason === "network") return set(d, e, false, "realtime")
      return
  }
}
