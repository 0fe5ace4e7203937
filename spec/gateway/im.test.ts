// @vitest-environment node
// The chat endpoints of the reference gateway (m§7 im/v1, gift/send, m§8 10014, m§5 54000) with members
// connected to the relay through the client's WebSocket adapter: sends stored once per client id and
// relayed to the receiver and the sender's own sessions, the stand-in translation and its daily limit,
// read marks and unread counts in the list, history pages (also since a time), delete for one side,
// and gifts paid from the sender's coins.
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import type { RealtimeInput } from "../../domain/runtime/ports"
import type { ImWire, NoticeWire } from "../../domain/realtime/wire"
import { makeWsRealtime } from "../../infrastructure/rtm/ws"
import type { BuiltGateway } from "../../gateway/server"
import type { GatewayOptions } from "../../gateway/config"
import { gatewayOptions } from "../../gateway/config"
import { pseudoTranslate } from "../../gateway/translation"
import { call, login, removeTempDirs, startGateway, listenRelay, until } from "./helpers"

const T0 = 1_800_000_000_000
let clock = T0
let gw: BuiltGateway
let url: string
const open: Array<{ disconnect: () => void }> = []

const start = async (over: Partial<GatewayOptions> = {}) => {
  gw = await startGateway({ now: () => clock, ...over })
  url = await listenRelay(gw)
}
beforeEach(() => {
  clock = T0
})
afterEach(async () => {
  for (const c of open.splice(0)) c.disconnect()
  await gw.app.close()
  removeTempDirs()
})


/** Signs `email` in; `sessions` relay connections collect the IM messages each receives. */
const member = async (email: string, password: string, sessions = 1) => {
  const r = await login(gw, email, password, `dev-${email}`)
  const auth = { token: r.data.loginToken as string, userId: r.data.userId as number, deviceId: `dev-${email}` }
  const inboxes: ImWire[][] = []
  const notices: NoticeWire[] = []
  for (let i = 0; i < sessions; i++) {
    const got: ImWire[] = []
    inboxes.push(got)
    const t = await call(gw, "rtmToken", {}, auth)
    const rt = makeWsRealtime({ url, WebSocket: WebSocket as unknown as new (u: string) => globalThis.WebSocket, random: () => 0 })
    rt.connect({ userId: String(auth.userId), token: t.data.token }, (e: RealtimeInput) => {
      if (e._tag === "ImFrameReceived") got.push(e.message)
      if (e._tag === "NoticeReceived") notices.push(e.notice)
    })
    open.push(rt)
  }
  if (sessions > 0) await until(() => gw.relay.isOnline(auth.userId))
  return { auth, id: auth.userId, inboxes, notices }
}
type Member = Awaited<ReturnType<typeof member>>

let n = 0
/** Sends `text` from `a` to `b` (a fresh client id unless given), one ms after the previous send. */
const send = (a: Member, b: Member, text: string, over: Record<string, string | number | boolean> = {}) => {
  clock += 1
  return call(gw, "imSend", { message: text, messageType: 1, messageTypeValue: 0, receiveUserId: b.id, sendUserId: a.id, needTranslate: false, targetLanguage: "en", routeType: 1, clientMsgId: `c-${++n}`, ...over }, a.auth)
}
const list = async (m: Member) => (await call(gw, "imList", { pageNo: 1, pageSize: 100 }, m.auth)).data.list as Array<Record<string, unknown>>
const details = async (m: Member, peer: Member, params: Record<string, number> = {}) =>
  (await call(gw, "imDetails", { sendUserId: peer.id, pageNo: 1, pageSize: 100, ...params }, m.auth)).data as { pageNo: number; pages: number; list: ImWire[] }
const alexAndSam = async (alexSessions = 1, samSessions = 1) =>
  [await member("alex@example.com", "password1", alexSessions), await member("sam@example.com", "password2", samSessions)] as const

