// Wire fuzzing of the client (issue 15): generated relay frames, Agora RTM messages and gateway answers
// go through the adapters' decoding (decodeServerFrame + peerToEvent, agoraMessageToEvent, decodeAnswer)
// and the resulting events through the kernel (evolve + react) of a signed-in member with conversations.
// Inputs are mutations of valid samples (derived from the wire Schemas with effect's Arbitrary) and
// plain garbage; what fails to decode must become WireRejected / GatewayFailed 6666, never a throw.
import * as Arbitrary from "effect/Arbitrary"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import fc from "fast-check"
import type { Cmd } from "../../domain/app/commands"
import type { NewEvent } from "../../domain/app/event"
import { I } from "../../domain/app/intents"
import { BizType, CallWire, ImWire, NoticeWire } from "../../domain/realtime/wire"
import type { RealtimeInput } from "../../domain/runtime/ports"
import { decodeAnswer } from "../../infrastructure/gateway/client"
import { Api, type ApiName } from "../../infrastructure/gateway/contract"
import { agoraMessageToEvent } from "../../infrastructure/rtm/agora"
import { decodeServerFrame } from "../../infrastructure/rtm/frames"
import { peerToEvent } from "../../infrastructure/rtm/peer"
import { blnsStrings } from "./blns"
import { imDriver, ME, PEER, wire } from "./imDriver"

/** One generated input: a relay text frame, an Agora peer message, or the answer to a pending request. */
export type WireInput =
  | { readonly kind: "relay"; readonly text: string }
  | { readonly kind: "agora"; readonly publisher: string; readonly message: string }
  | { readonly kind: "answer"; readonly pick: number; readonly status: number; readonly body: string }

/** Figures of a fuzzing run. `throws` lists what threw (input kind and message; must stay empty). */
export interface WireFuzzFigures {
  inputs: number
  relay: number
  agora: number
  answers: number
  /** Inputs that became a domain event other than a rejection (decoded and applied). */
  applied: number
  /** Frames that became WireRejected, answers that became GatewayFailed 6666. */
  rejected: number
  /** Answers that became GatewayFailed for another reason (a failure code, HTTP status). */
  failed: number
  throws: string[]
}

const SAMPLES = 40

/** Valid samples (encoded, as on the wire) of `schema`, seeded; [] when the schema cannot be sampled. */
const samplesOf = (schema: Schema.Top, seed: number, count = SAMPLES): unknown[] => {
  try {
    return [...Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(Schema.toEncoded(schema as never)), { count, seed }))]
  } catch {
    return []
  }
}

/** Sample pools, built once per seed: wire messages of each bizType and answer data of each endpoint. */
export const samplePools = (seed: number) => {
  const names = Object.keys(Api) as ApiName[]
  const answers = new Map<string, unknown[]>()
  names.forEach((n, i) => answers.set(n, samplesOf((Api[n] as { data: Schema.Top }).data, seed + i)))
  // A realistic conversation message among the samples, so mutations of it reach the message lists.
  const im = [wire("m-1", PEER, ME, 1_700_000_000_000), ...samplesOf(ImWire, seed + 1000)]
  return { im, call: samplesOf(CallWire, seed + 1001), notice: samplesOf(NoticeWire, seed + 1002), answers }
}
export type SamplePools = ReturnType<typeof samplePools>

const XSS = ['<script>window.__pwned=1</script>', '"><img src=x onerror=alert(1)>', "javascript:alert(1)", "{{constructor.constructor('alert(1)')()}}", "\u202Egnp.exe", "__proto__"]
const hostileString = fc.oneof(fc.constantFrom(...blnsStrings().slice(0, 200), ...XSS), fc.string({ maxLength: 40 }), fc.string({ unit: "grapheme", maxLength: 20 }))
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, -0, 1e308, -1e308, 2 ** 53 + 1, 0.5, "", "0", "NaN", [], {}, { __proto__: { polluted: 1 } }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
)

/** Deterministic integers for a mutation (drawn from a fast-check stream, so seeds reproduce it). */
interface Rng {
  nextInt(min: number, max: number): number
  nextInt(): number
}

