// @vitest-environment node
// The call endpoints of the reference gateway (m§7 Call API, m§4 billing, m§8 codes) with members
// connected to the relay through the client's WebSocket adapter: pre-check, launch checks (100001-100004),
// actions 1/2/3/5/6/7/101 delivered to the other side, call records (IM type 10) to both, per-minute
// billing on a fake clock with a shortened minute (CALL_BILLING_MS), hang-up when coins run out.
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import type { RealtimeInput } from "../../domain/runtime/ports"
import { makeWsRealtime } from "../../infrastructure/rtm/ws"
import type { BuiltGateway } from "../../gateway/server"
import { gatewayOptions } from "../../gateway/config"
import { call, login, removeTempDirs, startGateway, listenRelay, until } from "./helpers"

const MINUTE = 60 // ms: the shortened billing minute
const GONE_GRACE = 40 // ms: the shortened grace before the gateway ends the call of a member who left
const T0 = 1_800_000_000_000
let clock = T0
let gw: BuiltGateway
let url: string
const open: Array<{ disconnect: () => void }> = []

beforeEach(async () => {
  clock = T0
  gw = await startGateway({ now: () => clock, callBillingMs: MINUTE, callGoneGraceMs: GONE_GRACE })
  url = await listenRelay(gw)
})
afterEach(async () => {
  for (const c of open.splice(0)) c.disconnect()
  await gw.app.close()
  removeTempDirs()
})


/**
 * Signs `email` in; `online` connects it to the relay and collects what it receives ("later": ready to,
 * by `join`, as a reloaded page whose sign-in and token are done).
 */
const member = async (email: string, password: string, online: boolean | "later" = true) => {
  const r = await login(gw, email, password, `dev-${email}`)
  const auth = { token: r.data.loginToken as string, userId: r.data.userId as number, deviceId: `dev-${email}` }
  const got: RealtimeInput[] = []
  let session: { disconnect: () => void } | null = null
  const t = online === false ? null : await call(gw, "rtmToken", {}, auth)
  /** Connects to the relay (at once when `online` is true). */
  const join = async () => {
    const rt = makeWsRealtime({ url, WebSocket: WebSocket as unknown as new (u: string) => globalThis.WebSocket, random: () => 0 })
    rt.connect({ userId: String(auth.userId), token: t!.data.token }, (e) => got.push(e))
    open.push(rt)
    session = rt
    await until(() => gw.relay.isOnline(auth.userId))
  }
  if (online === true) await join()
  /** Closes the member's real-time session (a tab closed) and waits until the relay saw it. */
  const leave = async () => {
    session?.disconnect()
    await until(() => !gw.relay.isOnline(auth.userId))
  }
  const actions = () => got.flatMap((e) => (e._tag === "CallActionReceived" ? [e.action] : []))
  const records = () => got.flatMap((e) => (e._tag === "ImFrameReceived" && e.message.message_type === 10 ? [e.message] : []))
  const friendMessages = () => got.flatMap((e) => (e._tag === "ImFrameReceived" && e.message.message_type === 1 && e.message.message_type_value === 1 ? [e.message] : []))
  return { auth, id: auth.userId, actions, records, friendMessages, leave, join }
}
type Member = Awaited<ReturnType<typeof member>>

const setGold = (id: number, gold: number) => gw.app.inject({ method: "POST", url: `/dev/users/${id}/gold`, payload: JSON.stringify({ gold }) })
const goldOf = async (m: Member) => (await call(gw, "getCurrentGoldNum", {}, m.auth)).data.goldNum as number

const MIA = 20_000_001 // seeded host, 120 coins per minute
const alexAndMia = async () => [await member("alex@example.com", "password1"), await member("mia.host@example.com", "hostpass1")] as const
const launch = (m: Member, calleeUserId = MIA) => call(gw, "callLaunch", { calleeUserId, callLocation: 1 }, m.auth)