describe("im/v1/send", () => {
  it("stores the message and relays it to the receiver and to every session of the sender", async () => {
    await start()
    const [alex, sam] = await alexAndSam(2, 1)
    const r = await send(alex, sam, "  Hello <b>Sam</b>  ", { clientMsgId: "first" })
    expect(r.code).toBe(200)
    expect(r.data).toEqual({ messageId: expect.any(String), timeStamp: T0 + 1, translateCode: 0, textContent: { source: "Hello <b>Sam</b>" } })
    await until(() => sam.inboxes[0]!.length === 1 && alex.inboxes.every((i) => i.length === 1))
    const got = sam.inboxes[0]![0]!
    expect(got).toEqual({
      chat_id: `${alex.id}-${sam.id}`, messageId: r.data.messageId, message_type: 1, message_type_value: 0, senderId: String(alex.id),
      receiverIds: [String(sam.id)], timeStamp: T0 + 1, textContent: { source: "Hello <b>Sam</b>" },
    })
    // The sender's own copies carry its client id, so the tab that wrote it shows it once.
    for (const inbox of alex.inboxes) expect(inbox[0]).toEqual({ ...got, clientMsgId: "first" })
  })

  it("is idempotent by the client's message id: a repeated send answers the stored message and relays nothing", async () => {
    await start()
    const [alex, sam] = await alexAndSam()
    const first = await send(alex, sam, "once", { clientMsgId: "same" })
    await until(() => sam.inboxes[0]!.length === 1)
    const again = await send(alex, sam, "once", { clientMsgId: "same" })
    expect(again.data).toEqual(first.data)
    // A second member may use the same client id: ids are per sender.
    const other = await send(sam, alex, "mine", { clientMsgId: "same" })
    expect(other.data.messageId).not.toBe(first.data.messageId)
    await until(() => alex.inboxes[0]!.length === 2)
    expect(sam.inboxes[0]).toHaveLength(2)
    expect((await details(sam, alex)).list.map((m) => m.textContent?.source)).toEqual(["once", "mine"])
  })

  it("refuses what cannot be sent: another sender, unknown or own receiver, empty text, an image without its URL, no login", async () => {
    await start()
    const [alex, sam] = await alexAndSam(0, 0)
    expect((await send(alex, sam, "x", { sendUserId: sam.id })).code).toBe(400)
    expect((await send(alex, sam, "x", { receiveUserId: 999 })).code).toBe(400)
    expect((await send(alex, alex, "x")).code).toBe(400)
    expect((await send(alex, sam, "   ")).code).toBe(400)
    expect((await send(alex, sam, "", { messageType: 3, messageTypeValue: 3 })).code).toBe(400)
    expect((await send(alex, sam, "", { messageType: 3, messageTypeValue: 3, pictureUrl: "javascript:alert(1)" })).code).toBe(400)
    expect((await send(alex, sam, "x".repeat(2001))).code).toBe(400)
    expect((await call(gw, "imSend", { message: "x", messageType: 1, messageTypeValue: 0, receiveUserId: sam.id, sendUserId: alex.id, needTranslate: false, targetLanguage: "en", routeType: 1, clientMsgId: "z" })).http).toBe(401)
    const img = await send(alex, sam, "", { messageType: 3, messageTypeValue: 3, pictureUrl: "/media/uploads/abc.png" })
    expect(img.code).toBe(200)
    expect((await details(sam, alex)).list).toEqual([expect.objectContaining({ message_type: 1, message_type_value: 3, picture_url: "/media/uploads/abc.png" })])
  })
})

describe("stand-in translation (m§5)", () => {
  it("translates deterministically when asked; nothing to translate in emoji", async () => {
    await start()
    const [alex, sam] = await alexAndSam(0, 0)
    const r = await send(alex, sam, "Hello Sam", { needTranslate: true, targetLanguage: "tr" })
    expect(r.data.textContent).toEqual({ source: "Hello Sam", translation: "[tr] Héllö Şám" })
    expect(pseudoTranslate("Hello Sam", "tr")).toBe("[tr] Héllö Şám")
    expect((await send(alex, sam, "👋 🙂", { needTranslate: true, targetLanguage: "tr" })).data).toMatchObject({ translateCode: 0, textContent: { source: "👋 🙂" } })
    expect((await details(sam, alex)).list[0]!.textContent).toEqual({ source: "Hello Sam", translation: "[tr] Héllö Şám" })
  })

  it("beyond the daily limit answers 54000 and still delivers the message untranslated; the limit counts per UTC day", async () => {
    await start({ translateDailyLimit: 1 })
    const [alex, sam] = await alexAndSam(0, 1)
    expect((await send(alex, sam, "one", { needTranslate: true })).data.translateCode).toBe(0)
    const over = await send(alex, sam, "two", { needTranslate: true })
    expect(over.data).toMatchObject({ translateCode: 54000, textContent: { source: "two" } })
    expect(over.data.textContent.translation).toBeUndefined()
    await until(() => sam.inboxes[0]!.length === 2)
    clock += 86_400_000
    expect((await send(alex, sam, "three", { needTranslate: true })).data.translateCode).toBe(0)
  })

  it("TRANSLATE_DAILY_LIMIT sets the limit (default 200; 0 = always at the limit)", () => {
    expect(gatewayOptions({}, {}).translateDailyLimit).toBe(200)
    expect(gatewayOptions({}, { TRANSLATE_DAILY_LIMIT: "0" }).translateDailyLimit).toBe(0)
    expect(gatewayOptions({}, { TRANSLATE_DAILY_LIMIT: "5" }).translateDailyLimit).toBe(5)
    expect(gatewayOptions({}, { TRANSLATE_DAILY_LIMIT: "lots" }).translateDailyLimit).toBe(200)
  })
})

