// Replay CLI (`npm run replay -- <trace> ...`): runs a recorded event trace through the app's own domain
// code in Node and prints a summary, the state, per-step diffs or filtered events, or verifies every
// recorded state hash. Never prints a stack trace: bad lines are reported by line number and skipped;
// each EvolveFailed of the trace and each event whose recipe throws in this replay get a line on stderr.
// Large files are replayed by worker threads split at page loads (replay-pool.ts), to the same output.
import type * as AST from "effect/SchemaAST"
import type { AppEvent } from "../domain/app/event"
import type { AppState } from "../domain/app/state"
import { statSync } from "node:fs"
import type { Trace, TraceHeader } from "../infrastructure/log/trace"
import { EXIT, Out, UsageError, diff, fdSink, isEntry, parseArgs, quietOnClosedPipe, readTraceFile, show, type Sink } from "./trace-lib"

const HELP = `Usage: npm run replay -- <trace.ndjson> [--until <seq>] [--state] [--diff] [--events <types>] [--check]

Replays an event trace (NDJSON, as exported by the app or written by tests) with the app's own
domain code, in Node. No command runs and nothing leaves the machine.

Options:
  --until <seq>     stop after the event with this sequence number (applies to every output)
  --state           print only the state (after --until, else the final one) as pretty JSON
  --diff            per-step diffs: "#<seq> <Tag> [detail]", then "  <path>: <old> -> <new>"
  --events <types>  print only events of these _tags (comma-separated), one JSON per line
  --check           verify, by replaying, every event's step digest and every hash checkpoint (root
                    and paths; up to --until); names the first event where the states diverge
  -h, --help        print this text

Without --state, --diff, --events or --check: a summary (header, counts, problems) and the state.
The summary and --state of a file of 8 MiB or more (env REPLAY_PARALLEL_MIN_BYTES) are computed by
several threads, each replaying the page loads (AppStarted) of its part; the output is the same.
With several, they print in this order: events, diff, state, check.
Malformed lines are reported on stderr as "line <n>: <reason>" and skipped (--check then fails). A recipe that threw
when the trace was recorded (an EvolveFailed event) and an event whose recipe throws in this replay
(its state change is skipped, as it was live) are reported on stderr too:
  "evolve failed: #<seq> recorded that #<n> <Tag> threw: <message>"
  "evolve throws: #<n> <Tag>: <message> (state kept as before it)"

Exit codes:
  0  done (malformed lines are skipped and counted in the summary's "problems"); with --check, every line was read and every recorded digest and hash matches
  1  --check: an event's step digest differs ("check: first divergence at event #<seq> <Tag>: <paths>"), a checkpoint differs ("check: [root hash ]mismatch after event #<seq> <Tag>: <paths>"), nothing to verify, or the file looks cut short or altered, a malformed line or no final state hash (every export ends with one): "check: the file looks truncated or damaged: line <n>: <reason>"
  2  usage error, the trace file cannot be read, or it is not a trace file (empty, or no header line): "replay: not a trace file: <file>: <reason>"
  3  unexpected internal error (set REPLAY_DEBUG=1 for the stack)
`

/** The domain code, loaded only once the arguments and the file are fine (usage errors stay instant). */
const loadDomain = async () => {
  const [event, kernel, state, replay, trace] = await Promise.all([
    import("../domain/app/event"),
    import("../domain/app/kernel"),
    import("../domain/app/state"),
    import("../domain/runtime/replay"),
    import("../infrastructure/log/trace"),
  ])
  return {
    AppEvent: event.AppEvent,
    tryEvolve: kernel.tryEvolve,
    initialState: state.initialState,
    replay: replay.replay,
    parseTrace: trace.parseTrace,
    checkTrace: trace.checkTrace,
    notATrace: trace.notATrace,
    looksDamaged: trace.looksDamaged,
    lastLineNumber: trace.lastLineNumber,
  }
}
type Domain = Awaited<ReturnType<typeof loadDomain>>

/** Every event _tag of the app, from the AppEvent Schema. */
const knownTags = ({ AppEvent }: Domain): Set<string> => {
  const tags = new Set<string>()
  for (const member of (AppEvent.ast as unknown as { types: AST.AST[] }).types) {
    const tag = (member as unknown as AST.Objects).propertySignatures.find((p) => p.name === "_tag")
    const lit = (tag?.type as unknown as { literal?: string } | undefined)?.literal
    if (lit) tags.add(lit)
  }
  return tags
}

