// The steps of the call model test (spec/property/callModel.test.ts): what the model remembers, the
// gateway answers it may deliver (also stale and duplicate), and the fc.commands — member actions, call
// actions for current/old/unknown rooms, redeliveries, media reports, answers, clock moves and the
// "everybody plays along" step. Each step runs the model's invariant check afterwards.
import fc from "fast-check"
import type { Intent } from "../../domain/app/intents"
import { I } from "../../domain/app/intents"
import type { AppState } from "../../domain/app/state"
import type { CallWire } from "../../domain/realtime/wire"
import { NETWORK, type FailureSpec, type GatewayCall, type Harness } from "./harness"
import { ME, PEER, caller, emit, host, room, type Published } from "./callFlows"

/** What the test remembers of a run besides the harness: rooms that ended, frames delivered, media joined; its invariant check. */
export interface Model {
  readonly closed: Set<string>
  readonly delivered: CallWire[]
  readonly joined: Set<string>
  steps: number
  prev: AppState
  readonly check: (h: Harness, m: Model) => void
}

/** The room pool of launches, invites and stray actions. */
export const ROOMS = ["r1", "r2", "r3", "r4"] as const

// ---- gateway answers ----

type Outcome = { readonly label: string; readonly ok: true; readonly data: (c: GatewayCall) => unknown } | { readonly label: string; readonly ok: false; readonly f: FailureSpec }
const okA = (label: string, data: (c: GatewayCall) => unknown): Outcome => ({ label, ok: true, data })
const failA = (label: string, f: FailureSpec): Outcome => ({ label, ok: false, f })
const roomOf = (c: GatewayCall): string => String(c.params["roomNum"] ?? "r1")

const ANSWERS: Record<string, Outcome[]> = {
  callPrecheck: [
    ...[0, 60, 120].flatMap((price) => [0, 60, 500].map((coins) => okA(`price${price}/coins${coins}`, () => ({ coinBalance: coins, pricePerMinute: price, callee: host })))),
    failA("100000", { code: 100000 }),
    failA("network", NETWORK),
  ],
  callLaunch: [
    ...ROOMS.flatMap((r) => [okA(`room ${r}`, () => room(r, 60)), okA(`room ${r}`, () => room(r, 60))]),
    ...[100001, 100002, 100003, 100004, 100000].map((code) => failA(String(code), { code })),
    failA("network", NETWORK),
  ],
  callAnswer: [okA("answered", (c) => room(roomOf(c), 60, { callerId: PEER, calleeId: ME })), okA("answered", (c) => room(roomOf(c), 60, { callerId: PEER, calleeId: ME })), failA("100000", { code: 100000 })],
  callHangup: [okA("bill", (c) => ({ roomNum: roomOf(c), videoSeconds: 40, minutes: 1, coinsSpent: 60, coinBalance: 440, hangupReason: 1 })), failA("network", NETWORK)],
  addFriend: [okA("asked", () => ({ relation: 1 })), okA("friends", () => ({ relation: 2 })), failA("20001", { code: 20001 })],
  getCurrentGoldNum: [okA("gold", () => ({ coinBalance: 320 })), okA("gold0", () => ({ coinBalance: 0 }))],
}
const GENERIC: Outcome[] = [okA("ok", () => ({})), failA("100000", { code: 100000 }), failA("network", NETWORK)]
const CALL_NAMES = new Set(["callPrecheck", "callLaunch", "callAnswer", "callCancel", "callRefuse", "callTimeout", "callHangup", "callNotifyJoin", "callNotifyStart", "callNotifyEnd", "callStats", "getCurrentGoldNum", "addFriend"])

const deliver = (h: Harness, call: GatewayCall, variant: number): string => {
  const outcomes = ANSWERS[call.name] ?? GENERIC
  const o = outcomes[variant % outcomes.length]!
  if (o.ok) h.answerTo(call, o.data(call))
  else h.failTo(call, o.f)
  return `${call.name}#${call.requestId}<-${o.label}`
}

