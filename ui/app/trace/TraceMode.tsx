// Reproduce in the app (issue 3 item 7): the page opened with `?trace=<url>` fetches the trace,
// parses it and renders the real Root from a read-only replay store, under a static in-memory router
// (links and navigation change nothing), with the TraceBar to move between steps. Nothing of the live
// app is loaded here: no interpreter, no gateway, no timers, no storage. Failures show a message page.
// The page's and the bar's texts are deferred `member` texts (i18n/namespaces.ts): loaded at its start.
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { pathIn, parseRoute } from "../../../domain/shell/routes"
import { catalogOf, I18nProvider, MEMBER_TEXTS, useI18n, useNamespace } from "../../../i18n"
import { importRetrying } from "../chunkLoad"
import { chooseLanguage } from "../../../domain/shell/language"
import { Spinner } from "../../components/Spinner"
import { TraceBar } from "../../components/TraceBar"
import { ReadOnlyContext, ServicesContext, StoreContext } from "../hooks"
import { Root } from "../Root"
import { NO_HEADER, parseTrace, replayServices, type Trace } from "./compose"
import { createReplay, initialStepFrom, type ReplayController } from "./replayStore"
import "./TraceMode.css"

/** Why a trace could not be shown. */
export type TraceLoadError = "fetch" | "parse"

/** Fetches and parses the trace at `url`; rejects with a TraceLoadError. */
export const loadTrace = async (url: string, fetcher: typeof fetch = fetch): Promise<Trace> => {
  let text: string
  try {
    const res = await fetcher(url)
    if (!res.ok) throw new Error(String(res.status))
    text = await res.text()
  } catch {
    throw "fetch" satisfies TraceLoadError
  }
  const trace = parseTrace(text)
  // Nothing usable: neither a header nor a single event.
  if (trace.events.length === 0 && trace.problems.some((p) => p.reason === NO_HEADER.reason)) throw "parse" satisfies TraceLoadError
  return trace
}

type Phase =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly error: TraceLoadError }
  | { readonly kind: "ready"; readonly replay: ReplayController }

/** Props: the trace URL and the page's query (for `step` / `seq`). */
export interface TraceModeProps {
  url: string
  params: URLSearchParams
}

/** The whole page in trace mode. */
export function TraceMode({ url, params }: TraceModeProps) {
  const [phase, setPhase] = useState<Phase>({ kind: "loading" })
  useEffect(() => {
    let live = true
    loadTrace(url).then(
      (trace) => live && setPhase({ kind: "ready", replay: createReplay(trace, initialStepFrom(params, trace.events)) }),
      (error: unknown) => live && setPhase({ kind: "failed", error: error === "parse" ? "parse" : "fetch" }),
    )
    return () => {
      live = false
    }
  }, [url, params])

  useEffect(() => {
    document.documentElement.classList.add("is-trace-mode")
    return () => document.documentElement.classList.remove("is-trace-mode")
  }, [])

  if (phase.kind === "ready") return <Replay replay={phase.replay} />
  // Before the trace is known, the page's own path and the browser give the language (a§1 order).
  const lang = chooseLanguage(parseRoute(location.pathname), null, navigator.languages ?? [])
  return (
    <I18nProvider locale={catalogOf(lang)} importNamespace={importRetrying}>
      <MemberTexts fallback={<Spinner label="…" />}>{phase.kind === "loading" ? <Loading /> : <TraceError error={phase.error} />}</MemberTexts>
    </I18nProvider>
  )
}

/**
 * Renders `children` once the deferred member texts of the language shown are in (the trace page's and
 * bar's texts are there; loaded at the replay's start), `fallback` meanwhile.
 */
function MemberTexts({ fallback, children }: { readonly fallback: ReactNode; readonly children: ReactNode }) {
  return useNamespace(MEMBER_TEXTS, importRetrying) ? children : fallback
}

function Loading() {
  const { LL } = useI18n()
  return (
    <main className="trace-page">
      <Spinner label={LL.member.traceMode.loading()} />
    </main>
  )
}

/** The message page shown when the trace cannot be fetched or read. */
export function TraceError({ error }: { error: TraceLoadError }) {
  const { LL } = useI18n()
  useEffect(() => {
    document.title = `${LL.member.traceMode.errorTitle()} · ${LL.app.name()}`
  }, [LL])
  return (
    <main className="trace-page">
      <div className="trace-page-card" role="alert">
        <h1>{LL.member.traceMode.errorTitle()}</h1>
        <p>{error === "fetch" ? LL.member.traceMode.errorFetch() : LL.member.traceMode.errorParse()}</p>
        <a href="/" className="btn btn-secondary btn-md">{LL.member.traceMode.openApp()}</a>
      </div>
    </main>
  )
}

/** The real UI over the replay store, with the bar. */
function Replay({ replay }: { replay: ReplayController }) {
  // Static: Link clicks and navigate() change nothing; the route shown is the replayed state's.
  const location = useMemo(() => {
    const route = replay.store.getSnapshot().shell.route
    return memoryLocation({ path: pathIn(route.prefix, route.rest), static: true })
  }, [replay])
  const services = useMemo(replayServices, [])
  return (
    <Router hook={location.hook}>
      <ReadOnlyContext.Provider value={true}>
        <ServicesContext.Provider value={services}>
          <StoreContext.Provider value={replay.store}>
            <Root>
              <MemberTexts fallback={null}>
                <TraceBarContainer replay={replay} />
              </MemberTexts>
            </Root>
          </StoreContext.Provider>
        </ServicesContext.Provider>
      </ReadOnlyContext.Provider>
    </Router>
  )
}

/**
 * Keeps keyboard focus on the bar while stepping: a replayed popup that mounts (the login dialog)
 * moves focus into itself; when the member's last gesture was on the bar (not Tab), focus goes back.
 */
const useFocusGuard = () => {
  useEffect(() => {
    const inBar = (n: EventTarget | null) => n instanceof Element && n.closest("[data-trace-bar]") !== null
    let guard = false
    const onGesture = (e: Event) => {
      guard = inBar(e.target) && !(e instanceof KeyboardEvent && e.key === "Tab")
    }
    const onFocus = (e: FocusEvent) => {
      const from = e.relatedTarget
      if (guard && !inBar(e.target) && from instanceof HTMLElement && inBar(from) && from.isConnected) from.focus()
    }
    document.addEventListener("pointerdown", onGesture, true)
    document.addEventListener("keydown", onGesture, true)
    document.addEventListener("focusin", onFocus, true)
    return () => {
      document.removeEventListener("pointerdown", onGesture, true)
      document.removeEventListener("keydown", onGesture, true)
      document.removeEventListener("focusin", onFocus, true)
    }
  }, [])
}

/** The bar wired to the replay. */
export function TraceBarContainer({ replay }: { replay: ReplayController }) {
  const step = useSyncExternalStore(replay.store.subscribe, replay.step)
  const event = replay.eventAt(step)
  useFocusGuard()
  return (
    <TraceBar
      step={step}
      total={replay.total}
      eventType={event?._tag ?? null}
      eventAt={event?.at ?? null}
      timeZone={replay.trace.header.timeZone}
      problems={replay.trace.problems}
      onStep={replay.setStep}
    />
  )
}