describe("call pre-check and launch", () => {
  it("pre-check answers the balance, the callee's price and info", async () => {
    const alex = await member("alex@example.com", "password1", false)
    const r = await call(gw, "callPrecheck", { calleeUserId: MIA, callLocation: 1 }, alex.auth)
    expect(r.code).toBe(200)
    expect(r.data).toMatchObject({ currentCoin: 500, price: 120, userInfo: { userId: MIA, userName: expect.stringMatching(/^Mia/), gender: 2 } })
    expect((await call(gw, "callGetPrice", { calleeUserId: MIA }, alex.auth)).data).toEqual({ price: 120 })
    expect((await call(gw, "callPrecheck", { calleeUserId: 1, callLocation: 1 }, alex.auth)).code).toBe(400)
    expect((await call(gw, "callPrecheck", { calleeUserId: MIA, callLocation: 1 })).http).toBe(401)
  })

  it("refuses offline (100001), busy (100002), friend-only (100003) and unaffordable (100004) callees", async () => {
    const alex = await member("alex@example.com", "password1")
    expect((await launch(alex)).code).toBe(100001)
    const friendOnlyHost = MIA + 4
    expect((await launch(alex, friendOnlyHost)).code).toBe(100003)
    await gw.app.inject({ method: "POST", url: `/dev/users/${alex.id}/friend`, payload: JSON.stringify({ friendId: friendOnlyHost }) })
    expect((await launch(alex, friendOnlyHost)).code).toBe(100001) // friends now: on to the online check
    expect((await call(gw, "callFriendVideo", { calleeUserId: MIA, callLocation: 1 }, alex.auth)).code).toBe(100003)
    const mia = await member("mia.host@example.com", "hostpass1")
    await setGold(alex.id, 119)
    const poor = await launch(alex)
    expect(poor.code).toBe(100004)
    expect(mia.actions()).toEqual([])
    await setGold(alex.id, 500)
    expect((await launch(alex)).code).toBe(200)
    const sam = await member("sam@example.com", "password2")
    await setGold(sam.id, 1000)
    expect((await launch(sam)).code).toBe(100002)
    // A ringing room older than a minute no longer makes Mia busy.
    clock += 61_000
    expect((await launch(sam)).code).toBe(200)
  })

  it("launch creates a room and rings the callee with action 1 (caller info, sentAt)", async () => {
    const [alex, mia] = await alexAndMia()
    const r = await launch(alex)
    expect(r.code).toBe(200)
    expect(r.data).toMatchObject({ roomNum: expect.any(String), rtcAppId: "", rtcRoomToken: "", price: 120, callerUserId: alex.id, calleeUserId: MIA, sentAt: T0 })
    await until(() => mia.actions().length === 1)
    expect(mia.actions()[0]).toMatchObject({
      callAction: 1, roomNum: r.data.roomNum, callerUserId: String(alex.id), calleeUserId: String(MIA), sendUserId: String(alex.id),
      sentAt: T0, pricePerMinute: 120, remoteUserInfo: { id: String(alex.id), userName: "Alex" },
    })
  })
})

describe("call endings before an answer", () => {
  it("cancel sends action 2 to the callee and a cancelled record (reason 2) to both; nothing is charged", async () => {
    const [alex, mia] = await alexAndMia()
    const { roomNum } = (await launch(alex)).data
    expect((await call(gw, "callCancel", { roomNum }, mia.auth)).code).toBe(100000) // only the caller cancels
    expect((await call(gw, "callCancel", { roomNum }, alex.auth)).code).toBe(200)
    expect((await call(gw, "callCancel", { roomNum }, alex.auth)).code).toBe(200) // again: still ended, once
    await until(() => mia.actions().length === 2 && alex.records().length === 1 && mia.records().length === 1)
    expect(mia.actions()[1]).toMatchObject({ callAction: 2, roomNum })
    expect(alex.records()[0]).toMatchObject({ message_type: 10, roomNum, videoTime: 0, hangupReason: 2, chat_id: `${alex.id}-${MIA}` })
    expect(await goldOf(alex)).toBe(500)
    expect((await call(gw, "callAnswer", { roomNum }, mia.auth)).code).toBe(100000) // a closed room never reopens
    // The record is in both members' chat history too (a reload shows it), once, with its call fields.
    for (const [m, peer] of [[alex, MIA], [mia, alex.id]] as const) {
      const history = (await call(gw, "imDetails", { sendUserId: peer, pageNo: 1, pageSize: 100 }, m.auth)).data.list as Array<Record<string, unknown>>
      expect(history.filter((x) => x.message_type === 10)).toEqual([
        expect.objectContaining({ messageId: `call-${roomNum}`, roomNum, hangupReason: 2, videoTime: 0, callerUserId: String(alex.id), calleeUserId: String(MIA) }),
      ])
    }
  })

  it("refuse sends 5 to the caller, timeout sends 6 to the other side", async () => {
    const [alex, mia] = await alexAndMia()
    const first = (await launch(alex)).data.roomNum
    expect((await call(gw, "callRefuse", { roomNum: first }, alex.auth)).code).toBe(100000)
    expect((await call(gw, "callRefuse", { roomNum: first }, mia.auth)).code).toBe(200)
    await until(() => alex.actions().length === 1)
    expect(alex.actions()[0]).toMatchObject({ callAction: 5, roomNum: first })
    const second = (await launch(alex)).data.roomNum
    expect((await call(gw, "callTimeout", { roomNum: second }, alex.auth)).code).toBe(200)
    await until(() => mia.actions().length === 3)
    expect(mia.actions()[2]).toMatchObject({ callAction: 6, roomNum: second })
    await until(() => alex.records().length === 2)
    expect(alex.records().map((m) => m.hangupReason)).toEqual([3, 4])
  })
})

