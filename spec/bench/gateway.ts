// The reference gateway as the browser benches use it (spec/bench/startup.ts, spec/bench/lighthouse.ts):
// `npx tsx gateway/main.ts` in local mode on 127.0.0.1:<port>, a fresh DATA_DIR (seeded accounts) in a
// temp folder removed on stop, the built client from `staticDir` (its precompressed .br/.gz answered by
// Accept-Encoding, as in production). One process per bench run; `stop()` ends it and waits.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

/** Port of the bench's gateway unless env BENCH_PORT says otherwise (the e2e default is 8181). */
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 8292)

/** A running gateway: its base URL ("http://127.0.0.1:8292/") and how to stop it. */
export interface BenchGateway {
  readonly url: string
  readonly dataDir: string
  readonly stop: () => Promise<void>
}

/** Resolves when GET `url` answers (any status), polling every 200 ms; rejects after `timeoutMs`. */
const waitUntilUp = async (url: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the bench gateway exited with code ${child.exitCode}`)
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  throw new Error(`the bench gateway did not answer at ${url} within ${timeoutMs} ms`)
}

/**
 * Starts the reference gateway serving `staticDir` on `port` with a fresh data folder.
 * Errors: rejects when the port is taken or the gateway does not answer within 90 s (loaded machine).
 */
export const startBenchGateway = async (staticDir: string, port = BENCH_PORT): Promise<BenchGateway> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vidchat-bench-data-"))
  const url = `http://127.0.0.1:${port}/`
  try {
    await fetch(url)
    throw new Error(`port ${port} is taken (set BENCH_PORT to a free port)`)
  } catch (err) {
    if (err instanceof Error && err.message.startsWith("port ")) throw err
  }
  const child = spawn(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "gateway/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, STATIC_DIR: staticDir, GATEWAY_MODE: "local", GATEWAY_LOG: "0" },
    stdio: ["ignore", "ignore", "pipe"],
  })
  let stderr = ""
  child.stderr?.on("data", (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000)
  })
  const stop = async (): Promise<void> => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r))
      child.kill("SIGTERM")
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
      if (child.exitCode === null) child.kill("SIGKILL")
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilUp(url, child, 90_000)
  } catch (err) {
    await stop()
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n${stderr}`)
  }
  return { url, dataDir, stop }
}
