// Page parts loaded on demand (a§8): a chunk that fails to load is tried once more after a short pause;
// one that has not arrived after CHUNK_LOAD_TIMEOUT_MS (120 s) fails as a ChunkLoadError. The
// ChunkErrorBoundary shows, where the part would be, instead of a blank screen: online, the update prompt
// ("Reload to update": after an update the old build's files are gone, and reloading brings the new
// version; never during a call); offline, that the part is not saved for offline use, and once the
// connection is back it tries the part again by itself. A failed load is not kept (React.lazy keeps it
// for the life of the page, so a part that failed offline came back as the update prompt): the next
// render of the part loads it afresh, under a fresh URL (chunkLoad.ts). So the update prompt shows only
// for a load that failed online after its retry. CSS needs no guard: the build puts all of it in the page's one
// stylesheet (no CSS chunk can fail on its own, so CSS_CHUNK_LOAD_FAILED cannot happen here).
// A part also waits for the deferred `member` texts of the language shown (i18n/namespaces.ts), loaded with
// its file and failing as it does, unless it is marked as showing only the core catalog's texts.
import { Component, type ComponentType, type ReactNode } from "react"
import { I } from "../../domain/app/intents"
import { selectCanReload } from "../../domain/appshell/selectors"
import { selectOffline } from "../../domain/connectivity/selectors"
import { OfflinePart, UpdatePrompt } from "../components/AppShellNotices"
import { MessageDialog } from "../components/MessageDialog"
import { hasNamespace, hasNamespaceIn, loadNamespace, MEMBER_TEXTS, useI18n, useI18nContext, type Locales } from "../../i18n"
import { ChunkLoadError, failedModuleUrl, importFresh, importRetrying, loadChunk } from "./chunkLoad"
import { useAppState, useDispatch } from "./hooks"
import "../components/NotYetAvailable.css"

export { ChunkLoadError, loadChunk } from "./chunkLoad"

/** Forgets the failed load that ended in this error (so the next render of its part loads again); registered by {@link lazy}. */
const forgetters = new WeakMap<object, () => void>()

/**
 * Drops the failed load behind `err` (a ChunkLoadError thrown by a {@link lazy} part): the part's next
 * render loads it afresh. Called once the error boundary has caught it; other errors are ignored.
 */
const forgetFailedLoad = (err: unknown): void => {
  if (typeof err !== "object" || err === null) return
  forgetters.get(err)?.()
  forgetters.delete(err)
}

const pickDefault = <P,>(m: unknown): ComponentType<P> => (m as { readonly default: ComponentType<P> }).default

/** A load under way (thrown to Suspense), or its failure not yet caught by a boundary (thrown to it). */
interface Pending {
  readonly promise: Promise<void>
  failed: { readonly error: unknown } | null
}

/** The load of a locale's deferred texts under way, or its failure not yet caught by a boundary: one for all parts. */
const textLoads = new Map<Locales, Pending>()

/** Resolves in a new task: the provider has made `LL` again with the texts that arrived (i18n/index.tsx LocaleSync). */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * What a part that shows the deferred `member` texts waits for in `locale` (with `LL`, the translation
 * functions shown): null when `LL` has them; else their load (started here, its file tried as a part's
 * is, through importRetrying), or its failure as a ChunkLoadError for the part's boundary (forgotten once
 * caught, so the next render loads them again). Outside an I18nProvider (no `LL`), nothing.
 */
const deferredTexts = (locale: Locales, LL: object | undefined): Pending | null => {
  if (LL === undefined || hasNamespaceIn(LL, MEMBER_TEXTS)) return null
  const known = textLoads.get(locale)
  if (known) return known
  // In memory but not yet in this `LL`: the provider makes it again right away.
  if (hasNamespace(locale, MEMBER_TEXTS)) return { promise: nextTask(), failed: null }
  const entry: Pending = {
    promise: loadNamespace(locale, MEMBER_TEXTS, importRetrying).then(
      () => {
        if (textLoads.get(locale) === entry) textLoads.delete(locale)
      },
      (failure: unknown) => {
        const error = failure instanceof ChunkLoadError ? failure : new ChunkLoadError(String(failure).slice(0, 200))
        entry.failed = { error }
        forgetters.set(error, () => {
          if (textLoads.get(locale) === entry) textLoads.delete(locale)
        })
      },
    ),
    failed: null,
  }
  textLoads.set(locale, entry)
  return entry
}

