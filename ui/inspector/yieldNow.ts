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
