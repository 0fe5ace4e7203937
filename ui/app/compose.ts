// Composition root of the live app: the one file of ui/app (with trace/compose.ts for replays) that
// reaches infrastructure. Boots the store with the live ports, the in-memory and persistent event logs
// and the AppStarted event built from storage and the location; builds the view services from the
// configuration. Exposes the trace tools (`window.__trace.export()`) and the log (`window.__events()`).
// Issue 14: a visitor's store starts with the startup kernel and swaps to the full one (a chunk of its
// own) when it first needs a member feature; a stored session starts with the full kernel. The deferred
// `member` texts of the language shown load with the full kernel when a visitor's page swaps to it (the
// parts that show them wait for them); a stored session's first render waits for them (ui/main.tsx), their
// file modulepreloaded by the boot script (ui/boot/preloads.ts).
import type { AppEvent } from "../../domain/app/event"
import { I } from "../../domain/app/intents"
import { heldForStartup, startupKernel, storedSession } from "../../domain/app/startupKernel"
import { deferringRunner } from "../../domain/runtime/deferredRunner"
import { makeInterpreter } from "../../domain/runtime/interpreter"
import { memoryLog } from "../../domain/runtime/log"
import { createStore } from "../../domain/runtime/store"
import { attributionOfQuery } from "../../domain/session/attribution"
import { loadConfig, socialEnabled, type AppConfig } from "../../infrastructure/config"
import { applyHeadMeta } from "../../infrastructure/browser/head"
import { soon } from "../../infrastructure/browser/idle"
import { listenPayments, paymentFrameUrl, paymentOrigin } from "../../infrastructure/browser/payment"
import { browserStorage } from "../../infrastructure/browser/storage"
import { onStaticGateAnswer } from "../../infrastructure/browser/staticGate"
import { pageEarlyRequests } from "../../infrastructure/gateway/early"
import { pageBrowserLanguages } from "../../infrastructure/gateway/earlyBoot"
import { liveLayer, newDeviceId, pageRtc, pageSocial, pageWorker } from "../../infrastructure/live"
import type { BuiltTrace } from "../../infrastructure/log/exportTrace"
import { openPersistentLog } from "../../infrastructure/log/persist"
import { catalogOf, loadNamespace, MEMBER_TEXTS } from "../../i18n"
import { importRetrying } from "./chunkLoad"
import { waitingFlag } from "./inputsWaiting"
import { fullKernelLoader } from "./kernelLoader"
import type { AppStore, TraceExporter, ViewServices } from "./services"

/** The running app: its store, the trace exporter and the view services. */
export interface RunningApp {
  readonly store: AppStore
  readonly exportTrace: TraceExporter
  readonly services: ViewServices
  /** The store runs the full kernel from the start (a stored session): its first render shows member parts. */
  readonly member: boolean
}

/** The view services of the live page for `config`: store links, sign-in ways, payment frame, head, call media. */
const liveServices = (config: AppConfig): ViewServices => {
  const rtc = pageRtc(config)
  return {
    downloadLinks: { android: config.androidAppUrl, ios: config.iosAppUrl },
    socialSignIn: { google: socialEnabled(config, "google"), facebook: socialEnabled(config, "facebook"), prepare: pageSocial(config).prepare },
    payment: {
      frameUrl: (q) => paymentFrameUrl(config.paymentUrl, location.href, q),
      listen: (source, onPaid) => listenPayments(window, paymentOrigin(config.paymentUrl, location.href), source, onPaid),
    },
    applyHeadMeta: (meta) => applyHeadMeta(document, meta),
    callMedia: { attach: rtc.attach, devices: rtc.devices },
    setWorkerTexts: (texts) => pageWorker().setTexts(texts),
  }
}

/** How long one task may run AppStarted's deferred commands, ms (issue 14: tasks of a few ms). */
const COMMAND_TASK_MS = 4

