// The Push port with its token and test-push parts loaded on first use (issue 14: the FCM and local
// stand-in adapters are in the member chunk). The permission parts stay at hand: AppStarted reads the
// permission at once (CheckPushPermission), and the browser's permission request must run in the tap
// that asked for it. A chunk that cannot load answers as the adapters answer a failure: no token (the
// reason says why) or a failed test push; the next call loads again. Never rejects.
import type { Push } from "../../domain/runtime/ports"
import { onDemand } from "../onDemand"
import { describeError } from "./browser"

type Adapter = Push["Service"]

/** A Push adapter: `now` answers the permission parts, `load` gives the adapter for the token and the test push. */
export const lazyPush = (now: Pick<Adapter, "permission" | "requestPermission">, load: () => Promise<Adapter>): Adapter => {
  const adapter = onDemand(load)
  const unloaded = (err: unknown) => `push adapter not loaded: ${describeError(err)}`.slice(0, 300)
  return {
    permission: now.permission,
    requestPermission: now.requestPermission,
    token: () => adapter.with((a) => a.token()).catch((err: unknown) => ({ ok: false, reason: unloaded(err) }) as const),
    requestTestPush: (caller, text) => adapter.with((a) => a.requestTestPush(caller, text)).catch((err: unknown) => ({ outcome: "failed", reason: unloaded(err) }) as const),
  }
}
