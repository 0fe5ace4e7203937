// @vitest-environment node
// The friend endpoints of the reference gateway (m§7 friend/*, black/addBlack; m§4 one-way adds, friend
// verification; m§8 codes; issue 12 rules): no self-add, the 9-coin one-way add charged once, per-owner
// favourite and note name, list and search, delete for both, the 50-reminder limit and the reminder
// notice, blocks refusing messages, gifts and calls both ways, getUserInfo's relation for both sides and
// whether the asker blocked them,
// and the chat refusals 20011/20012/20013 (in-video texts, messageType 4, not counted toward them).
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import { CallCode, FRIEND_ONLINE_NOTICE_TYPE, FriendCode, MESSAGE_BLOCKED_CODE, ONE_WAY_ADD_COST, REMIND_MAX, Relation } from "../../domain/constants"
import type { NoticeWire } from "../../domain/realtime/wire"
import type { RealtimeInput } from "../../domain/runtime/ports"
import type { GatewayOptions } from "../../gateway/config"
import type { BuiltGateway } from "../../gateway/server"
import { makeWsRealtime } from "../../infrastructure/rtm/ws"
import { call, listenRelay, login, removeTempDirs, startGateway, until } from "./helpers"

const T0 = 1_800_000_000_000
const MIA = 20_000_001
let clock = T0
let gw: BuiltGateway
const open: Array<{ disconnect: () => void }> = []

const start = async (over: Partial<GatewayOptions> = {}) => {
  gw = await startGateway({ now: () => clock, ...over })
}
beforeEach(() => {
  clock = T0
})
afterEach(async () => {
  for (const c of open.splice(0)) c.disconnect()
  await gw.app.close()
  removeTempDirs()
})

type Auth = { token: string; userId: number; deviceId: string }
const member = async (email: string, password: string) => {
  const r = await login(gw, email, password, `dev-${email}`)
  const auth: Auth = { token: r.data.loginToken as string, userId: r.data.userId as number, deviceId: `dev-${email}` }
  return { auth, id: auth.userId, name: r.data.userName as string }
}
type Member = Awaited<ReturnType<typeof member>>
const alexAndSam = async () => [await member("alex@example.com", "password1"), await member("sam@example.com", "password2")] as const

/** Connects `m` to the relay; answers the notices it receives. */
const notices = async (m: Member): Promise<NoticeWire[]> => {
  const url = await listenRelay(gw)
  const got: NoticeWire[] = []
  const t = await call(gw, "rtmToken", {}, m.auth)
  const rt = makeWsRealtime({ url, WebSocket: WebSocket as unknown as new (u: string) => globalThis.WebSocket, random: () => 0 })
  rt.connect({ userId: String(m.id), token: t.data.token }, (e: RealtimeInput) => {
    if (e._tag === "NoticeReceived") got.push(e.notice)
  })
  open.push(rt)
  await until(() => gw.relay.isOnline(m.id))
  return got
}

const dev = (url: string, body: object) => gw.app.inject({ method: "POST", url, payload: JSON.stringify(body) })
const befriend = (a: number, b: number) => dev(`/dev/users/${a}/friend`, { friendId: b })
const setGold = (id: number, gold: number) => dev(`/dev/users/${id}/gold`, { gold })
const gold = async (m: Member) => (await call(gw, "getCurrentGoldNum", {}, m.auth)).data.goldNum as number
const add = (m: Member, to: number, addReally?: number) => call(gw, "addFriend", { addWay: 102, friendUserId: to, ...(addReally !== undefined ? { addReally } : {}) }, m.auth)
const relation = async (m: Member, to: number) => (await call(gw, "friendRelation", { friendUserId: to }, m.auth)).data as number
const infoRelation = async (m: Member, of: number) => (await call(gw, "getUserInfo", { searchUserId: of }, m.auth)).data.relation as number
const friendList = async (m: Member) => (await call(gw, "friendList", { page: 1, size: 100 }, m.auth)).data as { pageNo: number; pages: number; list: Array<Record<string, unknown>> }
let n = 0
const send = (a: Member, to: number, text = "hi", messageType: 1 | 4 = 1) => {
  clock += 1
  return call(gw, "imSend", { message: text, messageType, messageTypeValue: 0, receiveUserId: to, sendUserId: a.id, needTranslate: false, targetLanguage: "en", routeType: 1, clientMsgId: `f-${++n}` }, a.auth)
}
/** An in-video text (m§7 messageType 4): the call's chat, not the conversation's. */
const sendInVideo = (a: Member, to: number, text = "in the call") => send(a, to, text, 4)

