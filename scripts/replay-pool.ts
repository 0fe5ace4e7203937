// Parallel replay of a trace file in Node (issue 18): the file is read into shared memory, cut into
// chunks (infrastructure/log/segments.ts: each chunk owns the page loads that start in it), and the
// main thread and worker_threads take chunks from a shared counter; the merged result equals the
// sequential `parseTrace` + `replay` (mergeChunks). Workers run a bundle of scripts/replay-worker.ts
// that esbuild makes once per process (tsx cannot load TypeScript in a worker; a bundle also loads in
// ~0.1 s instead of ~1 s). Any failure of the workers makes `run` reject: callers then read sequentially.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { Worker } from "node:worker_threads"
import { revivedMessages } from "../domain/messaging/messageList"
import { mergeChunks, planChunks, type ChunkResult, type MergedReplay } from "../infrastructure/log/chunkMerge"
import type { ChunkOptions, FindTableLine } from "../infrastructure/log/segments"

/** Chunks a file is cut into (more than threads: the faster thread takes more). */
export const CHUNKS = 24

/** A trace file read into memory that worker threads share. */
export const readShared = (file: string): Uint8Array => {
  const fd = fs.openSync(file, "r")
  try {
    const size = fs.fstatSync(fd).size
    const bytes = new Uint8Array(new SharedArrayBuffer(size))
    for (let at = 0; at < size; ) {
      const n = fs.readSync(fd, bytes, at, size - at, at)
      if (n === 0) break
      at += n
    }
    return bytes
  } finally {
    fs.closeSync(fd)
  }
}

const TABLE_LINE = Buffer.from('\n["')

/** {@link FindTableLine} with Buffer's native pattern search. */
export const bufferFind = (bytes: Uint8Array): FindTableLine => {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
  return (_bytes, from, to) => {
    if (from >= to) return to
    if (buf[from] === 91 && buf[from + 1] === 34) return from
    const i = buf.indexOf(TABLE_LINE, from)
    return i < 0 || i + 1 >= to ? to : i + 1
  }
}

/** A job for the workers: the shared bytes, the chunk plan, the shared chunk counter, options. */
export interface PoolJob {
  readonly id: number
  readonly bytes: Uint8Array
  readonly starts: ReadonlyArray<number>
  readonly counter: Int32Array
  readonly opts: ChunkOptions
}

/** A worker's message: one chunk's result, or that it found no more chunks. */
export type PoolMessage = { readonly id: number; readonly result: ChunkResult } | { readonly id: number; readonly idle: true }

/** Workers that replay chunks of trace files. */
export interface ReplayPool {
  /**
   * Replays `bytes` (shared memory from {@link readShared}) with these workers and, unless `mainThread`
   * is false, this thread; rejects when a worker fails.
   */
  run(bytes: Uint8Array, opts: ChunkOptions, mainThread?: boolean): Promise<ReadonlyArray<ChunkResult>>
  /** Stops the workers. */
  close(): Promise<void>
}

const HERE = path.dirname(fileURLToPath(import.meta.url))

/** Where the worker bundle is kept between runs, with the size and time of every input it was made of. */
const CACHE_DIR = path.join(os.tmpdir(), `vidchat-replay-worker-${Buffer.from(HERE).toString("base64url").slice(-24)}`)

/** The cached bundle when none of its inputs changed since it was made, else null. */
const cachedBundle = (): string | null => {
  try {
    const inputs = JSON.parse(fs.readFileSync(path.join(CACHE_DIR, "inputs.json"), "utf8")) as Record<string, string>
    for (const [file, stamp] of Object.entries(inputs)) {
      const st = fs.statSync(file)
      if (`${st.size}:${st.mtimeMs}` !== stamp) return null
    }
    const bundle = path.join(CACHE_DIR, "replay-worker.mjs")
    return fs.existsSync(bundle) ? bundle : null
  } catch {
    return null
  }
}

