// The page side of the inspector's worker (verifyWorker.ts): starts it from its bundled source text
// (a blob: URL: file:// pages may not load worker scripts by URL) and hands its messages to the session.
// Where Web Workers or the source are missing (Node, tests), there is no verifier and the page replays
// on its main thread.
import { makeChunkThread, planChunks, readChunk, type ChunkCheck } from "./segments"

/** The message that starts a worker: the opened file. */
export interface VerifyRequest {
  readonly file: Blob
}

/**
 * A worker's message: one chunk read and replayed (its events, in file order after the previous
 * chunks', the hash lines it checked, the byte offset it read up to), all done, or a failure.
 */
export type VerifyMessage =
  | { readonly kind: "chunk"; readonly index: number; readonly events: number; readonly checks: ReadonlyArray<ChunkCheck>; readonly end: number }
  | { readonly kind: "done" }
  | { readonly kind: "failed"; readonly message: string }

/** A running verification; `stop()` ends the worker. */
export interface Verification {
  stop(): void
}

/** Starts verifying `file`, calling `onMessage` with each message; null when no worker can run. */
export type Verifier = (file: Blob, onMessage: (m: VerifyMessage) => void) => Verification | null

/**
 * A verifier running the worker: by `url` on a page served over http(s) (its policy allows workers of
 * 'self' only), else from its source text through a blob: URL (a page opened from disk may not start a
 * worker by URL). Null when neither can run (no Worker: Node, tests).
 */
export const makeVerifier = (source: string | null, url: string | null = null): Verifier | null => {
  if (typeof Worker !== "function") return null
  const served = typeof location !== "undefined" && (location.protocol === "http:" || location.protocol === "https:")
  const byUrl = served && url !== null
  if (!byUrl && (source === null || typeof Blob !== "function" || typeof URL.createObjectURL !== "function")) return null
  let blobUrl: string | null = null
  return (file, onMessage) => {
    try {
      const worker = byUrl ? new Worker(new URL(url, location.href)) : new Worker((blobUrl ??= URL.createObjectURL(new Blob([source!], { type: "text/javascript" }))))
      let stopped = false
      worker.onmessage = (e: MessageEvent<VerifyMessage>) => {
        if (!stopped) onMessage(e.data)
      }
      worker.onerror = (e) => {
        e.preventDefault()
        if (!stopped) onMessage({ kind: "failed", message: e.message || "worker error" })
        stopped = true
        worker.terminate()
      }
      worker.postMessage({ file } satisfies VerifyRequest)
      return {
        stop: () => {
          stopped = true
          worker.terminate()
        },
      }
    } catch {
      return null
    }
  }
}

/** Chunks a file is read in by {@link verifyFile} (one message each). */
export const VERIFY_CHUNKS = 64

/**
 * What the worker does with a file: reads its bytes, then each chunk in order (decode, fold, check the
 * hash lines that follow their event), posting one message per chunk, then "done" (or "failed").
 */
export const verifyFile = async (file: Blob, post: (m: VerifyMessage) => void, chunks = VERIFY_CHUNKS): Promise<void> => {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const starts = planChunks(bytes, chunks)
    const thread = makeChunkThread()
    for (let c = 0; c < chunks; c++) {
      const r = readChunk(thread, bytes, starts, c, { until: null, verify: true })
      post({ kind: "chunk", index: c, events: r.total, checks: r.checks, end: starts[c + 1]! })
    }
    post({ kind: "done" })
  } catch (err) {
    post({ kind: "failed", message: err instanceof Error ? err.message : String(err) })
  }
}
