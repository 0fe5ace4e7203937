// Seeded fault schedules for two members exchanging messages (issue 15): each schedule is a short list of
// sends by A or B mixed with faults — relay WebSocket drops, aborted send requests, send answers lost
// after the server stored the message, slow requests, a request hung past the 50 s request timeout,
// reloads, offline windows of 5-60 s (messages sent inside them), and duplicated or reordered relay
// deliveries. Pure and deterministic: the same seed gives the same schedules (spec/e2e/faults.spec.ts
// runs them; `npm run faults -- --schedules N` for long runs).
import fc from "fast-check"

/** Which member: A or B. */
export type Side = "a" | "b"

/** One step of a schedule. */
export type FaultStep =
  | { readonly t: "send"; readonly from: Side }
  /** The member's relay WebSocket is closed under it (it reconnects with its backoff). */
  | { readonly t: "wsDrop"; readonly side: Side }
  /** The next `n` send requests never reach the server (network error). */
  | { readonly t: "abortSends"; readonly side: Side; readonly n: number }
  /** The next `n` send requests reach the server (stored) but their answers are lost. */
  | { readonly t: "loseAnswers"; readonly side: Side; readonly n: number }
  /** The next `n` API requests are answered `ms` late. */
  | { readonly t: "slow"; readonly side: Side; readonly n: number; readonly ms: number }
  /** The next send request hangs past the 50 s request timeout, then reaches the server late. */
  | { readonly t: "hang"; readonly side: Side }
  /** The member's page reloads. */
  | { readonly t: "reload"; readonly side: Side }
  /** The next `n` relay frames to the member arrive twice. */
  | { readonly t: "dupFrames"; readonly side: Side; readonly n: number }
  /** The next two relay frames to the member arrive in the opposite order. */
  | { readonly t: "reorderFrames"; readonly side: Side }
  /** The member is offline for `seconds` (its clock moves on), while `during` happens. */
  | { readonly t: "offline"; readonly side: Side; readonly seconds: number; readonly during: ReadonlyArray<Extract<FaultStep, { t: "send" }>> }

/** A schedule: its index (messages are tagged with it) and steps. */
export interface FaultSchedule {
  readonly index: number
  readonly steps: ReadonlyArray<FaultStep>
}

/** The request timeout of the client (a§9: 50 s); offline windows and hangs may exceed it. */
export const REQUEST_TIMEOUT_MS = 50_000

const side = fc.constantFrom<Side>("a", "b")
const send: fc.Arbitrary<Extract<FaultStep, { t: "send" }>> = side.map((from) => ({ t: "send" as const, from }))

const fault: fc.Arbitrary<FaultStep> = fc.oneof(
  { weight: 3, arbitrary: side.map((s) => ({ t: "wsDrop" as const, side: s })) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant("abortSends" as const), side, n: fc.integer({ min: 1, max: 2 }) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant("loseAnswers" as const), side, n: fc.integer({ min: 1, max: 2 }) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant("slow" as const), side, n: fc.integer({ min: 1, max: 3 }), ms: fc.integer({ min: 200, max: 1200 }) }) },
  { weight: 1, arbitrary: side.map((s) => ({ t: "hang" as const, side: s })) },
  { weight: 1, arbitrary: side.map((s) => ({ t: "reload" as const, side: s })) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant("dupFrames" as const), side, n: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 3, arbitrary: side.map((s) => ({ t: "reorderFrames" as const, side: s })) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant("offline" as const),
      side,
      // 5-60 s; a third of the windows are longer than the request timeout.
      seconds: fc.oneof({ weight: 2, arbitrary: fc.integer({ min: 5, max: 45 }) }, { weight: 1, arbitrary: fc.integer({ min: 51, max: 60 }) }),
      during: fc.array(send, { minLength: 0, maxLength: 2 }),
    }),
  },
)