describe("adding friends (m§4, m§7 addFriend and relations)", () => {
  it("refuses adding yourself (400) and an unknown member", async () => {
    await start()
    const [alex] = await alexAndSam()
    expect(await add(alex, alex.id, 1)).toMatchObject({ code: 400, msg: "You cannot add yourself" })
    expect((await add(alex, 99_999_999, 1)).code).toBe(400)
    expect((await call(gw, "friendRelation", { friendUserId: alex.id }, alex.auth)).code).toBe(400)
  })

  it("a one-way add asks for confirmation (20002), needs 9 coins (20001) and is charged once per pair", async () => {
    await start()
    const [alex, sam] = await alexAndSam()
    expect(await relation(alex, sam.id)).toBe(Relation.oneWay)
    expect(await add(alex, sam.id)).toMatchObject({ code: FriendCode.confirmOneWay, data: { cost: ONE_WAY_ADD_COST } })
    await setGold(alex.id, 5)
    expect(await add(alex, sam.id, 1)).toMatchObject({ code: FriendCode.notEnoughGold, data: { goldNum: 5, cost: ONE_WAY_ADD_COST } })
    expect(await gold(alex)).toBe(5)
    await setGold(alex.id, 100)
    expect((await add(alex, sam.id, 1)).data).toEqual({ relation: Relation.requested })
    expect(await gold(alex)).toBe(100 - ONE_WAY_ADD_COST)
    // Asking again, and after the request was dropped (a block and unblock), costs nothing more.
    expect((await add(alex, sam.id, 1)).data).toEqual({ relation: Relation.requested })
    expect((await call(gw, "addBlack", { blacklistUserId: alex.id, userId: sam.id }, sam.auth)).code).toBe(200)
    expect((await call(gw, "removeBlack", { friendUserId: alex.id }, sam.auth)).code).toBe(200)
    expect(await relation(alex, sam.id)).toBe(Relation.none)
    expect((await add(alex, sam.id)).data).toEqual({ relation: Relation.requested })
    expect(await gold(alex)).toBe(100 - ONE_WAY_ADD_COST)
  })

  it("is not one-way once the other wrote first: relation 0 and a free request", async () => {
    await start()
    const [alex, sam] = await alexAndSam()
    expect((await send(sam, alex.id)).code).toBe(200)
    expect(await relation(alex, sam.id)).toBe(Relation.none)
    expect(await relation(sam, alex.id)).toBe(Relation.oneWay)
    const before = await gold(alex)
    expect((await add(alex, sam.id)).data).toEqual({ relation: Relation.requested })
    expect(await gold(alex)).toBe(before)
  })

  it("getUserInfo tells each side its relation: 1 and 3 while asked, 2 for both once accepted, 0 about oneself", async () => {
    await start()
    const [alex, sam] = await alexAndSam()
    expect(await infoRelation(alex, sam.id)).toBe(0)
    await add(alex, sam.id, 1)
    expect(await infoRelation(alex, sam.id)).toBe(Relation.requested)
    expect(await infoRelation(sam, alex.id)).toBe(Relation.requestedByThem)
    expect(await relation(sam, alex.id)).toBe(Relation.requestedByThem)
    expect((await add(sam, alex.id)).data).toEqual({ relation: Relation.friends })
    expect(await infoRelation(alex, sam.id)).toBe(Relation.friends)
    expect(await infoRelation(sam, alex.id)).toBe(Relation.friends)
    expect(await infoRelation(alex, alex.id)).toBe(0)
  })
})

