// A small fake camera for the e2e tests: a Y4M clip that Chromium plays in a loop in place of its
// built-in fake device (`--use-file-for-fake-video-capture`). The built-in device answers the app's
// 720p30 request (infrastructure/rtc/media.ts VIDEO_720P, m§4) with 1280x720 frames at 20 fps, so every
// call in a test encodes and decodes two 720p streams in software, which on a 2-core machine takes CPU
// from the other workers' browsers. The clip is 320x180 (still 16:9, as the call layouts expect) at
// 15 fps: a gradient with a bright square moving across, so frames change and screenshots show motion.
// Only the e2e browsers use it (e2eChromiumArgs of scripts/chromium.mjs); `npm run bench` keeps the built-in
// device (its call figure is the 720p one).
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

/** Clip size in pixels (even, for 4:2:0), frame rate (fps) and length (frames: 2 s). */
export const FAKE_CAMERA = { width: 320, height: 180, fps: 15, frames: 30 }

/**
 * The Y4M bytes of the clip (YUV4MPEG2, 4:2:0 planes per frame): deterministic, so every run and worker
 * writes the same file. `size` overrides FAKE_CAMERA for tests.
 */
export function fakeCameraY4m(size = FAKE_CAMERA) {
  const { width: w, height: h, fps, frames } = size
  const header = Buffer.from(`YUV4MPEG2 W${w} H${h} F${fps}:1 Ip A1:1 C420jpeg\n`, "ascii")
  const frameHeader = Buffer.from("FRAME\n", "ascii")
  const ySize = w * h
  const cSize = (w / 2) * (h / 2)
  const box = Math.floor(h / 3)
  const y0 = Math.floor((h - box) / 2)
  // Blue-violet chroma, the same in every frame: a camera-like picture rather than grey.
  const u = Buffer.alloc(cSize, 150)
  const v = Buffer.alloc(cSize, 120)
  const parts = [header]
  for (let f = 0; f < frames; f++) {
    const y = Buffer.alloc(ySize)
    const x0 = Math.floor(((w - box) * f) / Math.max(1, frames - 1))
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        const inBox = c >= x0 && c < x0 + box && r >= y0 && r < y0 + box
        y[r * w + c] = inBox ? 235 : 40 + Math.floor((120 * (r + c)) / (w + h))
      }
    }
    parts.push(frameHeader, y, u, v)
  }
  return Buffer.concat(parts)
}

/**
 * Path of the clip in the system's temporary folder, written on first use (to a temporary name, then
 * renamed, so Playwright's workers, which each load the config, never read a half-written file).
 */
export function fakeCameraFile() {
  const { width, height, fps, frames } = FAKE_CAMERA
  const file = path.join(os.tmpdir(), `e2e-camera-${width}x${height}-${fps}fps-${frames}.y4m`)
  if (!fs.existsSync(file)) {
    const tmp = `${file}.${process.pid}.tmp`
    fs.writeFileSync(tmp, fakeCameraY4m())
    fs.renameSync(tmp, file)
  }
  return file
}