/** A few words after `#seq Tag` in diffs: which call, timer or path the event is about. */
const detail = (e: AppEvent): string => {
  switch (e._tag) {
    case "GatewayAnswered":
      return ` ${e.name} (request #${e.requestId})`
    case "GatewayFailed":
      return ` ${e.name} (request #${e.requestId}) code ${e.code} ${e.reason}`
    case "TimerElapsed":
      return ` ${e.key}`
    case "EvolveFailed":
      return ` #${e.eventSeq} ${e.eventTag} threw`
    case "PathVisited":
    case "AppStarted":
      return ` ${e.path}`
    default:
      return ""
  }
}

const iso = (ms: number): string => (Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : String(ms))

/** What the summary prints, from the sequential or the parallel reading. */
interface Facts {
  readonly header: TraceHeader
  /** Events kept (up to --until) and in the whole trace. */
  readonly kept: number
  readonly total: number
  readonly firstSeq: number | null
  readonly lastSeq: number | null
  readonly counts: ReadonlyMap<string, number>
  readonly hashes: number
  readonly problems: number
  readonly recorded: number
}

/** The facts of a parsed trace and its kept events. */
const factsOf = (trace: Trace, events: ReadonlyArray<AppEvent>): Facts => {
  const counts = new Map<string, number>()
  for (const e of events) counts.set(e._tag, (counts.get(e._tag) ?? 0) + 1)
  return {
    header: trace.header,
    kept: events.length,
    total: trace.events.length,
    firstSeq: events[0]?.seq ?? null,
    lastSeq: events[events.length - 1]?.seq ?? null,
    counts,
    hashes: trace.hashes.length,
    problems: trace.problems.length,
    recorded: events.filter((e) => e._tag === "EvolveFailed").length,
  }
}

