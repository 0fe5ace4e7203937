// Idle scheduling for adapters: work that may wait for a quiet moment of the page's thread (log
// writes, read-ahead, worker registration), with a fallback where requestIdleCallback is missing
// (Node in tests and scripts, Safari before 18).

/**
 * Runs `f` once when the page is idle, at the latest `timeoutMs` (ms) later; without
 * requestIdleCallback, after `fallbackMs` (ms).
 */
export const whenIdle = (f: () => void, timeoutMs: number, fallbackMs: number): void => {
  const idle = (globalThis as { requestIdleCallback?: (f: () => void, o: { timeout: number }) => unknown }).requestIdleCallback
  if (idle) idle(() => f(), { timeout: timeoutMs })
  else setTimeout(f, fallbackMs)
}

/**
 * Runs `f` in a task of its own, soon: scheduler.postTask ("user-blocking": before the page's ordinary
 * tasks, such as React's render slices) where the browser has it, else a MessageChannel message (no
 * timer clamping), else a 0 ms timer (Node without MessageChannel).
 */
export const soon = (f: () => void): void => {
  const scheduler = (globalThis as { scheduler?: { postTask?: (f: () => void, o: { priority: string }) => Promise<unknown> } }).scheduler
  if (scheduler?.postTask) {
    void scheduler.postTask(f, { priority: "user-blocking" })
    return
  }
  if (typeof MessageChannel === "function") {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      f()
    }
    channel.port2.postMessage(null)
    return
  }
  setTimeout(f, 0)
}

/** Calls `f` in a task of its own (see `soon`) and settles as the promise it returns does. */
export const inOwnTask = <T>(f: () => Promise<T>): Promise<T> =>
  new Promise<T>((resolve, reject) =>
    soon(() => {
      try {
        f().then(resolve, reject)
      } catch (error) {
        reject(error)
      }
    }),
  )
