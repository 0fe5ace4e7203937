// @vitest-environment jsdom
// usePublishedHeight (ui/components/Banners.tsx): an element's height published as a custom property on
// the root element, for the layout around the banners. Each write of a custom property on the root
// restyles the whole page (issue 14: a full style recalculation of every element), so a resize that
// leaves the height as it was writes nothing.
import { afterEach, describe, expect, it, vi } from "vitest"
import { useRef } from "react"
import { usePublishedHeight } from "../../ui/components/Banners"
import { cleanup, render } from "./render"

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

let height = 40
function Dock() {
  const ref = useRef<HTMLDivElement>(null)
  usePublishedHeight(ref, "--test-space", () => height)
  return <div ref={ref} />
}

describe("Given a published height on the root element", () => {
  it("when the element is resized, then the root's property is written only when the height changed, and removed on unmount", () => {
    const observers: Array<() => void> = []
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(readonly callback: () => void) {
          observers.push(callback)
        }
        observe() {}
        disconnect() {}
      },
    )
    const root = document.documentElement.style
    const writes = vi.spyOn(root, "setProperty")
    const r = render(<Dock />)
    const resized = () => observers.at(-1)!()
    resized()
    expect(root.getPropertyValue("--test-space")).toBe("40px")
    resized()
    resized()
    expect(writes).toHaveBeenCalledTimes(1)
    height = 52.2
    resized()
    expect(root.getPropertyValue("--test-space")).toBe("53px")
    expect(writes).toHaveBeenCalledTimes(2)
    r.unmount()
    expect(root.getPropertyValue("--test-space")).toBe("")
  })
})
