// useCountryNames (ui/app/useCountryNames.ts): the country tables are a lazy file; one that could not be
// loaded (its two tries failed) leaves no empty names behind, and is tried again when the browser is back
// online, or after a while when it is online; a language table that failed names in English meanwhile.
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ChunkLoadError } from "../../ui/app/chunkLoad"
import { cleanup, render } from "./render"

const load = vi.hoisted(() => vi.fn<(tag: string) => Promise<string>>())
vi.mock("../../ui/app/countries", async (original) => ({ ...(await original<object>()), loadCountryNames: load }))
const { useCountryNames } = await import("../../ui/app/useCountryNames")

function Shows() {
  return <p data-testid="lang">{useCountryNames() ?? "none"}</p>
}
const shown = () => document.querySelector("[data-testid=lang]")!.textContent

const settle = () => act(async () => {})

afterEach(() => {
  cleanup()
  load.mockReset()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("Given the country tables loaded on demand", () => {
  it("when the code table cannot be loaded offline, then no language is given (no empty names); back online it is loaded again", async () => {
    vi.stubGlobal("navigator", { ...navigator, onLine: false })
    load.mockRejectedValueOnce(new ChunkLoadError("offline")).mockResolvedValue("en")
    render(<Shows />)
    await settle()
    expect(shown()).toBe("none")
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => void window.dispatchEvent(new Event("online")))
    await settle()
    expect(shown()).toBe("en")
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("when it fails online, then it is tried again after 15 s, not before", async () => {
    vi.useFakeTimers()
    load.mockRejectedValueOnce(new ChunkLoadError("reset")).mockResolvedValue("en")
    render(<Shows />)
    await settle()
    expect(shown()).toBe("none")
    await act(async () => void vi.advanceTimersByTime(14_999))
    expect(load).toHaveBeenCalledTimes(1)
    await act(async () => void vi.advanceTimersByTime(1))
    await settle()
    expect(load).toHaveBeenCalledTimes(2)
    expect(shown()).toBe("en")
  })

  it("when only the language's own table failed, then English names meanwhile, and the language's once it loads", async () => {
    vi.useFakeTimers()
    load.mockResolvedValueOnce("en").mockResolvedValue("en")
    render(<Shows />, { locale: "tr" })
    await settle()
    expect(shown()).toBe("en")
    load.mockResolvedValue("tr")
    await act(async () => void vi.advanceTimersByTime(15_000))
    await settle()
    expect(shown()).toBe("tr")
  })
})
