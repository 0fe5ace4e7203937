// `npm run load -- [--members 200] [--seconds 60] [--interval 2000] [--port P] [--seed S]`: the reference
// gateway under load on loopback. Starts a fresh gateway process (temporary DATA_DIR), signs up N members
// over real HTTP (e-mail code from the dev outbox), signs each in with emailLogin, connects each to the
// WebSocket relay with its RTM token, then every member sends a text message to a random other member
// every `interval` ms (jittered) for `seconds`. Prints sent, delivered, lost, duplicated and the p50/p99/max
// delivery latency (send request started -> the receiver's relay frame). A measurement, not a test:
// exit 1 only when messages were lost or duplicated.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { WebSocket } from "ws"
import { RELAY_PATH } from "../infrastructure/rtm/frames"
import { makeWireClient, type WireAnswer } from "../spec/support/wireClient"
import { EXIT, isEntry, parseArgs, UsageError } from "./trace-lib"

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..")
const PASSWORD = "loadPass123"

const HELP = `Usage: npm run load -- [--members N] [--seconds S] [--interval MS] [--port P] [--seed S]

  --members N    simulated members (default 200)
  --seconds S    messaging time (default 60)
  --interval MS  time between two messages of one member, jittered +-50% (default 2000)
  --port P       gateway port (default: a free one)
  --seed S       seed of the choice of receivers and jitter (default 1)
`

const int = (v: string | undefined, name: string, fallback: number): number => {
  if (v === undefined) return fallback
  if (!/^\d+$/.test(v) || Number(v) === 0) throw new UsageError(`--${name} needs a positive whole number, got ${JSON.stringify(v)}`)
  return Number(v)
}

/** mulberry32: a small seeded PRNG in [0, 1). */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = seed
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const s = net.createServer()
    s.once("error", fail)
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port
      s.close(() => done(port))
    })
  })

const startGateway = async (port: number, dataDir: string): Promise<ChildProcess> => {
  const child = spawn(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), path.join(ROOT, "gateway/main.ts")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, "no-client"), GATEWAY_MODE: "local", GATEWAY_LOG: "0", PRE_REPLY_LIMIT: "1000000", SAY_HI_DAILY_LIMIT: "1000000" },
    stdio: ["ignore", "ignore", "inherit"],
  })
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/dev/outbox`).then((r) => r.ok, () => false)
    if (up) return child
    if (child.exitCode !== null) throw new Error(`the gateway exited with code ${child.exitCode}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill()
  throw new Error("the gateway did not start within 30 s")
}

/** Runs `fn` over `items` with at most `n` at a time. */
const pool = async <T, R>(items: ReadonlyArray<T>, n: number, fn: (t: T, i: number) => Promise<R>): Promise<R[]> => {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i]!, i)
    }
  }))
  return out
}

interface Member {
  readonly i: number
  readonly userId: number
  readonly deviceId: string
  readonly token: string
  ws: WebSocket | null
}

const must = (a: WireAnswer, what: string): any => {
  if (a.code !== 200) throw new Error(`${what}: code ${a.code} ${a.msg}`)
  return a.data
}

/** Percentile `p` (0..100) of sorted numbers. */
const pct = (sorted: ReadonlyArray<number>, p: number): number => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!)

