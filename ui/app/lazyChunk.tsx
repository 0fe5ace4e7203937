// Page parts loaded on demand (a§8): a chunk that fails to load is tried once more after a short pause;
// one that has not arrived after CHUNK_LOAD_TIMEOUT_MS (120 s) fails as a ChunkLoadError. The
// ChunkErrorBoundary shows, where the part would be, instead of a blank screen: online, the update prompt
// ("Reload to update": after an update the old build's files are gone, and reloading brings the new
// version; never during a call); offline, that the part is not saved for offline use; and once the
// connection is back after such an offline failure, "Failed to load, please refresh and try again" with
// Refresh. CSS needs no guard: the build puts all of it in the page's one stylesheet (no CSS chunk can
// fail on its own, so CSS_CHUNK_LOAD_FAILED cannot happen here).
import { Component, lazy as reactLazy, type ComponentType, type LazyExoticComponent, type ReactNode } from "react"
import { I } from "../../domain/app/intents"
import { selectCanReload } from "../../domain/appshell/selectors"
import { selectOffline } from "../../domain/connectivity/selectors"
import { CHUNK_LOAD_TIMEOUT_MS } from "../../domain/constants"
import { useI18n } from "../../i18n"
import { OfflinePart, UpdatePrompt } from "../components/AppShellNotices"
import { Button } from "../components/Button"
import { useAppState, useDispatch } from "./hooks"
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

/** A part failed while offline and the connection is back: the a§8 message with Refresh. */
function ChunkFailedBefore() {
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

/** What shows where a part failed: offline, online after an offline failure, or the update prompt. */
function ChunkFailed({ failedOffline }: { readonly failedOffline: boolean }) {
  const offline = useAppState(selectOffline)
  const canReload = useAppState(selectCanReload)
  const dispatch = useDispatch()
  if (offline) return <OfflinePart />
  if (failedOffline) return <ChunkFailedBefore />
  return <UpdatePrompt variant="inline" reason="chunk" canReload={canReload} onReload={() => dispatch(I.ReloadToUpdate())} />
}

/** The boundary's class: remembers whether the failure happened offline (`offline` when it was caught). */
class Boundary extends Component<{ readonly children: ReactNode; readonly offline: boolean }, { readonly failed: boolean; readonly failedOffline: boolean }> {
  override state = { failed: false, failedOffline: false }
  static getDerivedStateFromError(err: unknown): { failed: boolean } | null {
    if (err instanceof ChunkLoadError) return { failed: true }
    throw err
  }
  override componentDidCatch(): void {
    if (this.props.offline) this.setState({ failedOffline: true })
  }
  override render() {
    return this.state.failed ? <ChunkFailed failedOffline={this.state.failedOffline || this.props.offline} /> : this.props.children
  }
}

/** Shows the update prompt (online) or the offline notice when a lazy part below it fails to load. */
export function ChunkErrorBoundary({ children }: { readonly children: ReactNode }) {
  const offline = useAppState(selectOffline)
  return <Boundary offline={offline}>{children}</Boundary>
}
