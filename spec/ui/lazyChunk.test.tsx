// Page parts loaded on demand (a§8): one retry, ChunkLoadError after 120 s or a second failure, and the
// boundary's "Failed to load, please refresh and try again" with a Refresh button.
import { act, Suspense } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { CHUNK_LOAD_TIMEOUT_MS } from "../../domain/constants"
import { ChunkErrorBoundary, ChunkLoadError, lazy, loadChunk } from "../../ui/app/lazyChunk"
import { getByRole, render } from "./render"

afterEach(() => vi.useRealTimers())

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

  it("when a lazy part fails for good, then the boundary shows the message and a Refresh button", async () => {
    vi.useFakeTimers()
    const Part = lazy(() => Promise.reject<{ default: () => null }>(new TypeError("Failed to fetch")))
    const spy = vi.spyOn(console, "error").mockImplementation(() => {})
    const r = render(
      <ChunkErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Part />
        </Suspense>
      </ChunkErrorBoundary>,
    )
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    expect(getByRole(r.container, "alert").textContent).toContain("Failed to load, please refresh and try again")
    expect(getByRole(r.container, "button", { name: "Refresh" })).toBeTruthy()
    spy.mockRestore()
  })
})
