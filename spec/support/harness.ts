// Flow harness: the real store and kernel with a fake runner that records every command instead of
// running it. Answers, failures and timers are published by the test; the clock moves only by advance().
import type { AdAttribution } from "../../domain/core/attribution"
import type { ComplementInfo, FailureReason } from "../../domain/core/events"
import { appKernel } from "../../domain/app/kernel"
import type { Cmd } from "../../domain/app/commands"
import type { AppEvent, NewEvent } from "../../domain/app/event"
import type { Intent } from "../../domain/app/intents"
import type { AppState } from "../../domain/app/state"
import { createStore } from "../../domain/runtime/store"

/** A CallGateway command as recorded. */
export type GatewayCall = Extract<Cmd, { _tag: "CallGateway" }>

/** What a failed answer carries; defaults: msg "", httpStatus 200, reason "code". */
export interface FailureSpec {
  readonly code: number
  readonly msg?: string
  readonly httpStatus?: number
  readonly reason?: FailureReason
  readonly data?: ComplementInfo
}

/** An event as an adapter reports it, `at` optional (the clock's by default). */
export type Unstamped = NewEvent extends infer E ? (E extends unknown ? Omit<E, "at"> & { at?: number } : never) : never

/** A network error (no answer). */
export const NETWORK: FailureSpec = { code: 0, msg: "network error", httpStatus: 0, reason: "network" }
/** The request timed out (a§9: 50 s). */
export const TIMEOUT: FailureSpec = { code: 0, msg: "timeout", httpStatus: 0, reason: "timeout" }
/** HTTP 401 (a§8: login expired). */
export const HTTP_401: FailureSpec = { code: 401, msg: "", httpStatus: 401, reason: "http" }
/** An undecryptable or undecodable answer (a§8: 6666). */
export const DATA_INVALID: FailureSpec = { code: 6666, msg: "data invalid", httpStatus: 200, reason: "decode" }

export interface HarnessOptions {
  /** Epoch ms of the clock at start. */
  readonly now: number
  /** What storage holds at start (a§3 keys). */
  readonly stored?: Readonly<Record<string, string>>
  /** The path the app opens at (default "/"). */
  readonly path?: string
  /** Device id of AppStarted (default "dev-1"). */
  readonly deviceId?: string
  /** Local minus UTC in minutes of AppStarted (default: absent, read as 0). */
  readonly utcOffsetMin?: number
  /** a§3 ad attribution of the landing address (default: none). */
  readonly attribution?: AdAttribution
  /** a§1 the browser's languages of AppStarted (navigator.languages; default: absent). */
  readonly browserLanguages?: ReadonlyArray<string>
  /** Called after each event with the live state after it (trace snapshots: spec/support/traceRecorder.ts). */
  readonly onEvent?: (event: AppEvent, state: AppState) => void
}

interface Timer {
  readonly key: string
  readonly due: number
  readonly order: number
}

