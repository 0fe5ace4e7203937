// `npm run fuzz:gateway -- [--runs N] [--ws N] [--seed S]`: a long fuzzing run of the reference gateway
// (a fresh one on a temporary DATA_DIR, relay on a loopback port): N malformed HTTP requests to every
// endpoint of the contract table and the upload, report and dev routes (spec/support/gatewayFuzz.ts),
// then N/10 hostile relay sessions; prints counts by HTTP status and every finding (5xx, non-envelope
// API answers, a relay that stops serving, uncaught errors). Exit 1 when there is a finding.
import fc from "fast-check"
import { call, listenRelay, login, removeTempDirs, startGateway } from "../spec/gateway/helpers"
import { type FuzzTarget, newStats, requestArb, sendAndCount } from "../spec/support/gatewayFuzz"
import { newWsStats, playSession, relayServes, wsSessionArb } from "../spec/support/relayFuzz"
import { EXIT, isEntry, parseArgs, UsageError } from "./trace-lib"

const HELP = `Usage: npm run fuzz:gateway -- [--runs N] [--ws N] [--seed S]

  --runs N   malformed HTTP requests (default 4000)
  --ws N     hostile relay sessions (default runs/10)
  --seed S   fast-check seed (default: random, printed)
`

const int = (v: string | undefined, name: string, fallback: number): number => {
  if (v === undefined) return fallback
  if (!/^\d+$/.test(v)) throw new UsageError(`--${name} needs a whole number, got ${JSON.stringify(v)}`)
  return Number(v)
}

/** Runs the fuzzer; resolves to the exit code. */
export const main = async (argv: ReadonlyArray<string>, out: (s: string) => void = (s) => process.stdout.write(s)): Promise<number> => {
  const args = parseArgs(argv, { flags: ["help", "h"], values: ["runs", "ws", "seed"] })
  if (args.flags.has("help") || args.flags.has("h")) {
    out(HELP)
    return EXIT.ok
  }
  const runs = int(args.values.get("runs"), "runs", 4000)
  const wsRuns = int(args.values.get("ws"), "ws", Math.ceil(runs / 10))
  const seed = int(args.values.get("seed"), "seed", Math.floor(Math.random() * 2 ** 31))
  const uncaught: string[] = []
  const onError = (e: unknown) => uncaught.push(e instanceof Error ? e.stack ?? e.message : String(e))
  process.on("uncaughtException", onError)
  process.on("unhandledRejection", onError)

  const gw = await startGateway()
  try {
    const relay = await listenRelay(gw)
    const r = await login(gw, "alex@example.com", "password1", "fuzz-device")
    const target: FuzzTarget = { gw, member: { token: r.data.loginToken as string, deviceId: "fuzz-device", userId: r.data.userId as number } }
    const usedNonce = `fuzz-used-${seed}`
    const t = await call(gw, "rtmToken", {}, { token: target.member.token, deviceId: "fuzz-device", userId: target.member.userId, nonce: usedNonce })
    const rtm = { userId: String(target.member.userId), token: t.data.token as string }

    out(`fuzzing the reference gateway: ${runs} requests, ${wsRuns} relay sessions, seed ${seed}\n`)
    const stats = newStats()
    const started = performance.now()
    const BATCH = 500
    for (let done = 0; done < runs; done += BATCH) {
      const batch = fc.sample(requestArb, { seed: seed + done, numRuns: Math.min(BATCH, runs - done) })
      for (const req of batch) await sendAndCount(target, req, stats, usedNonce)
      if (runs > BATCH) out(`  ${Math.min(done + BATCH, runs)} requests, ${stats.findings.length} findings\n`)
    }
    const httpMs = performance.now() - started
    const ws = newWsStats()
    const left: Array<{ terminate: () => void }> = []
    for (let done = 0; done < wsRuns; done += BATCH) {
      for (const s of fc.sample(wsSessionArb, { seed: seed + 1_000_000 + done, numRuns: Math.min(BATCH, wsRuns - done) })) {
        const sock = await playSession(relay, s, rtm, ws)
        if (sock) left.push(sock)
        if (left.length > 200) for (const x of left.splice(0)) x.terminate()
      }
    }
    const serves = await relayServes(gw, relay, rtm)
    for (const x of left) x.terminate()
    const alive = (await gw.app.inject({ method: "GET", url: "/dev/outbox" })).statusCode === 200

    const statuses = [...stats.byStatus].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(", ")
    out(`HTTP: ${stats.requests} requests in ${(httpMs / 1000).toFixed(1)} s (${Math.round(stats.requests / (httpMs / 1000))}/s); by status ${statuses}\n`)
    out(`      ${stats.handled} reached a handler's own answer; 5xx: ${[...stats.byStatus].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0)}\n`)
    out(`relay: ${ws.sessions} sessions, ${ws.frames} frames, ${ws.ready} authenticated, ${ws.closedByRelay} closed by the relay; still serving: ${serves ? "yes" : "NO"}\n`)
    out(`gateway answering after the run: ${alive ? "yes" : "NO"}; uncaught errors: ${uncaught.length}\n`)
    const findings = [...stats.findings, ...(serves ? [] : ["the relay stopped serving"]), ...(alive ? [] : ["the gateway stopped answering"]), ...uncaught.map((u) => `uncaught: ${u}`)]
    for (const f of findings.slice(0, 50)) out(`FINDING ${f}\n`)
    out(findings.length === 0 ? "0 findings\n" : `${findings.length} findings (seed ${seed})\n`)
    return findings.length === 0 ? EXIT.ok : 1
  } finally {
    process.off("uncaughtException", onError)
    process.off("unhandledRejection", onError)
    await gw.app.close()
    removeTempDirs()
  }
}

if (isEntry(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      process.stderr.write(`fuzz:gateway: ${e instanceof UsageError ? e.message : e instanceof Error ? e.stack : String(e)}\n`)
      process.exit(e instanceof UsageError ? EXIT.usage : EXIT.internal)
    },
  )
}