/** Options of {@link lazy}. */
export interface LazyOptions {
  /**
   * "member" (default): the part shows deferred `member` texts, so it renders once they are in for the
   * language shown. "core": it shows only the core catalog's (a visitor's first screen: the wall, banners,
   * static pages), so it never waits for them (spec/unit/startupGraph.test.ts checks that it reads none).
   */
  readonly texts?: "core" | "member"
}

/**
 * A part made by {@link lazy}. `preload()` starts loading its file (as its first render would) and
 * resolves once the file is in or its load failed (the failure is thrown to the part's boundary when it
 * renders): a part whose file is in renders at once, in the render that mounts it, not in a later one
 * after its Suspense fallback (issue 14: main.tsx waits for the first page's part before the first render).
 */
export type LazyPart<P extends object> = ComponentType<P> & { readonly preload: () => Promise<void> }

/** {@link lazy}'s option for a part that shows only the core catalog's texts (never waits for the deferred ones). */
export const CORE_TEXTS: LazyOptions = { texts: "core" }

/**
 * Like React.lazy, with {@link loadChunk}'s retry and 120 s limit, but a failed load is not kept for the
 * life of the page: the rejected load stays only until a boundary has caught its ChunkLoadError
 * ({@link forgetFailedLoad}; kept until then so every render of that pass sees the same failure), and the
 * part's next render loads it again — under a fresh URL once its file failed (the browser keeps the
 * failure of the URL itself). `pick` takes the component from the module (default: its default export);
 * `load` must be a plain import() of the module, the retries import the file again and `pick` from it.
 * Unless `options.texts` is "core", the part also waits (in parallel with its file) for the deferred
 * `member` texts of the language shown, whose failed load fails the part the same way (ChunkLoadError).
 */
export function lazy<P extends object>(load: () => Promise<{ readonly default: ComponentType<P> }>, options?: LazyOptions): LazyPart<P>
/** {@link lazy} for a named export: `pick` takes the component from the module `load` imports. */
export function lazy<M, P extends object>(load: () => Promise<M>, pick: (m: M) => ComponentType<P>, options?: LazyOptions): LazyPart<P>
export function lazy<P extends object>(
  load: () => Promise<unknown>,
  pickOrOptions?: ((m: unknown) => ComponentType<P>) | LazyOptions,
  options: LazyOptions = {},
): LazyPart<P> {
  const pick = typeof pickOrOptions === "function" ? pickOrOptions : pickDefault<P>
  const memberTexts = (typeof pickOrOptions === "object" ? pickOrOptions : options).texts !== "core"
  let loaded: ComponentType<P> | null = null
  // The part's file, once an import of it failed: later tries import it under a fresh URL.
  let failedFile: string | null = null
  // A fresh import of the file the error named that is not the part's own (a file it imports failed)
  // has no component: a failure like any other, never a part that renders nothing and suspends forever.
  const component = (m: unknown): ComponentType<P> => {
    const part = m === null || typeof m !== "object" ? undefined : pick(m)
    if (typeof part !== "function" && (typeof part !== "object" || part === null)) throw new ChunkLoadError("the loaded file holds no page part")
    return part
  }
  const attempt = (): Promise<ComponentType<P>> => (failedFile ? importFresh(failedFile) : load()).then(component)
  const again = (failure: unknown): Promise<ComponentType<P>> => {
    failedFile ??= failedModuleUrl(failure, globalThis.location?.origin ?? "")
    return attempt()
  }
  // The load under way (thrown to Suspense), or the failure not yet caught by a boundary (thrown to it).
  let pending: Pending | null = null
  const start = () => {
    const entry: Pending = {
      promise: loadChunk(attempt, undefined, undefined, again).then(
        (part) => void (loaded = part),
        (error: unknown) => {
          entry.failed = { error }
          if (typeof error === "object" && error !== null)
            forgetters.set(error, () => {
              if (pending === entry) pending = null
            })
          else pending = null
        },
      ),
      failed: null,
    }
    return (pending = entry)
  }
  function LazyPart(props: P) {
    const { locale, LL } = useI18nContext()
    // Both loads start in this render (the texts do not wait for the file); a failure of either is thrown first.
    const file = loaded ? null : (pending ?? start())
    const texts = memberTexts ? deferredTexts(locale, LL) : null
    if (file?.failed) throw file.failed.error
    if (texts?.failed) throw texts.failed.error
    if (file) throw file.promise
    if (texts) throw texts.promise
    const Part = loaded!
    return <Part {...props} />
  }
  return Object.assign(LazyPart, { preload: () => (loaded ? Promise.resolve() : (pending ?? start()).promise) })
}

