// The page side of the inspector's worker (verifyWorker.ts): starts it from its bundled source text
// (a blob: URL: file:// pages may not load worker scripts by URL) and hands its messages to the session.
// Where Web Workers or the source are missing (Node, tests), there is no verifier and the page replays
// on its main thread.
import { makeChunkThread, planChunks, readChunk, type ChunkCheck } from "./segments"

/** The message that starts a worker: the opened file, and which part of its chunks it reads (`part` of `parts`). */
export interface VerifyRequest {
  readonly file: Blob
  readonly part: number
  readonly parts: number
}

/**
 * A worker's message: one chunk read and replayed (its index; its events, in file order after the
 * previous chunks'; the hash lines it checked; its size in bytes), all done, or a failure.
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
    const workers: Worker[] = []
    let stopped = false
    let done = 0
    const stop = () => {
      stopped = true
      for (const w of workers) w.terminate()
    }
    try {
      const parts = verifyWorkers()
      for (let part = 0; part < parts; part++) {
        const worker = byUrl ? new Worker(new URL(url, location.href)) : new Worker((blobUrl ??= URL.createObjectURL(new Blob([source!], { type: "text/javascript" }))))
        workers.push(worker)
        worker.onmessage = (e: MessageEvent<VerifyMessage>) => {
          if (stopped) return
          const m = e.data
          if (m.kind === "failed") {
            stop()
            onMessage(m)
          } else if (m.kind === "done") {
            if (++done === parts) onMessage(m)
          } else onMessage(m)
        }
        worker.onerror = (e) => {
          e.preventDefault()
          if (stopped) return
          stop()
          onMessage({ kind: "failed", message: e.message || "worker error" })
        }
        worker.postMessage({ file, part, parts } satisfies VerifyRequest)
      }
      return { stop }
    } catch {
      stop()
      return null
    }
  }
}

/**
 * Workers a file is verified by, each reading its part of the chunks (chunks cut at page loads:
 * segments.ts): the cores left beside the page's own thread and one more, at most 4 (one on 2 cores:
 * two cost more CPU there and did not load faster).
 */
export const verifyWorkers = (): number => Math.max(1, Math.min(4, (typeof navigator !== "undefined" ? navigator.hardwareConcurrency || 2 : 2) - 2))

/** Chunks a file is read in by {@link verifyFile} (one message each). */
export const VERIFY_CHUNKS = 64

/**
 * What a worker does with a file: reads its bytes, then the chunks of its part (`part` of `parts`, in
 * order: decode, fold, check the hash lines that follow their event), posting one message per chunk
 * (chunk messages of several workers may come in any order), then "done" (or "failed").
 */
export const verifyFile = async (file: Blob, post: (m: VerifyMessage) => void, chunks = VERIFY_CHUNKS, part = 0, parts = 1): Promise<void> => {
  try {
    const bytes = new Uint8Array(await file.arrayBuffer())
    const starts = planChunks(bytes, chunks)
    const thread = makeChunkThread()
    for (let c = Math.floor((part * chunks) / parts); c < Math.floor(((part + 1) * chunks) / parts); c++) {
      const r = readChunk(thread, bytes, starts, c, { until: null, verify: true })
      post({ kind: "chunk", index: c, events: r.total, checks: r.checks, end: starts[c + 1]! - starts[c]! })
    }
    post({ kind: "done" })
  } catch (err) {
    post({ kind: "failed", message: err instanceof Error ? err.message : String(err) })
  }
}
