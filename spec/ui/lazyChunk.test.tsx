// Page parts loaded on demand (a§8): one retry, ChunkLoadError after 120 s or a second failure, and what
// the boundary shows instead of a blank part: online, the update prompt ("Reload to update", dispatching
// ReloadToUpdate; refused during a call, so the button waits then); offline, that the part is not saved
// for offline use; once online again after an offline failure, "Failed to load, please refresh and try
// again" with Refresh.
import { act, Suspense } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Intent } from "../../domain/app/intents"
import { initialState, type AppState } from "../../domain/app/state"
import { CHUNK_LOAD_TIMEOUT_MS } from "../../domain/constants"
import { StoreContext } from "../../ui/app/hooks"
import { ChunkErrorBoundary, ChunkLoadError, lazy, loadChunk } from "../../ui/app/lazyChunk"
import type { AppStore } from "../../ui/app/services"
import { cleanup, click, getByRole, render } from "./render"

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** A store over a state the test changes (`set` notifies the subscribers), recording dispatched intents. */
const storeOf = (state: AppState) => {
  let s = state
  const listeners = new Set<() => void>()
  const dispatched: Intent[] = []
  const store: AppStore = {
    subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)),
    getSnapshot: () => s,
    dispatch: (i) => void dispatched.push(i),
    publish: () => {},
  }
  const set = (next: AppState) => act(() => ((s = next), listeners.forEach((l) => l())))
  return { store, dispatched, set }
}

const offline = (s: AppState, yes: boolean): AppState => ({ ...s, connectivity: { ...s.connectivity, online: !yes, since: 1, changedBy: 1, source: "request" } })

/** Renders a part that never loads under the boundary, with `state`; resolves once the boundary has caught it. */
const failingPart = async (state: AppState) => {
  vi.useFakeTimers()
  const Part = lazy(() => Promise.reject<{ default: () => null }>(new TypeError("Failed to fetch")))
  const spy = vi.spyOn(console, "error").mockImplementation(() => {})
  const st = storeOf(state)
  const r = render(
    <StoreContext.Provider value={st.store}>
      <ChunkErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Part />
        </Suspense>
      </ChunkErrorBoundary>
    </StoreContext.Provider>,
  )
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1_000)
  })
  spy.mockRestore()
  return { ...r, ...st }
}

describe("Given a page part loaded on demand", () => {
  it("when the first load fails and the second works, then the part arrives", async () => {
    vi.useFakeTimers()
    const load = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce("part")
    const p = loadChunk(load)
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(p).resolves.toBe("part")
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("when both loads fail, then a ChunkLoadError", async () => {
    vi.useFakeTimers()
    const p = loadChunk(() => Promise.reject(new TypeError("Failed to fetch")))
    const seen = p.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await seen).toBeInstanceOf(ChunkLoadError)
  })

  it("when nothing arrives, then a ChunkLoadError at 120 s and not before", async () => {
    vi.useFakeTimers()
    let settled: unknown = "pending"
    void loadChunk(() => new Promise(() => {})).catch((e: unknown) => (settled = e))
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    expect(settled).toBe("pending")
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBeInstanceOf(ChunkLoadError)
  })

  it("when a lazy part fails for good online, then the boundary offers the update prompt and Reload to update asks the domain", async () => {
    const r = await failingPart(initialState)
    expect(getByRole(r.container, "alert").textContent).toContain("Part of this page could not load because a new version of VidChat is out.")
    click(getByRole(r.container, "button", { name: "Reload to update" }))
    expect(r.dispatched).toEqual([{ _tag: "ReloadToUpdate" }])
  })

  it("when it fails during a call, then Reload to update waits for the call to end", async () => {
    const r = await failingPart({ ...initialState, calls: { ...initialState.calls, phase: "live" } })
    expect(getByRole(r.container, "alert").textContent).toContain("You can update when your call ends.")
    expect((getByRole(r.container, "button", { name: "Reload to update" }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("when it fails offline, then it says the part is not saved for offline use; back online, the message with Refresh", async () => {
    const r = await failingPart(offline(initialState, true))
    expect(getByRole(r.container, "status").textContent).toBe("This part is not saved for offline use. It opens when the connection is back.")
    r.set(offline(initialState, false))
    expect(getByRole(r.container, "alert").textContent).toContain("Failed to load, please refresh and try again")
    expect(getByRole(r.container, "button", { name: "Refresh" })).toBeTruthy()
  })
})
