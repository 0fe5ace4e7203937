// A worker thread of the parallel replay (scripts/replay-pool.ts): takes chunks of the shared trace
// bytes from the job's counter until none is left, posting each chunk's result.
import { parentPort } from "node:worker_threads"
import { makeChunkThread, readChunk } from "../infrastructure/log/segments"
import { bufferFind, type PoolJob, type PoolMessage } from "./replay-pool"

parentPort?.on("message", (job: PoolJob) => {
  const thread = makeChunkThread()
  const find = bufferFind(job.bytes)
  const n = job.starts.length - 1
  for (let c = Atomics.add(job.counter, 0, 1); c < n; c = Atomics.add(job.counter, 0, 1)) {
    parentPort!.postMessage({ id: job.id, result: readChunk(thread, job.bytes, job.starts, c, job.opts, find) } satisfies PoolMessage)
  }
})