/**
 * What shows where a part failed: offline, that it is not saved for offline use; online, the update prompt.
 * A dialog's part (`onClose`: how the dialog is closed) fails as a small dialog saying the same, so the
 * member sees why nothing opened and can close it (and reload, online).
 */
function ChunkFailed({ onClose }: { readonly onClose?: (() => void) | undefined }) {
  const offline = useAppState(selectOffline)
  const canReload = useAppState(selectCanReload)
  const dispatch = useDispatch()
  const { LL } = useI18n()
  if (onClose) {
    const app = LL.app.name()
    if (offline) return <MessageDialog title={app} text={LL.appShell.offline.part()} onPrimary={onClose} />
    // During a call the reload waits for its end (the domain refuses it): the dialog says so and only closes.
    if (!canReload) return <MessageDialog title={app} text={`${LL.appShell.update.chunk({ app })} ${LL.appShell.update.afterCall()}`} onPrimary={onClose} />
    return (
      <MessageDialog
        title={app}
        text={LL.appShell.update.chunk({ app })}
        primaryLabel={LL.appShell.update.reload()}
        onPrimary={() => dispatch(I.ReloadToUpdate())}
        secondaryLabel={LL.common.close()}
        onSecondary={onClose}
      />
    )
  }
  if (offline) return <OfflinePart />
  return <UpdatePrompt variant="inline" reason="chunk" canReload={canReload} onReload={() => dispatch(I.ReloadToUpdate())} />
}

/** The boundary's state: a part below failed to load; the app has been offline since (then it tries again once the connection is back). */
interface BoundaryState {
  readonly failed: boolean
  readonly offlineSince: boolean
}

/** The boundary's props: `offline` is the app's connectivity now; `onFailedChange` hears when its part fails and comes back. */
interface BoundaryProps {
  readonly children: ReactNode
  readonly offline: boolean
  readonly onClose?: (() => void) | undefined
  readonly onFailedChange?: ((failed: boolean) => void) | undefined
  readonly quiet?: boolean | undefined
}

/** The boundary's class. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, offlineSince: false }
  static getDerivedStateFromError(err: unknown): Partial<BoundaryState> | null {
    if (err instanceof ChunkLoadError) return { failed: true }
    throw err
  }
  // A part that failed with the app offline, or that has been shown failed while it went offline (the
  // failure may have come before the app knew), is tried again by itself when the connection is back.
  static getDerivedStateFromProps(props: { readonly offline: boolean }, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.failed) return null
    if (props.offline) return state.offlineSince ? null : { offlineSince: true }
    return state.offlineSince ? { failed: false, offlineSince: false } : null
  }
  override componentDidCatch(err: unknown): void {
    forgetFailedLoad(err)
  }
  override componentDidMount(): void {
    if (this.state.failed) this.props.onFailedChange?.(true)
  }
  override componentDidUpdate(_prev: BoundaryProps, before: BoundaryState): void {
    if (before.failed !== this.state.failed) this.props.onFailedChange?.(this.state.failed)
  }
  override componentWillUnmount(): void {
    if (this.state.failed) this.props.onFailedChange?.(false)
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return this.props.quiet ? null : <ChunkFailed onClose={this.props.onClose} />
  }
}

/**
 * Where a lazy part below fails to load: the update prompt (online) or the offline notice, and the part
 * again by itself once the connection is back after failing or being shown failed offline. A dialog's
 * part passes `onClose` (the dialog's close): the failure then shows as a dialog with that close.
 * `onFailedChange` is told true when the part shows failed and false when it is back (or the boundary
 * goes): the page's boundary uses it to show the layout around a page that hides it on phones.
 * `quiet`: a part the member did not ask for (a prompt the app offers) shows nothing where it failed,
 * and is tried again when it next shows (or once the connection is back).
 */
export function ChunkErrorBoundary({
  children,
  onClose,
  onFailedChange,
  quiet,
}: {
  readonly children: ReactNode
  readonly onClose?: () => void
  readonly onFailedChange?: (failed: boolean) => void
  readonly quiet?: boolean
}) {
  const offline = useAppState(selectOffline)
  return (
    <Boundary offline={offline} onClose={onClose} onFailedChange={onFailedChange} quiet={quiet}>
      {children}
    </Boundary>
  )
}
