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
    const size = { width: 16, height: 12, fps: 5, frames: 3 }
    const bytes = fakeCameraY4m(size)
    const headerLength = bytes.indexOf(0x0a) + 1
    const frameLength = "FRAME\n".length + 16 * 12 * 1.5
    const luma = (f: number) => bytes.subarray(headerLength + f * frameLength + 6, headerLength + f * frameLength + 6 + 16 * 12)
    for (let f = 0; f < 3; f++) expect(bytes.subarray(headerLength + f * frameLength, headerLength + f * frameLength + 6).toString("ascii")).toBe("FRAME\n")
    const brightest = (f: number) => luma(f).indexOf(235) % 16
    expect(brightest(0)).toBeLessThan(brightest(1))
    expect(brightest(1)).toBeLessThan(brightest(2))
  })
})