describe("list, read, details, delete", () => {
  it("lists conversations newest first with unread counts and the last message; read clears the count", async () => {
    await start()
    const [alex, sam] = await alexAndSam(0, 0)
    await send(alex, sam, "a1")
    await send(alex, sam, "a2")
    await send(sam, alex, "s1")
    expect(await list(sam)).toEqual([
      expect.objectContaining({ croomId: `${alex.id}-${sam.id}`, friendId: alex.id, userName: "Alex", headImg: expect.stringMatching(/^\/media\//), noReadCount: 2, content: "s1", messageType: 1, messageTypeValue: 0, timestamp: T0 + 3, relation: 0 }),
    ])
    expect((await list(alex))[0]).toMatchObject({ friendId: sam.id, noReadCount: 1 })
    expect((await call(gw, "imRead", { receiveUserId: sam.id, sendUserId: alex.id }, sam.auth)).data).toEqual({ read: 2 })
    expect((await list(sam))[0]!.noReadCount).toBe(0)
    expect((await call(gw, "imRead", { receiveUserId: alex.id, sendUserId: sam.id }, sam.auth)).code).toBe(400)
  })

  it("in-video text (messageType 4, m§4/m§7) is relayed to the receiver like type 1 but is no part of the conversation: not listed, not unread, not its last message, not in history", async () => {
    await start()
    const [alex, sam] = await alexAndSam(1, 1)
    await send(alex, sam, "before the call")
    const r = await send(alex, sam, "in the call", { messageType: 4, messageTypeValue: 0, clientMsgId: "video-1" })
    expect(r.code).toBe(200)
    await until(() => sam.inboxes[0]!.length === 2)
    expect(sam.inboxes[0]![1]).toMatchObject({ message_type: 4, message_type_value: 0, senderId: String(alex.id), textContent: { source: "in the call" } })
    expect(await list(sam)).toEqual([expect.objectContaining({ friendId: alex.id, noReadCount: 1, content: "before the call", messageType: 1 })])
    expect((await details(sam, alex)).list.map((w) => w.textContent?.source)).toEqual(["before the call"])
    // A repeated send (a retry) answers the stored message and relays nothing more.
    expect((await send(alex, sam, "in the call", { messageType: 4, messageTypeValue: 0, clientMsgId: "video-1" })).data).toEqual(r.data)
    // A conversation of in-video text only is not listed at all.
    const mia = await member("mia.host@example.com", "hostpass1", 0)
    expect((await send(alex, mia, "only in video", { messageType: 4, messageTypeValue: 0 })).code).toBe(200)
    expect(await list(mia)).toEqual([])
  })

  it("pages history: page 1 is the newest 100 oldest first, page 2 the rest; since gives what came at or after it", async () => {
    await start()
    const [alex, sam] = await alexAndSam(0, 0)
    for (let i = 1; i <= 150; i++) await send(i % 2 ? alex : sam, i % 2 ? sam : alex, `m${i}`)
    const p1 = await details(sam, alex)
    expect(p1.pages).toBe(2)
    expect(p1.list.map((m) => m.textContent?.source)).toEqual(Array.from({ length: 100 }, (_, i) => `m${i + 51}`))
    const p2 = await details(sam, alex, { pageNo: 2 })
    expect(p2.list.map((m) => m.textContent?.source)).toEqual(Array.from({ length: 50 }, (_, i) => `m${i + 1}`))
    const gap = await details(sam, alex, { since: T0 + 148 })
    expect(gap.list.map((m) => m.textContent?.source)).toEqual(["m148", "m149", "m150"])
    expect((await call(gw, "imDetails", { sendUserId: alex.id, pageNo: 1, pageSize: 101 }, sam.auth)).code).toBe(400)
    expect((await call(gw, "imList", { pageNo: 0, pageSize: 100 }, sam.auth)).code).toBe(400)
  })

  it("keeps its page order stable for equal times (time, then row id): pages never overlap nor skip", async () => {
    await start()
    const [alex, sam] = await alexAndSam(0, 0)
    for (let i = 1; i <= 120; i++) {
      await send(i % 2 ? alex : sam, i % 2 ? sam : alex, `e${i}`)
      clock -= 1
    }
    const p1 = (await details(sam, alex)).list.map((m) => m.textContent?.source)
    const p2 = (await details(sam, alex, { pageNo: 2 })).list.map((m) => m.textContent?.source)
    expect([...p2, ...p1]).toEqual(Array.from({ length: 120 }, (_, i) => `e${i + 1}`))
  })

  it("dev seed-conversation (local mode): N texts with increasing times, read, paged like sent ones", async () => {
    await start()
    const [alex, sam] = await alexAndSam(0, 0)
    const r = await gw.app.inject({ method: "POST", url: `/dev/users/${sam.id}/seed-conversation`, payload: JSON.stringify({ with: alex.id, count: 250 }) })
    expect(r.statusCode).toBe(200)
    expect(r.json()).toMatchObject({ count: 250 })
    const p3 = (await details(sam, alex, { pageNo: 3 })).list
    expect(p3.map((m) => m.textContent?.source)).toEqual(Array.from({ length: 50 }, (_, i) => `Message ${i + 1}`))
    expect(p3[1]!.timeStamp - p3[0]!.timeStamp).toBe(60_000)
    expect((await list(sam))[0]).toMatchObject({ noReadCount: 0, content: "Message 250" })
    const bad = await gw.app.inject({ method: "POST", url: `/dev/users/${sam.id}/seed-conversation`, payload: JSON.stringify({ with: alex.id, count: 0 }) })
    expect(bad.statusCode).toBe(400)
  })

  it("delete hides the conversation for the one who deleted it only; a new message brings it back", async () => {
    await start()
    const [alex, sam] = await alexAndSam(0, 0)
    await send(alex, sam, "old")
    expect((await call(gw, "imDelete", { sendUserId: alex.id }, sam.auth)).data).toEqual({ deleted: 1 })
    expect(await list(sam)).toEqual([])
    expect((await details(sam, alex)).list).toEqual([])
    expect((await details(alex, sam)).list).toHaveLength(1)
    await send(alex, sam, "new")
    expect((await list(sam))[0]).toMatchObject({ content: "new", noReadCount: 1 })
    expect((await details(sam, alex)).list.map((m) => m.textContent?.source)).toEqual(["new"])
  })
})

describe("gift/send (m§7, m§8)", () => {
  it("takes the gift's price from the sender, answers data.gold, and delivers a gift message (type 1 value 4)", async () => {
    await start()
    const [alex, sam] = await alexAndSam(1, 1)
    const r = await call(gw, "giftSend", { giftPage: 1, giftId: 152, receiveUserId: sam.id, userId: alex.id, roomId: "", source: "webservice" }, alex.auth)
    expect(r.code).toBe(200)
    expect(r.data).toEqual({ gold: 480, messageId: expect.any(String) })
    expect((await call(gw, "getCurrentGoldNum", {}, alex.auth)).data.goldNum).toBe(480)
    await until(() => sam.inboxes[0]!.length === 1 && alex.inboxes[0]!.length === 1)
    expect(sam.inboxes[0]![0]).toMatchObject({ messageId: r.data.messageId, message_type: 1, message_type_value: 4, giftId: 152, senderId: String(alex.id) })
    expect((await list(sam))[0]).toMatchObject({ friendId: alex.id, noReadCount: 1, messageTypeValue: 4 })
  })

  it("answers 10014 with the balance when the coins do not reach the price, and takes nothing", async () => {
    await start()
    const [alex, sam] = await alexAndSam(0, 1)
    const r = await call(gw, "giftSend", { giftPage: 1, giftId: 171, receiveUserId: alex.id, userId: sam.id, roomId: "", source: "webservice" }, sam.auth)
    expect(r).toMatchObject({ code: 10014, data: { gold: 50 } })
    expect((await call(gw, "getCurrentGoldNum", {}, sam.auth)).data.goldNum).toBe(50)
    expect((await call(gw, "giftSend", { giftPage: 1, giftId: 999, receiveUserId: alex.id, userId: sam.id, roomId: "", source: "webservice" }, sam.auth)).code).toBe(400)
    expect(await list(alex)).toEqual([])
  })
})

describe("blocked members (m§8)", () => {
  it("refuses messages and gifts between members when either blocked the other (20010), taking no coins; unblocking allows them again", async () => {
    await start()
    const [alex, sam] = await alexAndSam(0, 0)
    const block = await gw.app.inject({ method: "POST", url: `/dev/users/${sam.id}/block`, payload: JSON.stringify({ userId: alex.id }) })
    expect(block.statusCode).toBe(200)
    for (const [from, to] of [[alex, sam], [sam, alex]] as const) {
      expect(await send(from, to, "hi")).toMatchObject({ code: 20010, msg: "You cannot message this person" })
      const gift = await call(gw, "giftSend", { giftPage: 1, giftId: 160, receiveUserId: to.id, userId: from.id, roomId: "", source: "webservice" }, from.auth)
      expect(gift.code).toBe(20010)
    }
    expect((await call(gw, "getCurrentGoldNum", {}, alex.auth)).data.goldNum).toBe(500)
    expect(await list(alex)).toEqual([])
    expect((await call(gw, "removeBlack", { friendUserId: alex.id }, sam.auth)).code).toBe(200)
    expect((await send(alex, sam, "hi again")).code).toBe(200)
  })
})

describe("dev tools of local mode", () => {
  it("a system sender's message is stored, relayed and listed under its negative id; a notice is relayed as given", async () => {
    await start()
    const [alex] = await alexAndSam(1, 0)
    const post = (path: string, body: unknown) => gw.app.inject({ method: "POST", url: `/dev/users/${alex.id}/${path}`, payload: JSON.stringify(body) })
    const sys = await post("system-message", { from: -1, text: "Welcome to VidChat" })
    expect(sys.statusCode).toBe(200)
    await until(() => alex.inboxes[0]!.length === 1)
    expect(alex.inboxes[0]![0]).toMatchObject({ senderId: "-1", message_type: 1, message_type_value: -3, textContent: { source: "Welcome to VidChat" } })
    expect((await list(alex))[0]).toMatchObject({ friendId: -1, userName: "", headImg: "", noReadCount: 1, content: "Welcome to VidChat" })
    const notice = await post("notice", { noticeType: 1090, content: "", extra: { messageType: 3 } })
    expect(notice.json()).toEqual({ uniqueId: expect.any(String), sessions: 1 })
    await until(() => alex.notices.length === 1)
    expect(alex.notices[0]).toMatchObject({ noticeType: 1090, expire: 0, timestamp: T0, extra: { messageType: 3 } })
    expect((await post("system-message", { from: 5, text: "x" })).statusCode).toBe(400)
    expect((await post("notice", { content: 1 })).statusCode).toBe(400)
    expect((await gw.app.inject({ method: "POST", url: "/dev/users/1/notice", payload: JSON.stringify({ noticeType: 1, content: "" }) })).statusCode).toBe(404)
  })
})

describe("friend requests (m§7 addFriend, m§2 request bar)", () => {
  it("a request reaches the other as a friend message and lists as relation 3 for them; accepting makes both friends (2)", async () => {
    await start()
    const [alex, sam] = await alexAndSam(1, 1)
    const add = (from: Member, to: Member) => call(gw, "addFriend", { addWay: 102, friendUserId: to.id, addReally: 1 }, from.auth)
    expect((await add(alex, sam)).data).toEqual({ relation: 1 })
    await until(() => sam.inboxes[0]!.length === 1)
    expect(sam.inboxes[0]![0]).toMatchObject({ message_type: 1, message_type_value: 1, addType: 1, accept: 0, senderId: String(alex.id) })
    expect((await list(sam))[0]).toMatchObject({ friendId: alex.id, relation: 3 })
    expect((await list(alex))[0]).toMatchObject({ friendId: sam.id, relation: 1 })
    expect((await add(alex, sam)).data).toEqual({ relation: 1 })
    expect((await add(sam, alex)).data).toEqual({ relation: 2 })
    // Alex's inbox: the echo of the own request, then Sam's acceptance.
    await until(() => alex.inboxes[0]!.length === 2)
    expect(alex.inboxes[0]![1]).toMatchObject({ message_type: 1, message_type_value: 1, accept: 1, senderId: String(sam.id) })
    expect((await list(alex))[0]).toMatchObject({ relation: 2 })
    expect((await list(sam))[0]).toMatchObject({ relation: 2 })
    expect((await add(sam, sam)).code).toBe(400)
    expect((await call(gw, "addFriend", { addWay: 7, friendUserId: alex.id }, sam.auth)).code).toBe(400)
    const dev = await gw.app.inject({ method: "POST", url: `/dev/users/${sam.id}/friend-request`, payload: JSON.stringify({ from: alex.id }) })
    expect(dev.json()).toEqual({ relation: 2 })
  })
})
