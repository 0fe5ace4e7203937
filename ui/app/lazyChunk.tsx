// Page parts loaded on demand (a§8): a chunk that fails to load is tried once more after a short pause;
// one that has not arrived after CHUNK_LOAD_TIMEOUT_MS (120 s) fails as a ChunkLoadError. The
// ChunkErrorBoundary shows "Failed to load, please refresh and try again" with a Refresh button where the
// part would be, instead of a blank screen. CSS needs no guard: the build puts all of it in the page's
// one stylesheet (no CSS chunk can fail on its own).
import { Component, lazy as reactLazy, type ComponentType, type LazyExoticComponent, type ReactNode } from "react"
import { CHUNK_LOAD_TIMEOUT_MS } from "../../domain/constants"
import { useI18n } from "../../i18n"
import { Button } from "../components/Button"
import "../components/NotYetAvailable.css"

/** A page part that could not be loaded (network error, missing file, or no answer within 120 s). */
export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError"
}

/**
 * Runs `load`; on failure waits `retryMs` and runs it once more. Rejects with ChunkLoadError when both
 * fail or when nothing arrived within `timeoutMs` (ms).
 */
export const loadChunk = <T,>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS, retryMs = 1_000): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    let done = false
    const finish = (f: () => void) => {
      if (done) return
      done = true
      clearTimeout(timer)
      f()
    }
    const timer = setTimeout(() => finish(() => reject(new ChunkLoadError(`no answer after ${timeoutMs} ms`))), timeoutMs)
    load().then(
      (v) => finish(() => resolve(v)),
      () =>
        setTimeout(() => {
          if (done) return
          load().then(
            (v) => finish(() => resolve(v)),
            (err: unknown) => finish(() => reject(new ChunkLoadError(String(err).slice(0, 200)))),
          )
        }, retryMs),
    )
  })

/** React.lazy with {@link loadChunk}'s retry and 120 s limit. */
export const lazy = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyExoticComponent<ComponentType<P>> =>
  reactLazy(() => loadChunk(load))

function ChunkFailed() {
  const { LL } = useI18n()
  return (
    <div className="not-yet" role="alert">
      <p className="not-yet-text">{LL.errors.loadFailed()}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {LL.common.refresh()}
      </Button>
    </div>
  )
}

/** Shows the load-failure message (with Refresh) when a lazy part below it fails to load. */
export class ChunkErrorBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError(err: unknown): { failed: boolean } | null {
    if (err instanceof ChunkLoadError) return { failed: true }
    throw err
  }
  override render() {
    return this.state.failed ? <ChunkFailed /> : this.props.children
  }
}
