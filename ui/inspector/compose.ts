// Composition root of the trace inspector (the inspector.html entry): the one file of the inspector that
// reaches infrastructure. It hands the views the log format (infrastructure/log/trace.ts): chunked
// parsing, hash checks and the format's types, and the worker that replays a file off the main thread
// (build.mjs writes it as its own file, globalThis.__TRACE_WORKER_URL__, and puts its source text in the
// bundle, globalThis.__TRACE_WORKER__, for pages opened from disk; both absent in Node and tests: no
// verifier, the page replays itself); nothing else of the app is loaded on that page.
import { makeVerifier } from "../../infrastructure/log/verifier"
export { makeByteChunkReader } from "../../infrastructure/log/segments"

export {
  hashMismatch,
  makeChunkReader,
  traceChunks,
  type HashLine,
  type TraceChunk,
  type TraceHeader,
  type TraceProblem,
} from "../../infrastructure/log/trace"
export type { Verification, Verifier, VerifyMessage } from "../../infrastructure/log/verifier"

/** The inspector's worker (infrastructure/log/verifyWorker.ts), when the build bundled its source; else null. */
export const verifier = makeVerifier(
  (globalThis as { __TRACE_WORKER__?: string }).__TRACE_WORKER__ ?? null,
  (globalThis as { __TRACE_WORKER_URL__?: string }).__TRACE_WORKER_URL__ ?? null,
)