/** Notes media joins and leaves among the commands since `from`. */
const noteMedia = (h: Harness, m: Model, from: number) => {
  for (const c of h.since(from)) {
    if (c._tag === "JoinRtc") m.joined.add(c.roomNum)
    if (c._tag === "LeaveRtc") m.joined.delete(c.roomNum)
  }
}

// ---- commands ----

abstract class Step implements fc.Command<Model, Harness> {
  protected log = ""
  check = () => true
  abstract act(m: Model, h: Harness): void
  run(m: Model, h: Harness) {
    const from = h.mark()
    this.act(m, h)
    noteMedia(h, m, from)
    m.check(h, m)
  }
}

class Do extends Step {
  constructor(readonly label: string, readonly intent: (s: AppState) => Intent) {
    super()
  }
  override act(_: Model, h: Harness) {
    h.dispatch(this.intent(h.state()))
  }
  override toString = () => this.label
}

/** Publishes an adapter event built from the state. */
class Publish extends Step {
  constructor(readonly label: string, readonly event: (s: AppState) => Published) {
    super()
  }
  override act(_: Model, h: Harness) {
    emit(h, this.event(h.state()))
  }
  override toString = () => this.label
}

/** A call action as the relay delivers it; `which` room: the current one, or one of the pool. */
class Action extends Step {
  constructor(
    readonly callAction: number,
    readonly which: number,
    /** The member's side; "auto": the side of the current call (caller when none). */
    readonly me: "caller" | "callee" | "auto",
    readonly ageMs: number,
    readonly gold: number,
  ) {
    super()
  }
  override act(m: Model, h: Harness) {
    const { roomNum: current, role } = h.state().calls
    const roomNum = this.which === 0 && current !== "" ? current : ROOMS[this.which % ROOMS.length]!
    const me = this.me === "auto" ? (role ?? "caller") : this.me
    const a: CallWire = {
      callAction: this.callAction,
      roomNum,
      callerUserId: me === "caller" ? ME : PEER,
      calleeUserId: me === "caller" ? PEER : ME,
      sendUserId: PEER,
      sentAt: h.now() - this.ageMs,
      ...(this.callAction === 1 ? { remoteUserInfo: caller, pricePerMinute: 60 } : {}),
      ...(this.callAction === 101 ? { goldNum: this.gold, enough: this.gold >= 60 } : {}),
      ...(this.callAction === 7 ? { hangupUserId: this.gold % 2 === 0 ? PEER : ME, hangupReason: this.gold < 0 ? 5 : 1 } : {}),
    }
    m.delivered.push(a)
    this.log = `${roomNum}`
    emit(h, { _tag: "CallActionReceived", frameId: `f${m.delivered.length}`, from: PEER, action: a })
  }
  override toString = () => `action(${this.callAction},${this.which},${this.me},${this.ageMs},${this.gold})/*${this.log}*/`
}

/** Delivers an earlier call action again (duplicate, now late). */
class Redeliver extends Step {
  constructor(readonly pick: number) {
    super()
  }
  override act(m: Model, h: Harness) {
    const a = m.delivered[m.delivered.length - 1 - (this.pick % Math.max(1, m.delivered.length))]
    this.log = a ? `${a.callAction}@${a.roomNum}` : "none"
    if (a) emit(h, { _tag: "CallActionReceived", frameId: `dup${h.events.length}`, from: PEER, action: a })
  }
  override toString = () => `redeliver(${this.pick})/*${this.log}*/`
}

/** Answers a pending call-related request: the one the slice awaits, or another (stale), or an answered one again. */
class Answer extends Step {
  constructor(readonly target: "awaited" | "any" | "again", readonly pick: number, readonly variant: number) {
    super()
  }
  override act(_: Model, h: Harness) {
    const related = (c: GatewayCall) => CALL_NAMES.has(c.name)
    const waits = h.state().calls.pending?.requestId
    const pool =
      this.target === "again"
        ? h.calls().filter((c) => related(c) && h.isAnswered(c)).reverse()
        : h.pendingCalls().filter((c) => related(c) && (this.target === "any" || c.requestId === waits)).reverse()
    const call = pool[this.pick % Math.max(1, pool.length)]
    this.log = call ? deliver(h, call, this.variant) : "none"
  }
  override toString = () => `answer(${this.target},${this.pick},${this.variant})/*${this.log}*/`
}

