// Trace recorder for tests: a harness that keeps live snapshots of its state, and the redacted trace
// (infrastructure/log/exportTrace.ts) of a run with a hash line every `every` events and at the end, so
// `npm run replay -- <file> --check` proves the replay equals what ran. Also writes failing runs of
// property tests as trace files (spec/regressions/traces/) for `npm run trace:test`.
import { mkdirSync, writeFileSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { buildTrace, type BuiltTrace, type Snapshot, type TraceEnv } from "../../infrastructure/log/exportTrace"
import { harness, type Harness, type HarnessOptions } from "./harness"

/** Root of the repository (spec/support/..). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..")
/** Where failing property runs write their traces. */
export const FAILURE_TRACE_DIR = join(REPO_ROOT, "spec/regressions/traces")

/** Default spacing of snapshots (events). */
export const SNAPSHOT_EVERY = 10

const snapshotsOf = new WeakMap<Harness, Snapshot[]>()

/** A harness that keeps the live state after every `every`-th event as a snapshot (for `recordTrace`). */
export const recordingHarness = (options: HarnessOptions, every: number = SNAPSHOT_EVERY): Harness => {
  const snapshots: Snapshot[] = []
  let count = 0
  const h = harness({
    ...options,
    onEvent: (e, s) => {
      options.onEvent?.(e, s)
      if (++count % Math.max(1, every) === 0) snapshots.push({ seq: e.seq, state: s })
    },
  })
  snapshotsOf.set(h, snapshots)
  return h
}

/** A page load (AppStarted at the harness clock) for `h.publish`, e.g. after the Reload of a logout. */
export const pageLoad = (stored: Readonly<Record<string, string>>, deviceId: string, path = "/"): Parameters<Harness["publish"]>[0] =>
  ({ _tag: "AppStarted", path, stored: { ...stored }, deviceId }) as Parameters<Harness["publish"]>[0]

/** Options of `recordTrace`. */
export interface RecordOptions {
  /** Keep message text (default false, as in the app's export). */
  readonly includeText?: boolean
  /** Header facts; defaults: app "spec", locale "en", user agent "vitest", UTC, now = the harness clock. */
  readonly env?: Partial<TraceEnv>
  /** Pseudonym salt (random per export by default). */
  readonly salt?: string
  /** Snapshots to hash instead of those kept by `recordingHarness`. */
  readonly snapshots?: ReadonlyArray<Snapshot>
}

/**
 * The redacted trace of a harness run: its events, hash lines at the snapshots kept by
 * `recordingHarness` (none for a plain harness) and always one at the last event (the live state now).
 */
export const recordTrace = (h: Harness, opts: RecordOptions = {}): BuiltTrace => {
  const kept = [...(opts.snapshots ?? snapshotsOf.get(h) ?? [])]
  const last = h.events[h.events.length - 1]
  if (last && kept[kept.length - 1]?.seq !== last.seq) kept.push({ seq: last.seq, state: h.state() })
  const env: TraceEnv = { app: "spec", locale: "en", userAgent: "vitest", timeZone: "UTC", now: h.now(), ...opts.env }
  return buildTrace(h.events, kept, env, { includeText: opts.includeText ?? false, ...(opts.salt !== undefined ? { salt: opts.salt } : {}) })
}

/** Writes `text` to `file` (creating folders) and returns the path relative to the repository. */
export const writeTraceFile = (file: string, text: string): string => {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, text)
  return relative(REPO_ROOT, file)
}

/**
 * Writes the failing runs of a property as a trace: wrap the body's harness use in `run`, which
 * records the trace of the harness when the body throws (each failure overwrites the file, so after
 * shrinking it holds the final, smallest counterexample), then `report` names the file once.
 */
export const failureTraces = (name: string, dir: string = FAILURE_TRACE_DIR) => {
  let written = ""
  const file = join(dir, `${name}.ndjson`)
  return {
    /** The file of the last failure written, "" while none. */
    written: () => written,
    /** Runs `body` with the harness slot `current`; on a throw, records that harness's trace and rethrows. */
    run: <T>(body: (use: (h: Harness) => Harness) => T): T => {
      let current: Harness | undefined
      try {
        return body((h) => (current = h))
      } catch (err) {
        if (current) written = writeTraceFile(file, recordTrace(current).text)
        throw err
      }
    },
    /** Runs `check` (an fc.assert); when it throws after a trace was written, prints how to use it. */
    report: (check: () => void): void => {
      try {
        check()
      } catch (err) {
        if (written) {
          console.error(`Trace of the shrunk failing run: ${written}\nReplay it: npm run replay -- ${written} --diff\nTurn it into a regression test: npm run trace:test -- ${written}`)
        }
        throw err
      }
    },
  }
}