describe("friend list, favourite, note name, search and delete (m§2, m§7)", () => {
  it("keeps favourite and note per owner; lists starred first by shown name; search by name or id; delete ends it for both", async () => {
    await start()
    const [alex, sam] = await alexAndSam()
    await befriend(alex.id, sam.id)
    await befriend(alex.id, MIA)
    expect((await friendList(alex)).list.map((f) => f.id)).toEqual([MIA, sam.id]) // "Mia ..." before "Sam"
    expect((await call(gw, "friendStick", { friendUserId: sam.id, stick: 1 }, alex.auth)).data).toEqual({ stick: 1 })
    expect((await call(gw, "friendRemark", { friendUserId: sam.id, remark: "  Sammy  " }, alex.auth)).data).toEqual({ userName: "Sammy" })
    expect((await friendList(alex)).list).toEqual([
      expect.objectContaining({ id: sam.id, userName: "Sammy", stick: 1, countryId: 76 }),
      expect.objectContaining({ id: MIA, stick: 0 }),
    ])
    // Sam's own view of Alex is untouched.
    expect((await friendList(sam)).list).toEqual([expect.objectContaining({ id: alex.id, userName: "Alex", stick: 0 })])
    expect((await call(gw, "friendSearch", { searchQ: "samm" }, alex.auth)).data.list.map((f: { id: number }) => f.id)).toEqual([sam.id])
    expect((await call(gw, "friendSearch", { searchQ: String(MIA) }, alex.auth)).data.list.map((f: { id: number }) => f.id)).toEqual([MIA])
    expect((await call(gw, "friendSearch", { searchQ: "Sam" }, sam.auth)).data.list).toEqual([])
    // Clearing the note shows the nickname again.
    expect((await call(gw, "friendRemark", { friendUserId: sam.id, remark: "" }, alex.auth)).data).toEqual({ userName: "Sam" })
    expect((await call(gw, "friendRemark", { friendUserId: sam.id, remark: "x".repeat(31) }, alex.auth)).code).toBe(400)
    expect((await call(gw, "friendStick", { friendUserId: sam.id, stick: 2 }, alex.auth)).code).toBe(400)
    expect((await call(gw, "friendDelete", { friendUserId: alex.id }, sam.auth)).code).toBe(200)
    expect((await friendList(alex)).list.map((f) => f.id)).toEqual([MIA])
    expect((await friendList(sam)).list).toEqual([])
    expect((await call(gw, "friendStick", { friendUserId: sam.id, stick: 1 }, alex.auth)).code).toBe(FriendCode.notFriends)
    expect((await call(gw, "friendRemark", { friendUserId: sam.id, remark: "S" }, alex.auth)).code).toBe(FriendCode.notFriends)
    // Friends again: the old favourite is gone.
    await befriend(alex.id, sam.id)
    expect((await friendList(alex)).list.find((f) => f.id === sam.id)).toMatchObject({ stick: 0, userName: "Sam" })
  })

  it("pages the list (size 100) and refuses bad paging", async () => {
    await start()
    const [alex] = await alexAndSam()
    for (let i = 0; i < 5; i++) await befriend(alex.id, MIA + i)
    const p = await call(gw, "friendList", { page: 2, size: 2 }, alex.auth)
    expect(p.data).toMatchObject({ pageNo: 2, pages: 3 })
    expect(p.data.list).toHaveLength(2)
    expect((await call(gw, "friendList", { page: 0, size: 2 }, alex.auth)).code).toBe(400)
    expect((await call(gw, "friendList", { page: 1, size: 101 }, alex.auth)).code).toBe(400)
  })
})