class Advance extends Step {
  constructor(readonly ms: number) {
    super()
  }
  override act(_: Model, h: Harness) {
    h.advance(this.ms)
  }
  override toString = () => `advance(${this.ms})`
}

/**
 * What comes next when everybody plays along: the member's next placement step or accept, the other
 * side answering (3), the media joining, the gateway's next billing update (101). At idle, `variant`
 * chooses between placing a call and being invited to room `variant` of the pool.
 */
class Proceed extends Step {
  constructor(readonly variant: number) {
    super()
  }
  override act(m: Model, h: Harness) {
    const c = h.state().calls
    this.log = `${c.phase}/${c.step}`
    const act = (callAction: number, more: Partial<CallWire> = {}) => {
      const me = c.role ?? "callee"
      const a: CallWire = { callAction, roomNum: c.roomNum, callerUserId: me === "caller" ? ME : PEER, calleeUserId: me === "caller" ? PEER : ME, sendUserId: PEER, sentAt: h.now(), ...more }
      m.delivered.push(a)
      emit(h, { _tag: "CallActionReceived", frameId: `p${m.delivered.length}`, from: PEER, action: a })
    }
    if (c.phase === "idle" && this.variant % 2 === 0) h.dispatch(I.PlaceCall({ calleeId: PEER, location: 1 }))
    else if (c.phase === "idle") act(1, { roomNum: ROOMS[this.variant % ROOMS.length]!, remoteUserInfo: caller, pricePerMinute: 60 })
    else if (c.phase === "checking" && c.step === "explainer") h.dispatch(I.AcceptCallExplainer())
    else if (c.phase === "checking" && c.step === "devices") emit(h, { _tag: "DevicesChecked", camera: true, microphone: true, speakers: "present", permission: "granted" })
    else if (c.phase === "confirming") h.dispatch(I.ConfirmCallPrice())
    else if (c.phase === "insufficient") h.dispatch(I.CancelCallPlacement())
    else if (c.phase === "ringing") c.role === "callee" ? h.dispatch(I.AcceptCall()) : act(3)
    else if (c.phase === "joining" || c.phase === "live") {
      const r = c.roomNum
      if (c.phase === "joining") emit(h, { _tag: "RtcJoined", roomNum: r })
      else if (!c.firstFrame) emit(h, { _tag: "RemoteFirstFrame", roomNum: r })
      else if (c.role === "caller") {
        const gold = (h.state().session.coinBalance ?? 0) - c.pricePerMinute * (1 + (this.variant % 4))
        act(101, { goldNum: gold, enough: gold >= c.pricePerMinute })
      } else emit(h, { _tag: "RtcQualityChanged", roomNum: r, quality: "poor", rttMs: 300, lossPct: 4 })
    }
  }
  override toString = () => `proceed(${this.variant})/*${this.log}*/`
}

const media = (label: string, ev: (r: string) => Published) =>
  fc.constantFrom("current", "r2").map((w) => new Publish(`${label}(${w})`, (s) => ev(w === "current" ? s.calls.roomNum : "r2")))