/** Schedules: 1-3 faults and 1-2 sends in a random order (at least one message per schedule; few, to keep runs short). */
export const scheduleArb: fc.Arbitrary<ReadonlyArray<FaultStep>> = fc
  .tuple(fc.array(fault, { minLength: 1, maxLength: 3 }), fc.array(send, { minLength: 1, maxLength: 2 }))
  .chain(([faults, sends]) => fc.shuffledSubarray([...faults, ...sends], { minLength: faults.length + sends.length }))

/** `count` schedules of `seed` (the same seed and count give the same schedules). */
export const schedules = (seed: number, count: number, from = 0): FaultSchedule[] =>
  fc.sample(scheduleArb, { seed, numRuns: from + count }).slice(from).map((steps, i) => ({ index: from + i, steps }))

/** Messages a schedule sends, in order, with their senders: text `f<index>-<side><n>`. */
export const messagesOf = (s: FaultSchedule): Array<{ readonly from: Side; readonly text: string }> => {
  const out: Array<{ from: Side; text: string }> = []
  const count = { a: 0, b: 0 }
  const add = (from: Side) => out.push({ from, text: `f${s.index}-${from}${++count[from]}` })
  for (const step of s.steps) {
    if (step.t === "send") add(step.from)
    else if (step.t === "offline") for (const d of step.during) add(d.from)
  }
  return out
}

/** One line per schedule, for logs and failure messages. */
export const describeSchedule = (s: FaultSchedule): string =>
  `#${s.index}: ` +
  s.steps
    .map((st) => {
      switch (st.t) {
        case "send":
          return `send ${st.from}`
        case "offline":
          return `offline ${st.side} ${st.seconds}s [${st.during.map((d) => `send ${d.from}`).join(", ")}]`
        case "slow":
          return `slow ${st.side} ${st.n}x${st.ms}ms`
        case "abortSends":
        case "loseAnswers":
        case "dupFrames":
          return `${st.t} ${st.side} ${st.n}`
        default:
          return `${st.t} ${st.side}`
      }
    })
    .join(", ")

/** Counts over a run: what the members saw. */
export interface FaultFigures {
  schedules: number
  messages: number
  lost: number
  duplicated: number
  outOfOrder: number
  /** Faults applied, by kind. */
  readonly faults: Record<string, number>
}

/** Figures before the first schedule. */
export const newFigures = (): FaultFigures => ({ schedules: 0, messages: 0, lost: 0, duplicated: 0, outOfOrder: 0, faults: {} })

/**
 * Compares what one member's chat shows (texts, top to bottom) with the schedule's messages: how many
 * are missing, shown more than once, or out of their sender's order, and whether the order of the
 * schedule's messages equals `reference` (the other member's view) when given.
 */
export const judgeView = (
  shown: ReadonlyArray<string>,
  expected: ReadonlyArray<{ readonly from: Side; readonly text: string }>,
): { lost: string[]; duplicated: string[]; outOfOrder: string[]; order: string[] } => {
  const mine = new Set(expected.map((m) => m.text))
  const order = shown.filter((t) => mine.has(t))
  const count = new Map<string, number>()
  for (const t of order) count.set(t, (count.get(t) ?? 0) + 1)
  const lost = expected.filter((m) => !count.has(m.text)).map((m) => m.text)
  const duplicated = [...count].filter(([, n]) => n > 1).map(([t]) => t)
  const outOfOrder: string[] = []
  for (const from of ["a", "b"] as const) {
    const sent = expected.filter((m) => m.from === from).map((m) => m.text)
    const seen = order.filter((t) => sent.includes(t))
    const firsts = [...new Set(seen)]
    const want = sent.filter((t) => firsts.includes(t))
    if (firsts.join("\n") !== want.join("\n")) outOfOrder.push(`${from}: shown ${firsts.join(" ")} sent ${want.join(" ")}`)
  }
  return { lost, duplicated, outOfOrder, order }
}
