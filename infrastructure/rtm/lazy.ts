// The Realtime port over an adapter loaded on first use (issue 14: the relay and Agora RTM adapters, their
// frame decoders and peer translation are in the member chunk, infrastructure/member.ts; a signed-out
// visitor never connects).
// Calls made before it arrives run on it in the order they were made; a disconnect with no connect asked
// does not load it. A chunk that cannot load reports the channel offline ("network", as a socket that never
// opened) and tries again with backoff (0.5 s doubling to 15 s) until disconnect or another connect.
import type { Realtime, RealtimeInput } from "../../domain/runtime/ports"
import { onDemand } from "../onDemand"

type Adapter = Realtime["Service"]

/** Delay before loading again after failed load `n` (1-based), ms: 500·2^(n-1) capped at 15 000. */
export const reloadDelayMs = (n: number): number => Math.min(15_000, 500 * 2 ** Math.max(0, n - 1))

/** What the wrapper needs besides the loader: a timer (injectable for tests). */
export interface LazyRealtimeDeps {
  /** Runs `f` after `ms`; returns the cancel function. */
  readonly after: (f: () => void, ms: number) => () => void
}

/** A Realtime adapter whose real adapter comes from `load`, loaded by the first connect. */
export const lazyRealtime = (load: () => Promise<Adapter>, deps: LazyRealtimeDeps): Adapter => {
  const adapter = onDemand(load)
  /** Bumped by every connect and disconnect: a failed load is reported and retried only for the latest connect. */
  let generation = 0
  /** Connects waiting for the load (a disconnect then waits too, to run after them). */
  let waiting = 0
  let cancelRetry: () => void = () => {}
  const tryConnect = (auth: { readonly userId: string; readonly token: string }, report: (e: RealtimeInput) => void, mine: number, failures: number): void => {
    waiting++
    adapter.use(
      (a) => {
        waiting--
        a.connect(auth, report)
      },
      () => {
        waiting--
        if (mine !== generation) return
        report({ _tag: "RealtimeStatusChanged", status: "offline", attempt: failures + 1, reason: "network" })
        cancelRetry = deps.after(() => tryConnect(auth, report, mine, failures + 1), reloadDelayMs(failures + 1))
      },
    )
  }
  return {
    connect: (auth, report) => {
      cancelRetry()
      tryConnect(auth, report, ++generation, 0)
    },
    disconnect: () => {
      cancelRetry()
      generation++
      // No connect reached or waits for the adapter: nothing to close (it would do nothing), nothing to load.
      if (adapter.now() || waiting > 0) adapter.use((a) => a.disconnect())
    },
  }
}
