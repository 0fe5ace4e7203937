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