describe("answered calls and billing (a shortened minute on a fake clock)", () => {
  it("answer sends 3 and charges the first minute; each started minute is charged with a 101; hang-up bills the rest and sends 7", async () => {
    const [alex, mia] = await alexAndMia()
    const { roomNum } = (await launch(alex)).data
    clock += 5_000 // ringing does not count
    const ans = await call(gw, "callAnswer", { roomNum }, mia.auth)
    expect(ans.code).toBe(200)
    expect(ans.data).toMatchObject({ roomNum, price: 120, sentAt: T0 + 5_000 })
    await until(() => alex.actions().length === 2)
    expect(alex.actions()[0]).toMatchObject({ callAction: 3, roomNum })
    // Mia's other sessions hear of the answer too (they stop ringing).
    await until(() => mia.actions().some((a) => a.callAction === 3))
    expect(mia.actions().find((a) => a.callAction === 3)).toMatchObject({ roomNum, sendUserId: String(MIA) })
    expect(alex.actions()[1]).toMatchObject({ callAction: 101, goldNum: 380, enough: true })
    expect(await goldOf(alex)).toBe(380)
    // The second minute starts: the billing tick charges it.
    clock += MINUTE
    await until(() => alex.actions().length === 3)
    expect(alex.actions()[2]).toMatchObject({ callAction: 101, goldNum: 260, enough: true })
    // 10 ms into the third minute Alex hangs up: the started minute is billed too.
    clock += MINUTE + 10
    const bill = await call(gw, "callHangup", { roomNum }, alex.auth)
    expect(bill.code).toBe(200)
    expect(bill.data).toEqual({ roomNum, videoTime: 0, minutes: 3, coinsSpent: 360, goldNum: 140, hangupReason: 1 })
    await until(() => mia.actions().some((a) => a.callAction === 7) && mia.records().length === 1)
    expect(mia.actions().find((a) => a.callAction === 7)).toMatchObject({ roomNum, hangupUserId: String(alex.id) })
    expect(mia.records()[0]).toMatchObject({ roomNum, hangupReason: 1 })
    // A second hang-up answers the same bill and charges nothing more.
    clock += 10 * MINUTE
    expect((await call(gw, "callHangup", { roomNum }, mia.auth)).data).toMatchObject({ minutes: 3, coinsSpent: 360 })
    expect(await goldOf(alex)).toBe(140)
  })

  it("a call under one minute is billed as one minute", async () => {
    const [alex, mia] = await alexAndMia()
    const { roomNum } = (await launch(alex)).data
    await call(gw, "callAnswer", { roomNum }, mia.auth)
    clock += 1
    const bill = await call(gw, "callHangup", { roomNum }, mia.auth)
    expect(bill.data).toMatchObject({ minutes: 1, coinsSpent: 120, goldNum: 380 })
    await until(() => alex.actions().some((a) => a.callAction === 7))
    expect(alex.actions().find((a) => a.callAction === 7)).toMatchObject({ hangupUserId: String(MIA) })
  })

  it("when the caller cannot pay the next minute: 101 says not enough, then the gateway hangs up (reason 5) for both", async () => {
    const [alex, mia] = await alexAndMia()
    await setGold(alex.id, 130)
    const { roomNum } = (await launch(alex)).data
    await call(gw, "callAnswer", { roomNum }, mia.auth)
    await until(() => alex.actions().length === 2)
    expect(alex.actions()[1]).toMatchObject({ callAction: 101, goldNum: 10, enough: false })
    clock += MINUTE
    await until(() => alex.actions().some((a) => a.callAction === 7) && mia.actions().some((a) => a.callAction === 7))
    expect(alex.actions().find((a) => a.callAction === 7)).toMatchObject({ hangupReason: 5 })
    expect(await goldOf(alex)).toBe(10) // never below zero
    await until(() => alex.records().length === 1)
    expect(alex.records()[0]).toMatchObject({ hangupReason: 5 })
    expect((await call(gw, "callHangup", { roomNum }, alex.auth)).data).toMatchObject({ minutes: 1, coinsSpent: 120, hangupReason: 5 })
  })

  it("a free call (price 0) charges nothing; notify calls and stats answer 200 for members of the room only", async () => {
    const [alex, mia] = await alexAndMia()
    await gw.app.inject({ method: "POST", url: `/dev/users/${MIA}/host`, payload: JSON.stringify({ price: 0 }) })
    const { roomNum, price } = (await launch(alex)).data
    expect(price).toBe(0)
    await call(gw, "callAnswer", { roomNum }, mia.auth)
    for (const name of ["callNotifyJoin", "callNotifyStart", "callNotifyEnd"] as const) {
      expect((await call(gw, name, { roomNum }, alex.auth)).code).toBe(200)
    }
    const sam = await member("sam@example.com", "password2", false)
    expect((await call(gw, "callNotifyJoin", { roomNum }, sam.auth)).code).toBe(100000)
    // Just inside the third minute (on a boundary a billing tick racing the hang-up would start a fourth).
    clock += 3 * MINUTE - 10
    expect((await call(gw, "callHangup", { roomNum }, alex.auth)).data).toMatchObject({ minutes: 3, coinsSpent: 0, goldNum: 500 })
    const stats = { matchId: roomNum, matchUserId: MIA, roomId: roomNum, gold: 0, feeType: 1, isPay: 0, videoTime: 0, requestType: 1 }
    expect((await call(gw, "callStats", stats, alex.auth)).code).toBe(200)
  })
})