describe("online reminders (m§2, m§7, issue 12)", () => {
  it("allows 50 on; the 51st is refused with 20015 until one is off; friends only", async () => {
    await start()
    const [alex, sam] = await alexAndSam()
    const hosts = Array.from({ length: REMIND_MAX + 1 }, (_, i) => MIA + i)
    for (const h of hosts) await befriend(alex.id, h)
    const sw = (id: number, on: number) => call(gw, "onlineRemindSwitch", { friendUserId: id, switchStatus: on }, alex.auth)
    for (const [i, h] of hosts.slice(0, REMIND_MAX).entries()) expect((await sw(h, 1)).data).toEqual({ status: 1, remindNum: i + 1 })
    expect(await sw(hosts[REMIND_MAX]!, 1)).toMatchObject({ code: FriendCode.remindLimit, data: { remindNum: REMIND_MAX } })
    expect((await sw(hosts[0]!, 1)).data).toEqual({ status: 1, remindNum: REMIND_MAX }) // already on: not a 51st
    expect((await sw(hosts[0]!, 0)).data).toEqual({ status: 0, remindNum: REMIND_MAX - 1 })
    expect((await sw(hosts[REMIND_MAX]!, 1)).data).toEqual({ status: 1, remindNum: REMIND_MAX })
    const page = await call(gw, "onlineRemindList", { page: 3, size: 20 }, alex.auth)
    expect(page.data).toMatchObject({ remindNum: REMIND_MAX, relationFriends: { pageNo: 3, pages: 3 } })
    expect(page.data.relationFriends.list).toHaveLength(11)
    expect((await sw(sam.id, 1)).code).toBe(FriendCode.notFriends)
    // Sam's count is Sam's own.
    expect((await call(gw, "onlineRemindList", { page: 1, size: 20 }, sam.auth)).data).toMatchObject({ remindNum: 0 })
  })

  it("tells the member when a friend with the reminder on comes online (notice 1201, the name they see), once per coming online", async () => {
    await start()
    const [alex, sam] = await alexAndSam()
    await befriend(alex.id, sam.id)
    await call(gw, "friendRemark", { friendUserId: sam.id, remark: "Sammy" }, alex.auth)
    await call(gw, "onlineRemindSwitch", { friendUserId: sam.id, switchStatus: 1 }, alex.auth)
    const got = await notices(alex)
    const heartbeat = () => call(gw, "heartbeat", { status: 2, type: 0 }, sam.auth)
    clock += 120_000
    expect((await heartbeat()).code).toBe(200)
    await until(() => got.length === 1)
    expect(got[0]).toMatchObject({ noticeType: FRIEND_ONLINE_NOTICE_TYPE, content: "Sammy", extra: { userId: String(sam.id) } })
    clock += 20_000
    await heartbeat()
    clock += 120_000
    await heartbeat() // silent for 2 minutes: online again
    await until(() => got.length === 2)
    // Sam does not hear about Alex (no reminder on that side), and a switched-off reminder is quiet.
    await call(gw, "onlineRemindSwitch", { friendUserId: sam.id, switchStatus: 0 }, alex.auth)
    clock += 120_000
    await heartbeat()
    await new Promise((r) => setTimeout(r, 100))
    expect(got).toHaveLength(2)
  })
})

describe("blocking (m§7 black/addBlack, m§8)", () => {
  it("refuses messages and gifts (20010) and calls (100005) both ways, and ends the friendship", async () => {
    await start()
    const [alex, sam] = await alexAndSam()
    await befriend(alex.id, sam.id)
    expect((await call(gw, "addBlack", { blacklistUserId: sam.id, userId: sam.id }, alex.auth)).code).toBe(400) // userId must be me
    expect((await call(gw, "addBlack", { blacklistUserId: alex.id, userId: alex.id }, alex.auth)).code).toBe(400) // not myself
    expect((await call(gw, "addBlack", { blacklistUserId: sam.id, userId: alex.id }, alex.auth)).code).toBe(200)
    expect((await friendList(alex)).list).toEqual([])
    expect((await friendList(sam)).list).toEqual([])
    for (const [a, b] of [[alex, sam], [sam, alex]] as const) {
      expect((await send(a, b.id)).code).toBe(MESSAGE_BLOCKED_CODE)
      expect((await call(gw, "giftSend", { giftPage: 1, giftId: 160, receiveUserId: b.id, userId: a.id, roomId: "", source: "webservice" }, a.auth)).code).toBe(MESSAGE_BLOCKED_CODE)
      expect(await call(gw, "callLaunch", { calleeUserId: b.id, callLocation: 1 }, a.auth)).toMatchObject({ code: CallCode.blocked, msg: "You cannot call this person" })
      expect((await add(a, b.id, 1)).code).toBe(FriendCode.blocked)
    }
    expect((await call(gw, "blacklist", { page: 1, size: 20 }, alex.auth)).data.list.map((u: { id: number }) => u.id)).toEqual([sam.id])
    await call(gw, "removeBlack", { friendUserId: sam.id }, alex.auth)
    expect((await call(gw, "callLaunch", { calleeUserId: sam.id, callLocation: 1 }, alex.auth)).code).toBe(CallCode.calleeOffline)
  })

  it("getUserInfo tells the blocker that they blocked this member (blocked, for the friend page's Unblock), not the blocked side", async () => {
    await start()
    const [alex, sam] = await alexAndSam()
    const blockedFlag = async (m: Member, of: number) => (await call(gw, "getUserInfo", { searchUserId: of }, m.auth)).data.blocked as boolean | undefined
    expect(await blockedFlag(alex, sam.id)).toBe(false)
    await call(gw, "addBlack", { blacklistUserId: sam.id, userId: alex.id }, alex.auth)
    expect(await blockedFlag(alex, sam.id)).toBe(true)
    expect(await blockedFlag(sam, alex.id)).toBe(false)
    expect(await blockedFlag(alex, alex.id)).toBeUndefined()
    await call(gw, "removeBlack", { friendUserId: sam.id }, alex.auth)
    expect(await blockedFlag(alex, sam.id)).toBe(false)
  })
})

