// The e2e fake camera's clip (scripts/fakeCamera.mjs): a Y4M file Chromium can play in a loop.
import { describe, expect, it } from "vitest"
import { FAKE_CAMERA, fakeCameraY4m } from "../../scripts/fakeCamera.mjs"

describe("the e2e fake camera clip", () => {
  it("given the default size, when made, then it is a 4:2:0 Y4M of 16:9 frames at the set rate", () => {
    const bytes = fakeCameraY4m()
    const header = bytes.subarray(0, bytes.indexOf(0x0a) + 1).toString("ascii")
    const { width: w, height: h, fps, frames } = FAKE_CAMERA
    expect(header).toBe(`YUV4MPEG2 W${w} H${h} F${fps}:1 Ip A1:1 C420jpeg\n`)
    expect(w / h).toBeCloseTo(16 / 9, 1)
    expect(bytes.length).toBe(header.length + frames * ("FRAME\n".length + w * h * 1.5))
  })

  it("given a small size, when made, then every frame starts with FRAME and the bright square moves", () => {
    const [w, h] = [16, 12]
    const bytes = fakeCameraY4m({ width: w, height: h, fps: 5, frames: 3 })
    const frameAt = (f: number) => bytes.indexOf(0x0a) + 1 + f * ("FRAME\n".length + w * h * 1.5)
    for (let f = 0; f < 3; f++) expect(bytes.subarray(frameAt(f), frameAt(f) + 6).toString("ascii")).toBe("FRAME\n")
    // The first pixel of the square (luma 235) in row order: its column is where the square starts.
    const brightest = (f: number) => bytes.subarray(frameAt(f) + 6, frameAt(f) + 6 + w * h).indexOf(235) % w
    expect(brightest(0)).toBeLessThan(brightest(1))
    expect(brightest(1)).toBeLessThan(brightest(2))
  })
})
