// Reusable steps of the call flows (m§4) on a harness: a signed-in member (gender and coins chosen),
// placement up to any phase, call actions as the relay delivers them, and media reports.
import type { NewEvent } from "../../domain/app/event"
import { I } from "../../domain/app/intents"
import type { CallWire, RemoteUserInfo } from "../../domain/realtime/wire"
import type { CallRoom } from "../../domain/calls/answers"
import { T0, user } from "./fixtures"
import { harness, type Harness, type HarnessOptions } from "./harness"
import { STORED_SESSION } from "./flows"

/** An adapter event without its `at` (each member of the union keeps its own fields). */
export type Published = NewEvent extends infer T ? (T extends unknown ? Omit<T, "at"> : never) : never

/** Publishes adapter event `e` stamped with the harness clock. */
export const emit = (h: Harness, e: Published): void => h.publish({ ...e, at: h.now() } as NewEvent)

/** The member's id, and the other member of the calls (a host). */
export const ME = "501"
export const PEER = "20000001"
export const ROOM = "room-1"

/** The host as the pre-check answers it. */
export const host: RemoteUserInfo = { id: PEER, userName: "Mia", headImg: "https://img.example/mia_270X360.jpg", age: 24, countryId: 356, interestLabels: [1, 3], gender: 2 }
/** The caller as an invite (1) carries it. */
export const caller: RemoteUserInfo = { id: PEER, userName: "Sam", headImg: "", age: 31, countryId: 792, gender: 1 }

export interface MemberOptions extends Partial<HarnessOptions> {
  /** a§3 gender of the member (default 2; 1 is checked against 80 coins, m§4). */
  readonly gender?: number
  /** The member's coins at sign-in (default 500). */
  readonly coins?: number
  /** Extra storage (e.g. callPermissionSeen "1", pricePopShown "1"). */
  readonly extra?: Readonly<Record<string, string>>
}

/** A returning signed-in member (stored session) whose profile has answered. */
export const member = (o: MemberOptions = {}): Harness => {
  const h = harness({ now: T0, ...o, stored: { ...STORED_SESSION, ...(o.extra ?? {}), ...(o.stored ?? {}) } })
  h.answer("getUserInfo", user(Number(ME), { gender: o.gender ?? 2, coinBalance: o.coins ?? 500 }))
  return h
}

/** A launch / answer room for `roomNum`. */
export const room = (roomNum = ROOM, pricePerMinute = 60, over: Partial<CallRoom> = {}): CallRoom => ({
  roomNum,
  appId: "",
  token: "",
  pricePerMinute,
  callerId: ME,
  calleeId: PEER,
  sentAt: T0,
  ...over,
})

/** All devices there and allowed (m§5). */
export const devicesOk = (h: Harness): void =>
  emit(h, { _tag: "DevicesChecked", camera: true, microphone: true, speakers: "present", permission: "granted" })

export interface PlaceOptions {
  readonly price?: number
  readonly coins?: number
  readonly location?: number
  readonly roomNum?: string
}

/** PlaceCall to PEER: the explainer (when shown), devices ok, the pre-check answered. Ends confirming/insufficient/launching. */
export const precheck = (h: Harness, o: PlaceOptions = {}): void => {
  h.dispatch(I.PlaceCall({ calleeId: PEER, location: o.location ?? 1 }))
  if (h.state().calls.step === "explainer") h.dispatch(I.AcceptCallExplainer())
  devicesOk(h)
  h.answer("callPrecheck", { coinBalance: o.coins ?? h.state().session.coinBalance ?? 500, pricePerMinute: o.price ?? 60, callee: host })
}

/** Placement through the price confirmation to the launch answer: the caller rings. */
export const ringAsCaller = (h: Harness, o: PlaceOptions = {}): void => {
  precheck(h, o)
  if (h.state().calls.phase === "confirming") h.dispatch(I.ConfirmCallPrice())
  h.answer("callLaunch", room(o.roomNum ?? ROOM, o.price ?? 60))
}

/** A call action for room `roomNum` between PEER and the member in `role`, as the relay delivers it. */
export const action = (h: Harness, callAction: number, role: "caller" | "callee", more: Partial<CallWire> = {}): void => {
  const a: CallWire = {
    callAction,
    roomNum: ROOM,
    callerUserId: role === "caller" ? ME : PEER,
    calleeUserId: role === "caller" ? PEER : ME,
    sendUserId: PEER,
    sentAt: h.now(),
    ...more,
  }
  emit(h, { _tag: "CallActionReceived", frameId: `f-${h.events.length}`, from: PEER, action: a })
}

/** An invite (1) from PEER (sent `ageMs` ago) for `roomNum`. */
export const invite = (h: Harness, roomNum = ROOM, ageMs = 0, price = 60): void =>
  action(h, 1, "callee", { roomNum, sentAt: h.now() - ageMs, pricePerMinute: price, remoteUserInfo: caller })

/** The callee accepts the invite, the answer comes back: joining with credentials. */
export const acceptAsCallee = (h: Harness, roomNum = ROOM): void => {
  h.dispatch(I.AcceptCall())
  h.answer("callAnswer", room(roomNum, 60, { callerId: PEER, calleeId: ME }))
}

/** Media of room `roomNum` joins and the first remote frame arrives: live. */
export const goLive = (h: Harness, roomNum = ROOM): void => {
  emit(h, { _tag: "RtcJoined", roomNum })
  emit(h, { _tag: "RemoteJoined", roomNum })
  emit(h, { _tag: "RemoteFirstFrame", roomNum })
}

/** Timer keys running now. */
export const timerKeys = (h: Harness): string[] => h.timers().map((t) => t.key)