/** The worker bundle's file: the cached one, or one esbuild makes now (once per process) and caches. */
let bundle: Promise<string> | null = null
const workerBundle = (): Promise<string> =>
  (bundle ??= (async () => {
    const cached = cachedBundle()
    if (cached) return cached
    const esbuild = await import("esbuild")
    const root = path.resolve(HERE, "..")
    const out = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [path.join(HERE, "replay-worker.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      write: false,
      metafile: true,
      logLevel: "silent",
      external: ["esbuild"],
    })
    const inputs: Record<string, string> = {}
    for (const rel of Object.keys(out.metafile.inputs)) {
      const file = path.resolve(root, rel)
      const st = fs.statSync(file)
      inputs[file] = `${st.size}:${st.mtimeMs}`
    }
    fs.mkdirSync(CACHE_DIR, { recursive: true })
    const tmp = path.join(CACHE_DIR, `replay-worker-${process.pid}.mjs`)
    fs.writeFileSync(tmp, out.outputFiles[0]!.contents)
    fs.renameSync(tmp, path.join(CACHE_DIR, "replay-worker.mjs"))
    fs.writeFileSync(path.join(CACHE_DIR, `inputs-${process.pid}.json`), JSON.stringify(inputs))
    fs.renameSync(path.join(CACHE_DIR, `inputs-${process.pid}.json`), path.join(CACHE_DIR, "inputs.json"))
    return path.join(CACHE_DIR, "replay-worker.mjs")
  })())

/** Worker threads beside this one: one less than the cores (at least 1). */
export const defaultWorkers = (): number => Math.max(1, (os.availableParallelism?.() ?? os.cpus().length) - 1)

/**
 * Starts `workers` worker threads (bundling their code first); returns at once. Jobs given before they
 * are up wait in their queue while this thread works on its own chunks.
 */
export const startReplayPool = (workers = defaultWorkers()): ReplayPool => {
  let nextId = 0
  let failure: Error | null = null
  const listeners = new Set<(m: PoolMessage | Error) => void>()
  const fail = (e: Error) => {
    failure ??= e
    for (const l of listeners) l(e)
  }
  const threads: Promise<Worker[]> = workers === 0 ? Promise.resolve([]) : workerBundle().then((file) =>
    Array.from({ length: workers }, () => {
      const w = new Worker(file)
      w.unref()
      w.on("message", (m: PoolMessage) => {
        for (const l of listeners) l(m)
      })
      w.on("error", (e) => fail(e))
      // A worker that ends while a job waits for it (it crashed, or ran out of memory) fails the job.
      w.on("exit", (code) => fail(new Error(`replay worker exited with code ${code}`)))
      return w
    }),
  )
  threads.catch((e: unknown) => fail(e instanceof Error ? e : new Error(String(e))))
  return {
    async run(bytes, opts, mainThread = true) {
      if (!mainThread && workers === 0) throw new Error("no thread to replay with")
      const id = nextId++
      const starts = planChunks(bytes, CHUNKS)
      const counter = new Int32Array(new SharedArrayBuffer(4))
      const results: ChunkResult[] = []
      const job: PoolJob = { id, bytes, starts, counter, opts }
      let listener: ((m: PoolMessage | Error) => void) | null = null
      const done = new Promise<void>((resolve, reject) => {
        listener = (m) => {
          if (m instanceof Error) reject(m)
          else if (m.id === id && "result" in m) {
            // A state from a thread is a structured clone: its message lists are made MessageLists again.
            results.push(m.result.state === null ? m.result : { ...m.result, state: revivedMessages(m.result.state) })
            if (results.length === CHUNKS) resolve()
          }
        }
        listeners.add(listener)
      })
      done.catch(() => {})
      try {
        // Workers get the job as soon as they are up; this thread yields between its chunks so they can start.
        void threads.then(
          (ws) => {
            for (const w of ws) w.postMessage(job)
          },
          () => {},
        )
        if (mainThread) {
          // Imported here: the domain code it needs loads while the workers start (and not at all without this thread).
          const { makeChunkThread, readChunk } = await import("../infrastructure/log/segments")
          const thread = makeChunkThread()
          const find = bufferFind(bytes)
          for (let c = Atomics.add(counter, 0, 1); c < CHUNKS; c = Atomics.add(counter, 0, 1)) {
            results.push(readChunk(thread, bytes, starts, c, opts, find))
            await new Promise((resolve) => setImmediate(resolve))
          }
        }
        if (results.length < CHUNKS) {
          if (failure) throw failure
          await done
        }
        return results
      } finally {
        if (listener) listeners.delete(listener)
      }
    },
    async close() {
      const ws = await threads.catch(() => [] as Worker[])
      await Promise.all(ws.map((w) => w.terminate()))
    },
  }
}

/** Replays trace `file` in parallel with `pool`; null when the trace needs the sequential reader (mergeChunks). */
export const replayFileParallel = async (pool: ReplayPool, bytes: Uint8Array, opts: ChunkOptions, mainThread = true): Promise<MergedReplay | null> =>
  mergeChunks(await pool.run(bytes, opts, mainThread))