describe("a member who leaves without hanging up (tab or browser closed, connection lost)", () => {
  it("when the caller's last session closes in a live call, the gateway hangs up for them after the grace: 7 to the host, a record, no more minutes billed", async () => {
    const [alex, mia] = await alexAndMia()
    const { roomNum } = (await launch(alex)).data
    await call(gw, "callAnswer", { roomNum }, mia.auth)
    await until(() => alex.actions().length === 2)
    await alex.leave()
    await until(() => mia.actions().some((a) => a.callAction === 7) && mia.records().length === 1)
    expect(mia.actions().find((a) => a.callAction === 7)).toMatchObject({ roomNum, hangupUserId: String(alex.id), hangupReason: 1 })
    expect(mia.records()[0]).toMatchObject({ roomNum, hangupReason: 1 })
    // Minutes later nothing more is charged: the room ended with one minute.
    clock += 10 * MINUTE
    await new Promise((r) => setTimeout(r, 3 * MINUTE))
    expect(await goldOf(alex)).toBe(380)
    expect((await call(gw, "callHangup", { roomNum }, mia.auth)).data).toMatchObject({ minutes: 1, coinsSpent: 120, hangupReason: 1 })
  })

  it("when the host's session closes, the caller is told at once after the grace (7 from the host) and billing stops", async () => {
    const [alex, mia] = await alexAndMia()
    const { roomNum } = (await launch(alex)).data
    await call(gw, "callAnswer", { roomNum }, mia.auth)
    await mia.leave()
    await until(() => alex.actions().some((a) => a.callAction === 7))
    expect(alex.actions().find((a) => a.callAction === 7)).toMatchObject({ roomNum, hangupUserId: String(MIA) })
    clock += 5 * MINUTE
    await new Promise((r) => setTimeout(r, 3 * MINUTE))
    expect(await goldOf(alex)).toBe(380)
  })

  it("a call ended for a member with no session is logged as a warning, with how that session ended", async () => {
    await gw.app.close()
    const lines: string[] = []
    gw = await startGateway({ now: () => clock, callBillingMs: MINUTE, callGoneGraceMs: GONE_GRACE, logger: { level: "warn", stream: { write: (l) => void lines.push(l) } } })
    url = await listenRelay(gw)
    const [alex, mia] = await alexAndMia()
    const { roomNum } = (await launch(alex)).data
    await call(gw, "callAnswer", { roomNum }, mia.auth)
    expect(lines).toEqual([])
    await mia.leave()
    await until(() => lines.length > 0)
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 40,
      msg: "ended the calls of a member with no real-time session",
      userId: String(MIA),
      session: { how: "closed", code: expect.any(Number) },
      graceMs: GONE_GRACE,
      calls: 1,
    })
  })

  it("GATEWAY_LOG: 0 turns the log off, a level logs from it, anything else logs from info", () => {
    expect(gatewayOptions({}, {}).logger).toBe(true)
    expect(gatewayOptions({}, { GATEWAY_LOG: "0" }).logger).toBe(false)
    expect(gatewayOptions({}, { GATEWAY_LOG: " Warn " }).logger).toEqual({ level: "warn" })
    expect(gatewayOptions({}, { GATEWAY_LOG: "1" }).logger).toBe(true)
  })

  it("a caller who leaves while it rings cancels it (2 to the host)", async () => {
    const [alex, mia] = await alexAndMia()
    const ringing = (await launch(alex)).data.roomNum
    await alex.leave()
    await until(() => mia.actions().some((a) => a.callAction === 2))
    expect(mia.actions().find((a) => a.callAction === 2)).toMatchObject({ roomNum: ringing })
  })

  it("a caller back within the grace (a reload) keeps the call", async () => {
    // A grace a reconnect fits in on a loaded machine (the one above is 40 ms).
    await gw.app.close()
    gw = await startGateway({ now: () => clock, callBillingMs: MINUTE, callGoneGraceMs: 1_000 })
    url = await listenRelay(gw)
    const [alex, mia] = await alexAndMia()
    const { roomNum } = (await launch(alex)).data
    await call(gw, "callAnswer", { roomNum }, mia.auth)
    // The reloaded page has signed in and has its token; its session opens right after the old one closed.
    const back = await member("alex@example.com", "password1", "later")
    await alex.leave()
    await back.join()
    await new Promise((r) => setTimeout(r, 1_500))
    expect(mia.actions().filter((a) => a.callAction === 7)).toEqual([])
    expect((await call(gw, "callHangup", { roomNum }, back.auth)).data).toMatchObject({ roomNum, minutes: 1, hangupReason: 1 })
  })
})