/** A mutation of a JSON-like value: a field dropped, replaced by a weird value, or added; nested at random. */
const mutate = (value: unknown, r: Rng, depth = 0): unknown => {
  const weird = () => fc.sample(weirdValue, { numRuns: 1, seed: r.nextInt() })[0]
  if (value === null || typeof value !== "object") return r.nextInt(0, 3) === 0 ? weird() : value
  if (Array.isArray(value)) {
    if (value.length === 0 || r.nextInt(0, 4) === 0) return [...value, weird()]
    const i = r.nextInt(0, value.length - 1)
    return value.map((v, j) => (j === i ? mutate(v, r, depth + 1) : v))
  }
  const obj = { ...(value as Record<string, unknown>) }
  const keys = Object.keys(obj)
  const op = r.nextInt(0, 5)
  if (keys.length === 0 || op === 0) obj[fc.sample(fc.constantFrom("extra", "__proto__", "constructor", "", "x".repeat(300)), { numRuns: 1, seed: r.nextInt() })[0]!] = weird()
  else {
    const k = keys[r.nextInt(0, keys.length - 1)]!
    if (op === 1) delete obj[k]
    else if (op === 2 || depth > 3) obj[k] = weird()
    else obj[k] = mutate(obj[k], r, depth + 1)
  }
  return obj
}

/** The fast-check arbitrary of one input over `pools`; about a third of each kind is garbage. */
export const wireInputArb = (pools: SamplePools): fc.Arbitrary<WireInput> => {
  const names = [...pools.answers.keys()]
  const pickFrom = (xs: unknown[]) => fc.nat().map((n) => xs[n % Math.max(1, xs.length)])
  const mutated = (xs: unknown[]) => fc.tuple(pickFrom(xs), fc.nat(3), fc.infiniteStream(fc.integer())).map(([v, times, ints]) => {
    // A deterministic Random over the stream: the same seed gives the same mutation.
    const it = ints[Symbol.iterator]()
    const r: Rng = { nextInt: (min: number = -(2 ** 31), max: number = 2 ** 31 - 1) => min + (Math.abs(it.next().value as number) % (max - min + 1)) }
    let out = v
    for (let i = 0; i < times; i++) out = mutate(out, r)
    return out
  })
  const bizData = fc.oneof(
    fc.record({ bizType: fc.constant(BizType.im), bizData: mutated(pools.im) }),
    fc.record({ bizType: fc.constant(BizType.call), bizData: mutated(pools.call) }),
    fc.record({ bizType: fc.constant(BizType.notice), bizData: mutated(pools.notice) }),
    fc.record({ bizType: fc.oneof(fc.integer(), fc.constant(4)), bizData: weirdValue }),
  )
  const envelope = fc.tuple(bizData, fc.string({ maxLength: 12 }), fc.constantFrom(PEER, ME, "503", "", "-1"), fc.integer({ min: 0, max: 2 ** 42 })).map(([b, id, from, at]) => ({ id, from, at, ...b }))
  const garbage = fc.oneof(hostileString, fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)), fc.constantFrom("", "{", "null", "[]", '{"t":"peer"}', '{"t":"peer","peer":null}'))
  const relay = fc.oneof(
    { weight: 3, arbitrary: envelope.map((peer) => JSON.stringify({ t: "peer", peer })) },
    { weight: 1, arbitrary: fc.constantFrom('{"t":"pong"}', '{"t":"ready","userId":"501"}', '{"t":"denied","reason":"token"}', '{"t":"signal","from":"502","roomNum":"r","data":{}}') },
    { weight: 2, arbitrary: garbage },
  ).map((text): WireInput => ({ kind: "relay", text }))
  const agora = fc.tuple(fc.constantFrom(PEER, "503", ""), fc.oneof({ weight: 3, arbitrary: envelope.map(({ id, bizType, bizData }) => JSON.stringify({ id, bizType, bizData })) }, { weight: 1, arbitrary: garbage })).map(([publisher, message]): WireInput => ({ kind: "agora", publisher, message }))
  const answerData = fc.nat().chain((n) => {
    const name = names[n % names.length]!
    return fc.oneof({ weight: 3, arbitrary: mutated(pools.answers.get(name) ?? []) }, { weight: 1, arbitrary: pickFrom(pools.answers.get(name) ?? []) }, { weight: 1, arbitrary: weirdValue })
  })
  const body = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.oneof({ weight: 5, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constantFrom(10001, 10042, 20001, 20010, 6666, -1, 401) }), answerData, hostileString).map(([code, data, msg]) => JSON.stringify({ code, msg, data })) },
    { weight: 1, arbitrary: garbage },
  )
  const answer = fc.tuple(fc.nat(), fc.constantFrom(200, 200, 200, 200, 401, 500, 502), body).map(([pick, status, b]): WireInput => ({ kind: "answer", pick, status, body: b }))
  return fc.oneof(relay, agora, answer)
}

