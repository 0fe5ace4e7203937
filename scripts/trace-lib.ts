// Shared parts of the trace scripts (replay.ts, trace-test.ts): argument parsing, reading a trace file
// with a clear error, a small deep diff over plain JSON states, and compact value printing.
// Pure except `readTraceFile` and `Out`; no dependency beyond node:fs.
import { readFileSync, writeSync } from "node:fs"
import { isAbsolute, relative, resolve } from "node:path"
import { pathToFileURL } from "node:url"

/** Exit codes shared by the trace scripts. */
export const EXIT = { ok: 0, mismatch: 1, usage: 2, notTrace: 2, internal: 3 } as const

/** A usage or input error: printed as its message (no stack) with exit code 2. */
export class UsageError extends Error {}

/** Parsed command line: positional arguments, flags (`--x`) and options with values (`--x v` or `--x=v`). */
export interface Args {
  readonly positional: ReadonlyArray<string>
  readonly flags: ReadonlySet<string>
  readonly values: ReadonlyMap<string, string>
}

/** Parses `argv` knowing which options take a value; unknown options are a UsageError. */
export const parseArgs = (argv: ReadonlyArray<string>, spec: { flags: ReadonlyArray<string>; values: ReadonlyArray<string> }): Args => {
  const positional: string[] = []
  const flags = new Set<string>()
  const values = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === "--") {
      positional.push(...argv.slice(i + 1))
      break
    }
    if (!arg.startsWith("-") || arg === "-") {
      positional.push(arg)
      continue
    }
    const eq = arg.indexOf("=")
    const name = (eq < 0 ? arg : arg.slice(0, eq)).replace(/^--?/, "")
    if (spec.values.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i]
      if (value === undefined || (eq < 0 && value.startsWith("--"))) throw new UsageError(`--${name} needs a value`)
      values.set(name, value)
    } else if (spec.flags.includes(name) && eq < 0) flags.add(name)
    else throw new UsageError(`unknown option ${arg}`)
  }
  return { positional, flags, values }
}

/** Reads a trace file as UTF-8; a missing or unreadable file is a UsageError with a clear message. */
export const readTraceFile = (path: string): string => {
  try {
    return readFileSync(path, "utf8")
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a directory" : code === "EACCES" ? "permission denied" : (err as Error).message
    throw new UsageError(`cannot read trace ${path}: ${why}`)
  }
}

/** One changed leaf: `before`/`after` undefined means absent. */
export interface Change {
  readonly path: string
  readonly before: unknown
  readonly after: unknown
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v)
const IDENT = /^[A-Za-z_$][\w$]*$/
const key = (path: string, k: string): string => (IDENT.test(k) ? (path ? `${path}.${k}` : k) : `${path}[${JSON.stringify(k)}]`)

/**
 * The changed leaves from `a` to `b` (plain JSON values), in key order; objects and arrays are compared
 * by member, so an appended array element is one change at `path[i]`. Identical references are skipped
 * without walking (immer shares unchanged subtrees), which keeps per-step diffs cheap.
 */
export const diff = (a: unknown, b: unknown, path = "", out: Change[] = []): Change[] => {
  if (Object.is(a, b)) return out
  if (isRecord(a) && isRecord(b)) {
    for (const k of Object.keys(a)) diff(a[k], b[k], key(path, k), out)
    for (const k of Object.keys(b)) if (!(k in a)) diff(undefined, b[k], key(path, k), out)
  } else if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) diff(a[i], b[i], `${path}[${i}]`, out)
  } else out.push({ path, before: a, after: b })
  return out
}

/** Compact JSON of a value, "(absent)" for undefined, cut to `max` characters with an ellipsis. */
export const show = (v: unknown, max = 120): string => {
  const s = v === undefined ? "(absent)" : (JSON.stringify(v) ?? String(v))
  return s.length > max ? `${s.slice(0, max - 1)}…` : s
}

/** Where a script writes: process.stdout/stderr, or a collector in tests. */
export interface Sink {
  write(text: string): unknown
}

/**
 * A sink writing synchronously to a file descriptor (1 stdout, 2 stderr): a closed reader (`| head`)
 * ends the process at once instead of after computing everything; a full non-blocking pipe is waited on.
 */
export const fdSink = (fd: number): Sink => ({
  write(text: string) {
    let data = Buffer.from(text)
    while (data.length > 0) {
      try {
        data = data.subarray(writeSync(fd, data))
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code
        if (code === "EPIPE") process.exit(process.exitCode ?? 0)
        if (code !== "EAGAIN") throw err
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5)
      }
    }
  },
})

/** Buffered line output to a sink (many small lines written in large chunks). */
export class Out {
  private buf: string[] = []
  private size = 0
  constructor(private readonly stream: Sink) {}
  line(s: string): void {
    this.buf.push(s, "\n")
    this.size += s.length + 1
    if (this.size > 1 << 16) this.flush()
  }
  flush(): void {
    if (this.buf.length === 0) return
    this.stream.write(this.buf.join(""))
    this.buf = []
    this.size = 0
  }
}

/** Whether this module is the script node was started with (not imported by a test). */
export const isEntry = (importMetaUrl: string): boolean => {
  const script = process.argv[1]
  return script !== undefined && importMetaUrl === pathToFileURL(resolve(script)).href
}

/** A path for messages: relative to the working folder when inside it, else absolute. */
export const shownPath = (p: string): string => {
  const r = relative(process.cwd(), resolve(p))
  return r.startsWith("..") || isAbsolute(r) ? resolve(p) : r
}

/** Ends the process quietly when the reader of stdout goes away (`replay ... | head`). */
export const quietOnClosedPipe = (): void => {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "EPIPE") process.exit(process.exitCode ?? 0)
      throw err
    })
  }
}