/** Creates the live store (numbering after the stored log), publishes AppStarted, installs the hooks. */
export const startApp = async (): Promise<RunningApp> => {
  const config = loadConfig()
  // Issue 14: a stored session starts with the full kernel (loaded before the store is made); a visitor
  // with the startup kernel, swapping to the full one before the first input it cannot take.
  const stored = browserStorage.read()
  const importKernel = () => import("../../domain/app/kernel")
  const member = storedSession(stored)
  const memberKernel = member ? importKernel() : null
  const memory = memoryLog<AppEvent>()
  const persistent = openPersistentLog()
  // The adapters are made while IndexedDB looks for the stored log's last seq, not in the task that
  // publishes AppStarted (issue 14). AppStarted's commands run after it, in tasks of their own, in order.
  const commands = deferringRunner(makeInterpreter(liveLayer(config)), { schedule: soon, now: () => performance.now(), budgetMs: COMMAND_TASK_MS })
  // IndexedDB answers in a few ms; a blocked or busy one must not hold the app back: then the log numbers
  // after the highest seq kept in localStorage (not from 1, which would write over the stored events).
  const firstSeq = await Promise.race([persistent.lastSeq(), new Promise<number>((r) => setTimeout(() => r(persistent.knownSeq()), 300))])
  // A member's kernel that failed to load: the page starts as a visitor's would, AppStarted (a stored
  // session) held until the loader's retry brings the full kernel.
  const full = memberKernel ? await memberKernel.then((m) => m.appKernel, () => null) : null
  const waiting = waitingFlag()
  const kernelLoader = fullKernelLoader(
    importKernel,
    (kernel) => {
      store.upgrade(kernel)
      waiting.set(false)
    },
    () => store.held().length > 0,
  )
  const loader = {
    start: () => {
      kernelLoader.start()
      // The member parts' texts come with their kernel, in the language shown (a failure is the parts' to show: lazyChunk.tsx).
      void loadNamespace(catalogOf(store.getSnapshot().shell.language), MEMBER_TEXTS, importRetrying).catch(() => undefined)
    },
  }
  const store = createStore(full ?? startupKernel, {
    now: () => Date.now(),
    run: commands.run,
    onEvent: (e, s) => {
      memory.append(e)
      persistent.append(e, s)
    },
    firstSeq,
    ...(full
      ? {}
      : {
          hold: {
            holds: heldForStartup,
            onHold: () => {
              waiting.set(true)
              loader.start()
            },
          },
        }),
  })
  // The login popup (or the supply-info one after it) is open: a sign-in, which needs the full kernel,
  // may come soon; load it now, not when the answer arrives (never at idle: a visitor may never sign in).
  if (!full) {
    const stop = store.subscribe(() => {
      const s = store.getSnapshot()
      if (s.login.open || s.supply.open) {
        stop()
        loader.start()
      }
    })
  }
  const exportTrace = async (opts: { includeText?: boolean } = {}): Promise<BuiltTrace> => {
    // The live state now is the last snapshot, so even a short session has a hash to check.
    const now = { state: store.getSnapshot(), seq: memory.all().at(-1)?.seq ?? 0 }
    const read = await persistent.read()
    const snapshots = [...read.snapshots.filter((s) => s.seq !== now.seq), now]
    const events = read.events
    const log = events.length > 0 ? events : [...memory.all()]
    // Built in chunks of 2,000 events with a macrotask between them: a large log does not freeze the page.
    // The trace format, its redaction and checkpoints are a chunk of their own, loaded on the first export (issue 14: not startup).
    const { buildTraceChunks } = await import("../../infrastructure/log/exportTrace")
    const chunks = buildTraceChunks(
      log,
      snapshots,
      {
        app: config.version,
        locale: store.getSnapshot().shell.language,
        userAgent: navigator.userAgent,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        now: Date.now(),
      },
      { includeText: opts.includeText ?? false },
    )
    for (;;) {
      const step = chunks.next()
      if (step.done) return step.value
      await new Promise<void>((resolve) => setTimeout(resolve, 0))
    }
  }
  const g = globalThis as { __events?: () => ReadonlyArray<AppEvent>; __trace?: { export: typeof exportTrace } }
  g.__events = memory.all
  // Local mode only: the call media adapter, for the e2e check of the WebRTC adapter in real Chromium.
  if (config.mode === "local") (globalThis as { __rtc?: unknown }).__rtc = pageRtc(config)
  g.__trace = { export: exportTrace }
  // a§1: the background worker (offline shell, updates, web push) is registered by the StartWorker
  // command of AppStarted (domain/appshell), once the page is idle.
  const at = Date.now()
  // a§3: the landing address may carry ad attribution (?media_source=...&campaign_id=...).
  const attribution = attributionOfQuery(location.search)
  commands.deferWhile(() =>
    store.publish({
      _tag: "AppStarted",
      at,
      path: location.pathname,
      stored,
      // A first visit: the boot script's early requests already carried a new device id (issue 14).
      deviceId: stored["deviceId"] || pageEarlyRequests()?.deviceId || newDeviceId(),
      utcOffsetMin: -new Date(at).getTimezoneOffset(),
      ...(attribution ? { attribution } : {}),
      // a§1: the browser's languages decide when neither the address nor storage does.
      browserLanguages: pageBrowserLanguages(),
    }),
  )
  // Issue 14: the visitor may answer the static first paint's 18+ gate before the app is in (ui/boot/gate.ts);
  // the answer, given before now or until the app's first render replaces that gate, is what the app's own
  // gate would have dispatched (a§4: the acknowledgement stored and the entry recorded; or the login popup).
  onStaticGateAnswer((a) => store.dispatch(a.answer === "enter" ? I.AcceptAgeGate({ mobile: a.mobile }) : I.OpenLogin({ origin: "gate" })))
  return { store, exportTrace, services: full ? liveServices(config) : { ...liveServices(config), inputsWaiting: waiting }, member: full !== null }
}
