// Composition root of the trace inspector (the inspector.html entry): the one file of the inspector that
// reaches infrastructure. It hands the views the log format (infrastructure/log/trace.ts): chunked
// parsing, hash checks and the format's types; nothing else of the app is loaded on that page.
export {
  hashMismatch,
  makeChunkReader,
  traceChunks,
  type HashLine,
  type TraceChunk,
  type TraceHeader,
  type TraceProblem,
} from "../../infrastructure/log/trace"