/** All steps, weighted so that runs get through placement, ringing, the video and its endings. */
export const callCommands: fc.Arbitrary<fc.Command<Model, Harness>> = fc.oneof(
  { weight: 14, arbitrary: fc.nat(7).map((v) => new Proceed(v)) },
  { weight: 2, arbitrary: fc.constantFrom(1, 11).map((l) => new Do(`PlaceCall(${l})`, () => I.PlaceCall({ calleeId: PEER, location: l }))) },
  { weight: 1, arbitrary: fc.constant(new Do("CancelCallPlacement", () => I.CancelCallPlacement())) },
  { weight: 2, arbitrary: fc.constant(new Do("AcceptCall", () => I.AcceptCall())) },
  { weight: 1, arbitrary: fc.constant(new Do("RefuseCall", () => I.RefuseCall())) },
  { weight: 1, arbitrary: fc.constant(new Do("CancelCall", () => I.CancelCall())) },
  { weight: 1, arbitrary: fc.constant(new Do("HangUp", () => I.HangUp())) },
  { weight: 1, arbitrary: fc.constant(new Do("ConfirmHangUp", () => I.ConfirmHangUp())) },
  { weight: 1, arbitrary: fc.constantFrom("ToggleMic", "ToggleRemoteAudio", "SwapVideo", "AddFriendInCall", "CloseCallReceipt", "DismissCallToast").map((n) => new Do(n, () => (I as unknown as Record<string, () => Intent>)[n]!())) },
  { weight: 1, arbitrary: fc.boolean().map((mobile) => new Do(`ReportPageHidden(${mobile})`, () => I.ReportPageHidden({ mobile }))) },
  { weight: 1, arbitrary: fc.constant(new Publish("DevicesChecked(no camera)", () => ({ _tag: "DevicesChecked", camera: false, microphone: true, speakers: "unknown", permission: "granted" }))) },
  { weight: 1, arbitrary: fc.constant(new Publish("PaymentSucceeded", (s) => ({ _tag: "PaymentSucceeded", orderId: `o${s.calls.roomNum}`, gold: 300 }))) },
  { weight: 1, arbitrary: fc.constant(new Do("Logout", () => I.Logout())) },
  {
    weight: 10,
    arbitrary: fc
      .tuple(
        fc.constantFrom(1, 1, 2, 3, 3, 5, 6, 7, 7, 101, 101, 101),
        fc.oneof(fc.constant(0), fc.nat(5)),
        fc.constantFrom("auto" as const, "auto" as const, "caller" as const, "callee" as const),
        fc.constantFrom(0, 0, 10_000, 31_000, -5_000),
        fc.constantFrom(-10, 0, 30, 440),
      )
      .map(([a, w, me, age, gold]) => new Action(a, w, me, age, gold)),
  },
  { weight: 3, arbitrary: fc.nat(6).map((p) => new Redeliver(p)) },
  { weight: 1, arbitrary: media("RtcJoined", (r) => ({ _tag: "RtcJoined", roomNum: r })) },
  { weight: 1, arbitrary: media("RtcJoinFailed", (r) => ({ _tag: "RtcJoinFailed", roomNum: r, reason: "network" })) },
  { weight: 1, arbitrary: media("RemoteFirstFrame", (r) => ({ _tag: "RemoteFirstFrame", roomNum: r })) },
  { weight: 1, arbitrary: media("RemoteLeft", (r) => ({ _tag: "RemoteLeft", roomNum: r, reason: "bye" })) },
  { weight: 1, arbitrary: media("RemoteJoined", (r) => ({ _tag: "RemoteJoined", roomNum: r })) },
  { weight: 1, arbitrary: fc.constantFrom("camera" as const, "microphone" as const).map((kind) => new Publish(`MediaDeviceLost(${kind})`, () => ({ _tag: "MediaDeviceLost", kind }))) },
  { weight: 1, arbitrary: fc.nat(2).map((n) => new Publish(`MediaDevicesChanged(${n})`, () => ({ _tag: "MediaDevicesChanged", cameras: n, microphones: 2 - n, speakers: 1 }))) },
  { weight: 1, arbitrary: fc.constant(new Do("DismissDeviceNotice", () => I.DismissDeviceNotice())) },
  { weight: 10, arbitrary: fc.tuple(fc.nat(3), fc.nat(40)).map(([p, v]) => new Answer("awaited", p, v)) },
  { weight: 4, arbitrary: fc.tuple(fc.nat(5), fc.nat(40)).map(([p, v]) => new Answer("any", p, v)) },
  { weight: 2, arbitrary: fc.tuple(fc.nat(5), fc.nat(40)).map(([p, v]) => new Answer("again", p, v)) },
  { weight: 4, arbitrary: fc.constantFrom(1_000, 3_000, 20_000, 30_000, 58_000).map((ms) => new Advance(ms)) },
)

