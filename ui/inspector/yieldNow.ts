// Gives the browser a turn (input, rendering) between slices of long work. A MessageChannel round trip
// is not clamped like nested setTimeout (4 ms); in Node it falls back to setImmediate.

/** Resolves after pending input and rendering had a chance to run. */
export const yieldNow = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof MessageChannel === "function" && typeof window !== "undefined") {
      const ch = new MessageChannel()
      ch.port1.onmessage = () => {
        ch.port1.close()
        resolve()
      }
      ch.port2.postMessage(null)
    } else if (typeof setImmediate === "function") setImmediate(resolve)
    else setTimeout(resolve, 0)
  })

/** Milliseconds of work between turns. */
export const SLICE_MS = 12

/**
 * Resolves after the next frame was rendered (rAF, then a task), or after 50 ms when no frame comes
 * (a hidden tab); a plain turn where there are no frames (Node).
 */
export const nextFrame = (): Promise<void> =>
  typeof requestAnimationFrame === "function"
    ? new Promise((resolve) => {
        let done = false
        const go = () => {
          if (done) return
          done = true
          setTimeout(resolve, 0)
        }
        requestAnimationFrame(go)
        setTimeout(go, 50)
      })
    : yieldNow()