describe("friend verification on im/v1/send (m§4, m§8)", () => {
  it("holds back messages to a non-friend who never replied (20013) until they write", async () => {
    await start({ preReplyLimit: 3 })
    const [alex, sam] = await alexAndSam()
    for (let i = 0; i < 3; i++) expect((await send(alex, sam.id)).code).toBe(200)
    expect((await send(alex, sam.id)).code).toBe(FriendCode.awaitingReply)
    expect((await send(sam, alex.id)).code).toBe(200)
    expect((await send(alex, sam.id)).code).toBe(200)
  })

  it("limits new conversations with non-friends a UTC day (20012); friends and replies do not count", async () => {
    await start({ sayHiDailyLimit: 2 })
    const [alex] = await alexAndSam()
    await befriend(alex.id, MIA + 9)
    expect((await send(alex, MIA)).code).toBe(200)
    expect((await send(alex, MIA + 1)).code).toBe(200)
    expect((await send(alex, MIA + 9)).code).toBe(200) // a friend
    expect((await send(alex, MIA)).code).toBe(200) // same conversation
    expect((await send(alex, MIA + 2)).code).toBe(FriendCode.sayHiLimit)
    clock += 24 * 3600_000
    expect((await send(alex, MIA + 2)).code).toBe(200)
  })

  it("does not count in-video texts (messageType 4): they neither use up the messages before a reply nor start a conversation (say-hi)", async () => {
    await start({ preReplyLimit: 3, sayHiDailyLimit: 1 })
    const [alex, sam] = await alexAndSam()
    for (let i = 0; i < 4; i++) expect((await sendInVideo(alex, MIA)).code).toBe(200)
    // No say-hi was used on MIA: a first text to someone else is still the day's one.
    for (let i = 0; i < 3; i++) expect((await send(alex, sam.id)).code).toBe(200)
    expect((await send(alex, sam.id)).code).toBe(FriendCode.awaitingReply)
    // Once the limit is reached, it holds for the in-video text too (the hold is on the sender, as before).
    expect((await sendInVideo(alex, sam.id)).code).toBe(FriendCode.awaitingReply)
    expect((await send(alex, MIA + 1)).code).toBe(FriendCode.sayHiLimit)
  })

  it("refuses messages to someone who deleted you (20011) until they write or you are friends again", async () => {
    await start()
    const [alex, sam] = await alexAndSam()
    await befriend(alex.id, sam.id)
    expect((await send(alex, sam.id)).code).toBe(200)
    await call(gw, "friendDelete", { friendUserId: alex.id }, sam.auth)
    expect((await send(alex, sam.id)).code).toBe(FriendCode.friendshipRemoved)
    expect((await send(sam, alex.id)).code).toBe(200) // the remover may still write, and that lifts it
    expect((await send(alex, sam.id)).code).toBe(200)
  })
})