describe("friend add during a call (m§4 addWay 101)", () => {
  it("in a call the first asks (relation 1, a friend request to the other), the other's add accepts (relation 2, friends: friend-only calls go through)", async () => {
    const [alex, mia] = await alexAndMia()
    const asked = await call(gw, "addFriend", { addWay: 101, friendUserId: MIA, addReally: 1 }, alex.auth)
    expect(asked.data).toEqual({ relation: 1 })
    await until(() => mia.friendMessages().length === 1)
    expect(mia.friendMessages()[0]).toMatchObject({ senderId: String(alex.id), receiverIds: [String(MIA)], addType: 1, accept: 0 })
    expect((await call(gw, "addFriend", { addWay: 101, friendUserId: alex.id, addReally: 1 }, mia.auth)).data).toEqual({ relation: 2 })
    await until(() => alex.friendMessages().some((m) => m.accept === 1))
    expect((await call(gw, "addFriend", { addWay: 101, friendUserId: MIA, addReally: 1 }, alex.auth)).data).toEqual({ relation: 2 })
    await gw.app.inject({ method: "POST", url: `/dev/users/${MIA}/host`, payload: JSON.stringify({ price: 120, friendOnly: true }) })
    expect((await launch(alex)).code).toBe(200)
    expect((await call(gw, "addFriend", { addWay: 101, friendUserId: alex.id, addReally: 1 }, alex.auth)).code).toBe(400)
  })
})

describe("dev tools and configuration", () => {
  it("POST /dev/users/:id/gold sets coins; bad input 400, unknown user 404", async () => {
    const alex = await member("alex@example.com", "password1", false)
    expect((await setGold(alex.id, 42)).json()).toEqual({ gold: 42 })
    expect(await goldOf(alex)).toBe(42)
    expect((await setGold(alex.id, -1)).statusCode).toBe(400)
    expect((await gw.app.inject({ method: "POST", url: `/dev/users/${alex.id}/gold`, payload: "nope" })).statusCode).toBe(400)
    expect((await setGold(99, 5)).statusCode).toBe(404)
  })

  it("CALL_BILLING_MS sets the billing minute (default 60 000)", () => {
    expect(gatewayOptions({}, {}).callBillingMs).toBe(60_000)
    expect(gatewayOptions({}, { CALL_BILLING_MS: "2000" }).callBillingMs).toBe(2000)
    expect(gatewayOptions({}, { CALL_BILLING_MS: "x" }).callBillingMs).toBe(60_000)
  })

  it("the recovery end-call (side given) ends a live call like a hang-up", async () => {
    const [alex, mia] = await alexAndMia()
    const { roomNum } = (await launch(alex)).data
    await call(gw, "callAnswer", { roomNum }, mia.auth)
    const r = await call(gw, "callEndCallee", { roomNum, side: "callee" }, mia.auth)
    expect(r.code).toBe(200)
    await until(() => alex.actions().some((a) => a.callAction === 7))
  })
})