/** Starts the app (AppStarted) over the real kernel and returns the handle tests drive. */
export const harness = (options: HarnessOptions) => {
  let clock = options.now
  const commands: Cmd[] = []
  const events: AppEvent[] = []
  const answered = new Set<GatewayCall>()
  let timers: Timer[] = []
  let order = 0

  const run = (c: Cmd) => {
    commands.push(c)
    if (c._tag === "StartTimer") {
      timers = timers.filter((t) => t.key !== c.key)
      timers.push({ key: c.key, due: clock + c.ms, order: order++ })
    } else if (c._tag === "CancelTimer") timers = timers.filter((t) => t.key !== c.key)
  }

  const onEvent = (e: AppEvent, s: AppState) => {
    events.push(e)
    options.onEvent?.(e, s)
  }
  const store = createStore(appKernel, { now: () => clock, run, onEvent })

  const calls = (): GatewayCall[] => commands.filter((c): c is GatewayCall => c._tag === "CallGateway")

  const pendingOf = (name: string): GatewayCall => {
    const pending = calls().filter((c) => c.name === name && !answered.has(c))
    const last = pending[pending.length - 1]
    if (!last) throw new Error(`no pending call of ${name}; calls: ${calls().map((c) => `${c.name}#${c.requestId}`).join(", ")}`)
    return last
  }

  const h = {
    /** Every command the kernel produced, in order. */
    commands,
    /** The numbered event log. */
    events,
    /** The current state. */
    state: (): AppState => store.getSnapshot(),
    /** The clock, epoch ms. */
    now: (): number => clock,
    /** Dispatches an intent at the current clock. */
    dispatch: (intent: Intent): void => store.dispatch(intent),
    /** Publishes an adapter event stamped with the clock unless it carries its own `at`. */
    publish: (event: Unstamped): void => store.publish({ at: clock, ...event } as NewEvent),
    /** Every CallGateway command so far. */
    calls,
    /** CallGateway commands not answered yet (in order). */
    pendingCalls: (): GatewayCall[] => calls().filter((c) => !answered.has(c)),
    /** Whether `call` was answered through this harness. */
    isAnswered: (call: GatewayCall): boolean => answered.has(call),
    /** The last CallGateway of endpoint `name`, or undefined. */
    lastCall: (name: string): GatewayCall | undefined => calls().filter((c) => c.name === name).pop(),
    /** Commands recorded from index `from` on (use with `mark()`). */
    since: (from: number): Cmd[] => commands.slice(from),
    /** The current number of recorded commands. */
    mark: (): number => commands.length,
    /** Answers `call` with code 200 and domain-shaped `data` (may be a duplicate or stale answer). */
    answerTo: (call: GatewayCall, data: unknown): void => {
      answered.add(call)
      store.publish({ _tag: "GatewayAnswered", at: clock, requestId: call.requestId, name: call.name, data })
    },
    /** Fails `call` (may be a duplicate or stale failure). */
    failTo: (call: GatewayCall, f: FailureSpec): void => {
      answered.add(call)
      store.publish({
        _tag: "GatewayFailed",
        at: clock,
        requestId: call.requestId,
        name: call.name,
        code: f.code,
        msg: f.msg ?? "",
        httpStatus: f.httpStatus ?? 200,
        reason: f.reason ?? "code",
        ...(f.data !== undefined ? { data: f.data } : {}),
      })
    },
    /** Answers the last unanswered call of `name` with code 200. Throws when none is pending. */
    answer: (name: string, data: unknown): void => h.answerTo(pendingOf(name), data),
    /** Fails the last unanswered call of `name`. Throws when none is pending. */
    fail: (name: string, f: FailureSpec): void => h.failTo(pendingOf(name), f),
    /** Timer keys running now, with their due times. */
    timers: (): ReadonlyArray<{ key: string; due: number }> => timers.map(({ key, due }) => ({ key, due })),
    /** Moves the clock by `ms`, firing due timers in due order as TimerElapsed at their due time. */
    advance: (ms: number): void => {
      const target = clock + ms
      for (;;) {
        const next = [...timers].sort((a, b) => a.due - b.due || a.order - b.order)[0]
        if (!next || next.due > target) break
        timers = timers.filter((t) => t !== next)
        clock = Math.max(clock, next.due)
        store.publish({ _tag: "TimerElapsed", at: clock, key: next.key })
      }
      clock = target
    },
    /** Sets the clock (never backwards). */
    setNow: (at: number): void => h.advance(Math.max(0, at - clock)),
  }

  store.publish({ _tag: "AppStarted", at: clock, path: options.path ?? "/", stored: { ...(options.stored ?? {}) }, deviceId: options.deviceId ?? "dev-1", ...(options.utcOffsetMin !== undefined ? { utcOffsetMin: options.utcOffsetMin } : {}), ...(options.attribution ? { attribution: options.attribution } : {}), ...(options.browserLanguages ? { browserLanguages: options.browserLanguages } : {}) })
  return h
}

export type Harness = ReturnType<typeof harness>
