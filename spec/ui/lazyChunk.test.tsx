// Page parts loaded on demand (a§8): one retry, ChunkLoadError after 120 s or a second failure, and what
// the boundary shows instead of a blank part: online, the update prompt ("Reload to update", dispatching
// ReloadToUpdate; refused during a call, so the button waits then); offline, that the part is not saved
// for offline use, and once online again the part is tried again by itself. A failed load is not kept:
// the part's next render (coming back to the page) loads it again, and only a load that fails online
// (after its own retry) shows the update prompt.
import { act, Suspense, type ComponentType, type ReactNode } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Intent } from "../../domain/app/intents"
import { initialState, type AppState } from "../../domain/app/state"
import { CHUNK_LOAD_TIMEOUT_MS } from "../../domain/constants"
import { StoreContext } from "../../ui/app/hooks"
import { failedModuleUrl } from "../../ui/app/chunkLoad"
import { ChunkErrorBoundary, ChunkLoadError, lazy, loadChunk } from "../../ui/app/lazyChunk"
import type { AppStore } from "../../ui/app/services"
import { cleanup, click, getByRole, queryAllByRole, render } from "./render"

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
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
const failingPart = async (state: AppState, onClose?: () => void) => {
  vi.useFakeTimers()
  const Part = lazy(() => Promise.reject<{ default: () => null }>(new TypeError("Failed to fetch")))
  const spy = vi.spyOn(console, "error").mockImplementation(() => {})
  const st = storeOf(state)
  const r = render(
    <StoreContext.Provider value={st.store}>
      <ChunkErrorBoundary {...(onClose ? { onClose } : {})}>
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
  it("when its file was preloaded, then the render that mounts it shows the part, not the Suspense fallback first (issue 14: main.tsx preloads the first page)", async () => {
    const shown = (Part: ComponentType) => render(<Suspense fallback={<p>loading</p>}><Part /></Suspense>).container.textContent
    const Preloaded = lazy(() => Promise.resolve({ default: () => <p>the wall</p> }), { texts: "core" })
    await Preloaded.preload()
    expect(shown(Preloaded)).toBe("the wall")
    // Not preloaded: the mounting render shows the fallback, and the part comes in a later render.
    const Later = lazy(() => Promise.resolve({ default: () => <p>the wall</p> }), { texts: "core" })
    expect(shown(Later)).toBe("loading")
    await act(async () => {})
  })

  it("when its preload fails, then preload still resolves and the part's render throws the failure to its boundary", async () => {
    vi.useFakeTimers()
    const Part = lazy(() => Promise.reject<{ default: () => null }>(new TypeError("Failed to fetch")), { texts: "core" })
    const done = Part.preload()
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(done).resolves.toBeUndefined()
    const spy = vi.spyOn(console, "error").mockImplementation(() => {})
    const st = storeOf(initialState)
    const r = render(
      <StoreContext.Provider value={st.store}>
        <ChunkErrorBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Part />
          </Suspense>
        </ChunkErrorBoundary>
      </StoreContext.Provider>,
    )
    spy.mockRestore()
    expect(getByRole(r.container, "button", { name: /reload/i })).toBeTruthy()
  })

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

  it("a failed import names its file (Chromium, Firefox): the retry imports that file again; none named (Safari) or another origin: none", () => {
    const o = "https://vidchat.example"
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${o}/CoinPage-LXPHLG4E.js`), o)).toBe(`${o}/CoinPage-LXPHLG4E.js`)
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${o}/chunk-AB12CD34.js#retry-2`), o)).toBe(`${o}/chunk-AB12CD34.js`)
    expect(failedModuleUrl(new TypeError("Importing a module script failed."), o)).toBeNull()
    expect(failedModuleUrl(new TypeError("Failed to fetch dynamically imported module: https://evil.example/x.js"), o)).toBeNull()
    expect(failedModuleUrl("Failed to fetch", o)).toBeNull()
  })

  it("when the failure names the part's file, then the retry imports the file under a fresh URL instead of repeating the import the browser keeps failed", async () => {
    vi.useFakeTimers()
    const load = vi.fn(() => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${location.origin}/CoinPage-LXPHLG4E.js`)))
    const Part = lazy(load)
    vi.spyOn(console, "error").mockImplementation(() => {})
    const r = render(tree(storeOf(initialState).store, <Part />))
    await settle()
    // The retry is a real import() of the fresh URL (it fails: no such file here), on real I/O that fake
    // timers do not drive: wait for it (vi.waitFor yields real turns and advances the fake clock).
    await vi.waitFor(() => expect(queryAllByRole(r.container, "alert")).toHaveLength(1), { timeout: 10_000, interval: 20 })
    expect(load).toHaveBeenCalledTimes(1)
    expect(getByRole(r.container, "alert").textContent).toContain("a new version of VidChat is out")
  })

  it("when the loaded file holds no part (a fresh import of a file the part imports), then it fails like a load instead of suspending for ever", async () => {
    vi.useFakeTimers()
    const Part = lazy(() => Promise.resolve({} as { default: () => null }))
    vi.spyOn(console, "error").mockImplementation(() => {})
    const r = render(tree(storeOf(initialState).store, <Part />))
    await settle()
    await settle()
    expect(getByRole(r.container, "alert").textContent).toContain("a new version of VidChat is out")
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

  it("given a dialog's part (the report, the blocked list, the notification check), when it fails offline, then a dialog says it is not saved for offline use and OK closes the dialog", async () => {
    const onClose = vi.fn()
    const r = await failingPart(offline(initialState, true), onClose)
    const dialog = getByRole(document.body, "dialog", { name: "VidChat" })
    expect(dialog.textContent).toContain("This part is not saved for offline use. It opens when the connection is back.")
    expect(document.activeElement).toBe(getByRole(dialog, "button", { name: "OK" }))
    click(getByRole(dialog, "button", { name: "OK" }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(r.dispatched).toEqual([])
  })

  it("given a dialog's part, when it fails online, then a dialog offers Reload to update (asking the domain) and Close (closing the dialog)", async () => {
    const onClose = vi.fn()
    const r = await failingPart(initialState, onClose)
    const dialog = getByRole(document.body, "dialog", { name: "VidChat" })
    expect(dialog.textContent).toContain("Part of this page could not load because a new version of VidChat is out.")
    click(getByRole(dialog, "button", { name: "Reload to update" }))
    expect(r.dispatched).toEqual([{ _tag: "ReloadToUpdate" }])
    click(getByRole(dialog, "button", { name: "Close" }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("given a dialog's part, when it fails online during a call, then the dialog says the update waits for the call's end and OK only closes it", async () => {
    const onClose = vi.fn()
    const r = await failingPart({ ...initialState, calls: { ...initialState.calls, phase: "live" } }, onClose)
    const dialog = getByRole(document.body, "dialog", { name: "VidChat" })
    expect(dialog.textContent).toContain("You can update when your call ends.")
    expect(queryAllByRole(dialog, "button", { name: "Reload to update" })).toEqual([])
    click(getByRole(dialog, "button", { name: "OK" }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(r.dispatched).toEqual([])
  })

  it("when it fails offline, then it says the part is not saved for offline use; back online, the part is tried again by itself and opens", async () => {
    const net = { offline: true }
    const r = await controlledPart(net, offline(initialState, true))
    expect(getByRole(r.container, "status").textContent).toBe("This part is not saved for offline use. It opens when the connection is back.")
    net.offline = false
    r.set(offline(initialState, false))
    await settle()
    expect(getByRole(r.container, "heading", { name: "Coin shop" })).toBeTruthy()
    expect(queryAllByRole(r.container, "alert")).toEqual([])
    expect(r.load).toHaveBeenCalledTimes(3)
  })

  it("when it fails offline and the connection is back but the part still fails online, then the update prompt (after the load's own retry)", async () => {
    const net = { offline: true }
    const r = await controlledPart(net, offline(initialState, true), () => true)
    r.set(offline(initialState, false))
    expect(queryAllByRole(r.container, "alert")).toEqual([])
    await settle()
    expect(getByRole(r.container, "alert").textContent).toContain("Part of this page could not load because a new version of VidChat is out.")
    expect(r.load).toHaveBeenCalledTimes(4)
  })

  it("given a quiet boundary (a prompt the member did not ask for), when its part fails online, then nothing shows; when it shows again, its part is loaded again", async () => {
    vi.useFakeTimers()
    let fails = true
    const load = vi.fn(() => (fails ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve({ default: () => <button type="button">Install app</button> })))
    const Part = lazy(load)
    vi.spyOn(console, "error").mockImplementation(() => {})
    const st = storeOf(initialState)
    // The prompt's part under its boundary while it is to show; nothing (no boundary) when not.
    const quiet = (content: ReactNode) => (
      <StoreContext.Provider value={st.store}>
        {content === null ? null : (
          <ChunkErrorBoundary quiet>
            <Suspense fallback={null}>{content}</Suspense>
          </ChunkErrorBoundary>
        )}
      </StoreContext.Provider>
    )
    const r = render(quiet(<Part />))
    await settle()
    // the load and its retry failed: no update prompt, no dialog, no part
    expect(load).toHaveBeenCalledTimes(2)
    expect(r.container.textContent).toBe("")
    expect(queryAllByRole(document.body, "button")).toEqual([])
    expect(queryAllByRole(document.body, "dialog")).toEqual([])
    // the prompt goes (its boundary with it) and comes again: loaded afresh, it shows
    r.rerender(quiet(null))
    fails = false
    r.rerender(quiet(<Part />))
    await settle()
    expect(getByRole(r.container, "button", { name: "Install app" })).toBeTruthy()
  })

  it("when a part failed offline, then leaving and coming back online loads it again instead of the update prompt", async () => {
    const net = { offline: true }
    const r = await controlledPart(net, offline(initialState, true))
    // the member leaves the page (its boundary goes), the connection comes back, the member comes back
    r.rerender(tree(r.store, null))
    net.offline = false
    r.set(offline(initialState, false))
    r.rerender(tree(r.store, <r.Part />))
    await settle()
    expect(getByRole(r.container, "heading", { name: "Coin shop" })).toBeTruthy()
    expect(queryAllByRole(r.container, "alert")).toEqual([])
  })

  it("tells onFailedChange when its part shows failed and when it is back (the phone's chat shows the layout meanwhile; QA)", async () => {
    vi.useFakeTimers()
    const net = { offline: true }
    const Part = lazy(() => (net.offline ? Promise.reject<{ default: () => ReactNode }>(new TypeError("Failed to fetch")) : Promise.resolve({ default: () => <h1>Chat</h1> })))
    vi.spyOn(console, "error").mockImplementation(() => {})
    const st = storeOf(offline(initialState, true))
    const seen: boolean[] = []
    const r = render(
      <StoreContext.Provider value={st.store}>
        <ChunkErrorBoundary onFailedChange={(f) => seen.push(f)}>
          <Suspense fallback={<p>loading</p>}>
            <Part />
          </Suspense>
        </ChunkErrorBoundary>
      </StoreContext.Provider>,
    )
    await settle()
    expect(getByRole(r.container, "status").textContent).toContain("not saved for offline use")
    expect(seen).toEqual([true])
    net.offline = false
    st.set(offline(initialState, false))
    await settle()
    expect(getByRole(r.container, "heading", { name: "Chat" })).toBeTruthy()
    expect(seen).toEqual([true, false])
  })

  it("when a part shown failed online sees the app go offline and come back, then it is tried again", async () => {
    const net = { offline: true }
    const r = await controlledPart(net, initialState)
    expect(getByRole(r.container, "alert").textContent).toContain("a new version of VidChat is out")
    r.set(offline(initialState, true))
    net.offline = false
    r.set(offline(initialState, false))
    await settle()
    expect(getByRole(r.container, "heading", { name: "Coin shop" })).toBeTruthy()
  })
})

/** Lets the loads and their 1 s retry run on the fake clock. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(1_000)
  })

/** The boundary, Suspense and `content` under the store. */
const tree = (store: AppStore, content: ReactNode) => (
  <StoreContext.Provider value={store}>
    <ChunkErrorBoundary>
      <Suspense fallback={<p>loading</p>}>{content}</Suspense>
    </ChunkErrorBoundary>
  </StoreContext.Provider>
)

/**
 * Renders a part whose load fails while `net.offline` (or while `fails()`), else brings a page with the
 * heading "Coin shop"; resolves once the first load and its retry have settled.
 */
const controlledPart = async (net: { offline: boolean }, state: AppState, fails: () => boolean = () => net.offline) => {
  vi.useFakeTimers()
  const load = vi.fn(() => (fails() ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve({ default: () => <h1>Coin shop</h1> })))
  const Part = lazy(load)
  vi.spyOn(console, "error").mockImplementation(() => {})
  const st = storeOf(state)
  const r = render(tree(st.store, <Part />))
  await settle()
  return { ...r, ...st, load, Part }
}