const summary = (out: Out, file: string, f: Facts, until: number | null, throwing: number) => {
  const h = f.header
  const seqs = f.kept > 0 ? ` (#${f.firstSeq}..#${f.lastSeq})` : ""
  out.line(`trace       ${file}`)
  out.line(`format      ${h.format}, event schema ${h.schema}`)
  out.line(`app         ${h.app}`)
  out.line(`locale      ${h.locale}, time zone ${h.timeZone}`)
  out.line(`user agent  ${h.userAgent || "(none)"}`)
  out.line(`started     ${iso(h.startedAt)}`)
  out.line(`exported    ${iso(h.exportedAt)}`)
  out.line(`redacted    ${h.redacted ? "yes" : "no"}, message text ${h.includesText ? "included" : "left out"}`)
  out.line(`events      ${f.kept}${seqs}${until !== null ? ` up to --until ${until} of ${f.total}` : ""}`)
  out.line(`hashes      ${f.hashes}`)
  out.line(`problems    ${f.problems}${f.problems > 0 ? ` (line${f.problems === 1 ? "" : "s"} skipped, see stderr; the file may be truncated or damaged)` : ""}`)
  const recorded = f.recorded
  out.line(`evolve      ${recorded} recorded EvolveFailed, ${throwing} event${throwing === 1 ? "" : "s"} throwing in this replay${recorded + throwing > 0 ? " (see stderr)" : ""}`)
  if (f.counts.size > 0) out.line(`types       ${[...f.counts].sort((a, b) => b[1] - a[1]).map(([t, n]) => `${t} ${n}`).join(", ")}`)
  out.line(`state after ${f.kept > 0 ? `#${f.lastSeq}` : "no event (initial state)"}:`)
}

/** The stderr line of a recorded EvolveFailed. */
const recordedFailure = (e: Extract<AppEvent, { _tag: "EvolveFailed" }>): string =>
  `evolve failed: #${e.seq} recorded that #${e.eventSeq} ${e.eventTag} threw: ${e.message}`

/** The stderr line of an event whose recipe throws in this replay. */
const replayFailure = (f: { readonly eventSeq: number; readonly eventTag: string; readonly message: string }): string =>
  `evolve throws: #${f.eventSeq} ${f.eventTag}: ${f.message} (state kept as before it)`

const printDiffs = ({ tryEvolve, initialState }: Domain, out: Out, events: ReadonlyArray<AppEvent>) => {
  let state: AppState = initialState
  for (const e of events) {
    const { state: next, failure } = tryEvolve(state, e)
    out.line(`#${e.seq} ${e._tag}${detail(e)}`)
    if (failure) out.line(`  evolve threw: ${failure.message} (no change)`)
    const changes = diff(state, next)
    if (changes.length === 0) out.line("  (no change)")
    for (const c of changes) out.line(`  ${c.path}: ${show(c.before)} -> ${show(c.after)}`)
    state = next
  }
}

const check = ({ checkTrace, looksDamaged, lastLineNumber }: Domain, out: Out, text: string, trace: Trace, events: ReadonlyArray<AppEvent>, until: number | null): number => {
  // Every export ends with the state hash after its last event: a bad line or a missing final hash means
  // the file was cut short or altered, and what is left cannot be vouched for (the whole file, not --until).
  const damaged = looksDamaged(trace, lastLineNumber(text))
  if (damaged) {
    out.line(`check: the file looks truncated or damaged: ${damaged}`)
    return EXIT.mismatch
  }
  const hashes = until === null ? trace.hashes : trace.hashes.filter((h) => h.seq <= until)
  const steps = trace.header.steps === true
  if (hashes.length === 0 && !steps) {
    out.line("check: no recorded hashes to verify")
    return EXIT.mismatch
  }
  const mismatch = checkTrace({ ...trace, events, hashes })
  if (mismatch?.root) {
    out.line(`check: root hash mismatch after event #${mismatch.seq}: recorded ${mismatch.root.recorded}, replay gives ${mismatch.root.actual} although every recorded path hash matches (the hash line was altered)`)
    return EXIT.mismatch
  }
  if (mismatch) {
    const paths = mismatch.paths.length > 0 ? mismatch.paths.join(", ") : "(root hash only; the hash line lists no paths)"
    const tag = mismatch.tag ? ` ${mismatch.tag}` : ""
    out.line(mismatch.at === "event" ? `check: first divergence at event #${mismatch.seq}${tag}: ${paths}` : `check: mismatch after event #${mismatch.seq}${tag}: ${paths}`)
    return EXIT.mismatch
  }
  const counted = `${hashes.length} hash${hashes.length === 1 ? "" : "es"} match${hashes.length === 1 ? "es" : ""}`
  out.line(steps ? `check: ${events.length} step digests and ${counted}` : `check: ${counted}`)
  return EXIT.ok
}

/** How the last `main` replayed: with worker threads, or in this thread (tests check which one ran). */
export let lastPath: "parallel" | "sequential" | null = null

/** Runs the CLI on `argv` (without node and script), writing to `io`; resolves to the exit code. Throws UsageError. */
export const main = async (argv: ReadonlyArray<string>, io: { out: Sink; err: Sink } = { out: fdSink(1), err: fdSink(2) }): Promise<number> => {
  const args = parseArgs(argv, { flags: ["state", "diff", "check", "help", "h"], values: ["until", "events"] })
  const out = new Out(io.out)
  const err = new Out(io.err)
  if (args.flags.has("help") || args.flags.has("h")) {
    out.line(HELP.trimEnd())
    out.flush()
    return EXIT.ok
  }
  const [file, ...extra] = args.positional
  if (!file) throw new UsageError("no trace file given")
  if (extra.length > 0) throw new UsageError(`one trace file at a time (also got ${extra.join(" ")})`)
  const untilRaw = args.values.get("until")
  if (untilRaw !== undefined && !/^\d+$/.test(untilRaw)) throw new UsageError(`--until needs a sequence number, got ${JSON.stringify(untilRaw)}`)
  const until = untilRaw === undefined ? null : Number(untilRaw)

  const modes = ["events", "diff", "state", "check"].filter((m) => args.flags.has(m) || args.values.has(m))
  // A file that cannot be read is a usage error at once, before any code loads.
  let readable = false
  try {
    readable = statSync(file).isFile()
  } catch {
    // reported below
  }
  if (!readable) readTraceFile(file)
  // The summary and --state need no event list: large files are replayed in parallel (scripts/replay-pool.ts).
  const parallel = !args.values.has("events") && !args.flags.has("diff") && !args.flags.has("check") ? await startParallel(file) : null
  const fast = parallel ? await parallel.replay(until) : null
  lastPath = fast ? "parallel" : "sequential"
  if (fast) {
    for (const p of fast.problems) err.line(`line ${p.line}: ${p.reason}`)
    err.flush()
    noteUntil(err, until, fast.total > 0 && !fast.sawUntil)
    for (const e of fast.recorded) err.line(recordedFailure(e as Extract<AppEvent, { _tag: "EvolveFailed" }>))
    for (const f of fast.failures) err.line(replayFailure(f))
    err.flush()
    if (args.flags.has("state")) out.line(JSON.stringify(fast.state, null, 2))
    if (modes.length === 0) {
      const facts: Facts = { header: fast.header, kept: fast.kept, total: fast.total, firstSeq: fast.firstSeq, lastSeq: fast.lastSeq, counts: fast.tags, hashes: fast.hashes.length, problems: fast.problems.length, recorded: fast.recorded.length }
      summary(out, file, facts, until, fast.failures.length)
      out.line(JSON.stringify(fast.state, null, 2))
    }
    out.flush()
    return EXIT.ok
  }

  const domain = await loadDomain()
  const text = parallel?.text() ?? readTraceFile(file)
  const { parseTrace, replay } = domain
  const trace = parseTrace(text)
  const notTrace = domain.notATrace(text, trace)
  if (notTrace) {
    err.line(`replay: not a trace file: ${file}: ${notTrace}`)
    err.flush()
    return EXIT.notTrace
  }
  for (const p of trace.problems) err.line(`line ${p.line}: ${p.reason}`)
  err.flush()
  const events = until === null ? trace.events : trace.events.filter((e) => e.seq <= until)
  noteUntil(err, until, trace.events.length > 0 && !trace.events.some((e) => e.seq === until))

  // Every recorded EvolveFailed, then every event whose recipe throws now; `final` is the replayed state.
  for (const e of events) if (e._tag === "EvolveFailed") err.line(recordedFailure(e))
  let throwing = 0
  const final = replay(events, undefined, (f) => {
    throwing++
    err.line(replayFailure(f))
  })
  err.flush()

  let code: number = EXIT.ok
  if (args.values.has("events")) {
    const wanted = new Set(args.values.get("events")!.split(",").map((t) => t.trim()).filter((t) => t !== ""))
    const known = knownTags(domain)
    for (const t of wanted) if (!known.has(t)) err.line(`note: ${t} is not an event type of this app`)
    err.flush()
    for (const e of events) if (wanted.has(e._tag)) out.line(JSON.stringify(e))
  }
  if (args.flags.has("diff")) printDiffs(domain, out, events)
  if (args.flags.has("state")) out.line(JSON.stringify(final, null, 2))
  if (args.flags.has("check")) code = check(domain, out, text, trace, events, until)
  if (modes.length === 0) {
    summary(out, file, factsOf(trace, events), until, throwing)
    out.line(JSON.stringify(final, null, 2))
  }
  out.flush()
  return code
}

/** The note of an --until naming no event of the trace. */
const noteUntil = (err: Out, until: number | null, missing: boolean) => {
  if (until === null || !missing) return
  err.line(`note: no event #${until} in the trace; stopping after the last event before it`)
  err.flush()
}

/** Files smaller than this (bytes; env REPLAY_PARALLEL_MIN_BYTES) are replayed in this thread: starting workers would cost more. */
const parallelMinBytes = (): number => Number(process.env["REPLAY_PARALLEL_MIN_BYTES"] ?? 8 << 20)

/**
 * For a file of at least parallelMinBytes() whose first line is a header: its bytes in shared memory and
 * the worker pool, started now (while the domain code loads). `replay(until)` gives the merged result,
 * or null when the sequential reader is needed (then `text()` gives the file's text). Null for small files.
 */
const startParallel = async (file: string) => {
  let bytes: Uint8Array
  const { defaultWorkers, readShared, replayFileParallel, startReplayPool } = await import("./replay-pool")
  try {
    if (statSync(file).size < parallelMinBytes()) return null
    bytes = readShared(file)
  } catch {
    return null // readTraceFile reports why
  }
  // The workers replay every chunk (one per core); this thread only merges: it loads no domain code then.
  const pool = startReplayPool(defaultWorkers() + 1)
  const text = () => new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)
  return {
    text,
    replay: async (until: number | null) => {
      try {
        const merged = await replayFileParallel(pool, bytes, { until }, false)
        return merged?.header ? { ...merged, header: merged.header } : null
      } catch {
        return null
      } finally {
        void pool.close()
      }
    },
  }
}

/** The process entry: exit code from `main`, usage errors and crashes as one-line messages. */
const run = async () => {
  quietOnClosedPipe()
  try {
    process.exitCode = await main(process.argv.slice(2))
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`replay: ${e.message}\nRun with --help for usage.\n`)
      process.exitCode = EXIT.usage
    } else {
      process.stderr.write(`replay: internal error: ${e instanceof Error ? e.message : String(e)}\n`)
      if (process.env["REPLAY_DEBUG"] && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`)
      process.exitCode = EXIT.internal
    }
  }
}

if (isEntry(import.meta.url)) void run()