/** Runs the load; resolves to the exit code. */
export const main = async (argv: ReadonlyArray<string>, out: (s: string) => void = (s) => process.stdout.write(s)): Promise<number> => {
  const args = parseArgs(argv, { flags: ["help", "h"], values: ["members", "seconds", "interval", "port", "seed"] })
  if (args.flags.has("help") || args.flags.has("h")) {
    out(HELP)
    return EXIT.ok
  }
  const n = int(args.values.get("members"), "members", 200)
  if (n < 2) throw new UsageError("--members needs at least 2")
  const seconds = int(args.values.get("seconds"), "seconds", 60)
  const interval = int(args.values.get("interval"), "interval", 2000)
  const port = args.values.has("port") ? int(args.values.get("port"), "port", 0) : await freePort()
  const random = prng(int(args.values.get("seed"), "seed", 1))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "load-"))
  const base = `http://127.0.0.1:${port}`
  const api = makeWireClient(base)
  out(`load: ${n} members, ${seconds} s, one message per member every ~${interval} ms; gateway on ${base} (data ${dataDir})\n`)
  const gateway = await startGateway(port, dataDir)
  const members: Member[] = []
  try {
    // Sign-up and sign-in over HTTP, as the app does them.
    const t0 = performance.now()
    const stamp = Date.now().toString(36)
    const made = await pool(Array.from({ length: n }, (_, i) => i), 16, async (i) => {
      const email = `load-${stamp}-${i}@example.com`
      const deviceId = `load-device-${i}`
      const who = { deviceId }
      const userId = must(await api.call("sendVerifyEmail", { email }, who), "sendVerifyEmail").userId as number
      const outbox = (await (await fetch(`${base}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ code: string }>
      must(await api.call("alreadyVerifyEmail", { email, userId, code: outbox[0]!.code }, who), "alreadyVerifyEmail")
      must(await api.call("setPassword", { email, userId, password: PASSWORD }, who), "setPassword")
      must(await api.call("register", { threePartyEmail: email, userName: `Load ${i}`, gender: 1 + (i % 2), birthday: "1990-01-01", countryId: 840 }, who), "register")
      const login = must(await api.call("emailLogin", { userAccount: email, password: PASSWORD, deviceType: 4, deviceName: "load" }, who), "emailLogin")
      const me = { deviceId, token: login.loginToken as string, userId: login.userId as number }
      const rtm = must(await api.call("rtmToken", {}, me), "rtmToken").token as string
      return { ...me, i, rtm }
    })
    out(`signed up and in: ${made.length} members in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`)

    // Relay sessions.
    const sentAt = new Map<string, number>()
    const receivedBy = new Map<string, number>()
    const latencies: number[] = []
    let strayFrames = 0
    const expectTo = new Map<string, number>()
    await pool(made, 32, async (m) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}${RELAY_PATH}`)
      const member: Member = { i: m.i, userId: m.userId, deviceId: m.deviceId, token: m.token, ws }
      members.push(member)
      await new Promise<void>((ready, fail) => {
        ws.once("error", fail)
        ws.on("message", (raw) => {
          const f = JSON.parse(String(raw)) as { t: string; peer?: { from: string; bizData?: { textContent?: { source?: string } } } }
          if (f.t === "ready") return ready()
          if (f.t !== "peer" || f.peer === undefined || f.peer.from === String(m.userId)) return
          const text = f.peer.bizData?.textContent?.source ?? ""
          const started = sentAt.get(text)
          if (started === undefined || expectTo.get(text) !== m.userId) {
            strayFrames++
            return
          }
          const seen = (receivedBy.get(text) ?? 0) + 1
          receivedBy.set(text, seen)
          if (seen === 1) latencies.push(performance.now() - started)
        })
        ws.once("open", () => ws.send(JSON.stringify({ t: "hello", userId: String(m.userId), token: m.rtm })))
      })
    })
    out(`relay sessions: ${members.length} authenticated\n`)

    // Messaging.
    let sent = 0
    let failed = 0
    const failures = new Map<string, number>()
    const inFlight = new Set<Promise<void>>()
    const end = performance.now() + seconds * 1000
    const byIndex = [...members].sort((a, b) => a.i - b.i)
    const loops = byIndex.map(async (m, k) => {
      let seq = 0
      await new Promise((r) => setTimeout(r, random() * interval))
      while (performance.now() < end) {
        let to = Math.floor(random() * (n - 1))
        if (to >= k) to++
        const peer = byIndex[to]!
        const text = `m${m.userId}-${seq++}`
        sentAt.set(text, performance.now())
        expectTo.set(text, peer.userId)
        const p = api
          .call("imSend", { message: text, messageType: 1, messageTypeValue: 0, receiveUserId: peer.userId, sendUserId: m.userId, needTranslate: false, targetLanguage: "en", routeType: 1, pictureUrl: "", clientMsgId: `c-${text}` }, m)
          .then((a) => {
            if (a.code === 200) sent++
            else {
              failed++
              sentAt.delete(text)
              failures.set(`${a.code} ${a.msg}`, (failures.get(`${a.code} ${a.msg}`) ?? 0) + 1)
            }
          })
        inFlight.add(p)
        void p.finally(() => inFlight.delete(p))
        await new Promise((r) => setTimeout(r, interval * (0.5 + random())))
      }
    })
    await Promise.all(loops)
    await Promise.all(inFlight)
    // Drain: frames still on their way.
    const drainEnd = performance.now() + 5_000
    while (performance.now() < drainEnd && [...sentAt.keys()].some((t) => !receivedBy.has(t))) await new Promise((r) => setTimeout(r, 100))

    const delivered = [...sentAt.keys()].filter((t) => receivedBy.has(t)).length
    const duplicated = [...receivedBy.values()].filter((c) => c > 1).length
    const lost = sent - delivered
    const sorted = [...latencies].sort((a, b) => a - b)
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`
    out(`sent ${sent} (${(sent / seconds).toFixed(1)}/s), send failures ${failed}${failures.size > 0 ? ` (${[...failures].map(([k, v]) => `${k}: ${v}`).join("; ")})` : ""}\n`)
    out(`delivered ${delivered}, lost ${lost}, duplicated ${duplicated}, stray frames ${strayFrames}\n`)
    out(`delivery latency: p50 ${fmt(pct(sorted, 50))}, p99 ${fmt(pct(sorted, 99))}, max ${fmt(sorted.at(-1) ?? NaN)} (${sorted.length} samples)\n`)
    return lost === 0 && duplicated === 0 ? EXIT.ok : 1
  } finally {
    for (const m of members) m.ws?.terminate()
    gateway.kill("SIGTERM")
    await new Promise((r) => gateway.once("exit", r))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

if (isEntry(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      process.stderr.write(`load: ${e instanceof UsageError ? e.message : e instanceof Error ? e.stack : String(e)}\n`)
      process.exit(e instanceof UsageError ? EXIT.usage : EXIT.internal)
    },
  )
}