/** A fresh figures record. */
export const newFigures = (): WireFuzzFigures => ({ inputs: 0, relay: 0, agora: 0, answers: 0, applied: 0, rejected: 0, failed: 0, throws: [] })

/**
 * A signed-in member (the imDriver) with the conversation list open, fed inputs one by one: each input is
 * decoded the way the live adapters do and its event applied (evolve + react); pending gateway requests
 * are answered by "answer" inputs (picked by index), and new requests join the pending list.
 */
export const fuzzSession = () => {
  const d = imDriver()
  const pending: Array<{ requestId: number; name: string }> = []
  const take = (cmds: ReadonlyArray<Cmd>) => {
    for (const c of cmds) if (c._tag === "CallGateway") pending.push({ requestId: c.requestId, name: c.name })
    if (pending.length > 200) pending.splice(0, pending.length - 200)
  }
  take(d.startCmds)
  take(d.dispatch(I.VisitPath({ path: "/message" })))
  take(d.frame(wire("seed-1", PEER, ME, d.now)))
  const emitRealtime = (e: RealtimeInput, f: WireFuzzFigures) => {
    if (e._tag === "WireRejected") f.rejected++
    else f.applied++
    d.tick(1)
    take(d.emit({ ...e, at: d.now } as NewEvent))
  }
  /** Applies one input, counting it into `f`; a throw is recorded in `f.throws`, never rethrown. */
  const feed = async (input: WireInput, f: WireFuzzFigures): Promise<void> => {
    f.inputs++
    try {
      if (input.kind === "relay") {
        f.relay++
        const r = decodeServerFrame(input.text)
        if (!r.ok) return emitRealtime({ _tag: "WireRejected", source: "relay", reason: r.reason }, f)
        if (r.frame.t === "peer") return emitRealtime(peerToEvent(r.frame.peer, "relay"), f)
        f.applied++
      } else if (input.kind === "agora") {
        f.agora++
        emitRealtime(agoraMessageToEvent({ publisher: input.publisher, message: input.message }, d.now), f)
      } else {
        f.answers++
        if (pending.length === 0) take(d.dispatch(I.VisitPath({ path: "/message" })))
        const req = pending.splice(input.pick % Math.max(1, pending.length), 1)[0]
        if (!req) return
        const r = await decodeAnswer(req.name as ApiName, input.status, input.body, null)
        d.tick(1)
        if (r.ok) {
          f.applied++
          take(d.emit({ _tag: "GatewayAnswered", at: d.now, requestId: req.requestId, name: req.name, data: r.data }))
        } else {
          if (r.code === 6666) f.rejected++
          else f.failed++
          take(d.emit({ _tag: "GatewayFailed", at: d.now, requestId: req.requestId, name: req.name, code: r.code, msg: r.msg, httpStatus: r.httpStatus, reason: r.reason }))
        }
      }
    } catch (e) {
      if (f.throws.length < 20) f.throws.push(`${input.kind}: ${e instanceof Error ? e.message : String(e)} <- ${JSON.stringify(input).slice(0, 300)}`)
      else f.throws.push("…")
    }
  }
  return { feed, get state() { return d.state } }
}

/**
 * Runs `runs` inputs in batches of `batch` (each batch sampled with seed + batch index, so a long run
 * needs little memory), a fresh session every `sessionEvery` inputs; `onBatch` sees the figures so far.
 */
export const runWireFuzz = async (opts: { seed: number; runs: number; batch?: number; sessionEvery?: number; onBatch?: (f: WireFuzzFigures) => void }): Promise<WireFuzzFigures> => {
  const pools = samplePools(opts.seed)
  const arb = wireInputArb(pools)
  const batch = opts.batch ?? 2_000
  const sessionEvery = opts.sessionEvery ?? 5_000
  const f = newFigures()
  let session = fuzzSession()
  for (let done = 0, b = 0; done < opts.runs; b++) {
    const n = Math.min(batch, opts.runs - done)
    const inputs = fc.sample(arb, { numRuns: n, seed: opts.seed + b })
    for (const input of inputs) {
      if (f.inputs > 0 && f.inputs % sessionEvery === 0) session = fuzzSession()
      await session.feed(input, f)
    }
    done += n
    opts.onBatch?.(f)
  }
  return f
}
