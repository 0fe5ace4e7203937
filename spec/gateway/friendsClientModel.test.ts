// @vitest-environment node
// Model test of the friends feature from both ends (issue 12, m§2/§4/§7): three members, each a real app
// kernel (the flow harness) whose gateway calls run through the real gateway client against the in-process
// reference gateway. fast-check plays any sequence of add (and accept), delete, block, unblock, star, note
// and reminder made through the app's intents, plus messages written to the actor from outside. After each
// action the actor's own state must already agree with the gateway (no former friend listed, stars, shown
// names and the reminder count as the gateway has them; friend-only menu items exactly at relation 2);
// after each step every member refreshes (friend list, relation checks, reminder panel) and then both sides
// of every pair agree with the gateway: relation, list, star, name, reminders, menu items.
import fc from "fast-check"
import path from "node:path"
import Database from "better-sqlite3"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { FriendCode, Relation } from "../../domain/constants"
import { selectMenuItems } from "../../domain/friends/selectors"
import { LOCAL_DEFAULTS } from "../../infrastructure/config"
import { makeGatewayClient } from "../../infrastructure/gateway/client"
import type { RequestName } from "../../domain/app/types"
import type { BuiltGateway } from "../../gateway/server"
import { harness, type Harness } from "../support/harness"
import { call, login, removeTempDirs, startGateway } from "./helpers"

/** The pinned seed; FRIENDS_CLIENT_MODEL_SEED=<n> explores others. */
const SEED = Number(process.env.FRIENDS_CLIENT_MODEL_SEED ?? 20261126)
const NOTES = ["", "Bo", "Zed", "x".repeat(30)] as const
/** The calls the test runs for the app; the others the app makes (gifts, RTM token, ...) stay unanswered. */
const RUN = new Set<string>([
  "friendList", "friendRelation", "addFriend", "friendStick", "friendRemark", "friendDelete", "addBlack",
  "onlineRemindSwitch", "onlineRemindList", "blacklist", "removeBlack",
])

let clock = 1_800_000_000_000
let gw: BuiltGateway
let db: Database.Database
type Auth = { token: string; userId: number; deviceId: string }
const people: Array<{ id: number; name: string; auth: Auth }> = []

beforeAll(async () => {
  gw = await startGateway({ now: () => clock, preReplyLimit: 1000, sayHiDailyLimit: 1000 })
  for (const [email, password] of [["alex@example.com", "password1"], ["sam@example.com", "password2"], ["mia.host@example.com", "hostpass1"]] as const) {
    const r = await login(gw, email, password, `dev-${email}`)
    people.push({ id: r.data.userId, name: r.data.userName, auth: { token: r.data.loginToken, userId: r.data.userId, deviceId: `dev-${email}` } })
  }
  await call(gw, "friendList", { page: 1, size: 100 }, people[0]!.auth)
  await call(gw, "blacklist", { page: 1, size: 20 }, people[0]!.auth)
  db = new Database(path.join(gw.options.dataDir, "gateway.sqlite"))
}, 60_000)
afterAll(async () => {
  db.close()
  await gw.app.close()
  removeTempDirs()
})

const reset = () => {
  for (const t of ["friends", "friend_requests", "friend_prefs", "blacklist", "one_way_paid", "friend_removed", "say_hi", "im_messages"]) db.exec(`DELETE FROM ${t}`)
  db.prepare(`UPDATE users SET gold = 100000 WHERE id IN (${people.map(() => "?").join(",")})`).run(...people.map((p) => p.id))
}

/** The app's gateway client, its fetch served by the in-process gateway. */
const client = () =>
  makeGatewayClient({ ...LOCAL_DEFAULTS, gatewayUrl: "http://gateway.test" }, {
    now: () => clock,
    nonce: () => crypto.randomUUID(),
    fetch: (async (input: string, init: RequestInit = {}) => {
      const u = new URL(input)
      const res = await gw.app.inject({
        method: (init.method ?? "GET") as "GET",
        url: u.pathname + u.search,
        headers: init.headers as Record<string, string>,
        ...(init.body !== undefined ? { payload: init.body as string } : {}),
      })
      return new Response(res.body, { status: res.statusCode })
    }) as typeof fetch,
  })

type App = { readonly h: Harness; readonly gw: ReturnType<typeof client> }
const apps = (): App[] =>
  people.map((p) => ({ h: harness({ now: clock, deviceId: p.auth.deviceId, stored: { userId: String(p.id), loginToken: p.auth.token } }), gw: client() }))

/** Runs the app's pending friend calls (and the timers they wait for) until none is left. */
const settle = async ({ h, gw: c }: App) => {
  for (let round = 0; round < 20; round++) {
    h.advance(500) // the 400 ms relation check, the 500 ms search
    const due = h.pendingCalls().filter((x) => RUN.has(x.name))
    if (due.length === 0) return
    for (const x of due) {
      const r = await c.call({ name: x.name as RequestName, params: x.params, caller: x.caller })
      if (r.ok) h.answerTo(x, r.data)
      else h.failTo(x, { code: r.code, msg: r.msg, httpStatus: r.httpStatus, reason: r.reason })
    }
  }
  throw new Error("calls keep coming")
}

/**
 * One member's action on another. `fresh`: the actor's app first reloads what the view shows before the
 * menu is used (relation check, friend list, reminder panel); otherwise it acts on what it last knew
 * (the other side may have changed things since: the gateway's refusals must bring it back in line).
 */
type Who = { readonly i: number; readonly j: number; readonly fresh: boolean }
type Action =
  | (Who & { readonly t: "add" | "delete" | "block" | "unblock" | "written" })
  | (Who & { readonly t: "star" | "remind"; readonly on: boolean })
  | (Who & { readonly t: "note"; readonly note: string })

const pair = fc.tuple(fc.nat(2), fc.nat(1), fc.boolean()).map(([i, k, fresh]) => ({ i, j: (i + 1 + k) % 3, fresh }))
const single: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: pair.map((p) => ({ t: "add" as const, ...p })) },
  { weight: 2, arbitrary: pair.map((p) => ({ t: "delete" as const, ...p })) },
  { weight: 1, arbitrary: pair.map((p) => ({ t: "block" as const, ...p })) },
  { weight: 2, arbitrary: pair.map((p) => ({ t: "unblock" as const, ...p })) },
  { weight: 1, arbitrary: pair.map((p) => ({ t: "written" as const, ...p })) },
  { weight: 3, arbitrary: fc.tuple(pair, fc.boolean()).map(([p, on]) => ({ t: "star" as const, ...p, on })) },
  { weight: 3, arbitrary: fc.tuple(pair, fc.boolean()).map(([p, on]) => ({ t: "remind" as const, ...p, on })) },
  { weight: 2, arbitrary: fc.tuple(pair, fc.constantFrom(...NOTES)).map(([p, note]) => ({ t: "note" as const, ...p, note })) },
)
/** A step: one action, an add answered by the other's add (so friendships, and what needs them, come often), a block, any action, and the unblock, a friend-only action on a friend who has just deleted the actor, or a whole friendship from add to its end. */
const step: fc.Arbitrary<ReadonlyArray<Action>> = fc.oneof(
  { weight: 4, arbitrary: single.map((a) => [a]) },
  { weight: 2, arbitrary: pair.map(({ i, j, fresh }) => [{ t: "add" as const, i, j, fresh }, { t: "add" as const, i: j, j: i, fresh: true }]) },
  {
    weight: 1,
    arbitrary: fc.tuple(pair, fc.constantFrom("star", "remind", "note"), fc.boolean()).map(([{ i, j }, t, on]): Action[] => [
      { t: "delete", i: j, j: i, fresh: true },
      t === "note" ? { t, i, j, fresh: false, note: "Bo" } : { t, i, j, fresh: false, on },
    ]),
  },
  {
    weight: 1,
    // A whole friendship: made, starred, noted and reminded, then ended by either side (delete or block).
    arbitrary: fc.tuple(pair, fc.boolean(), fc.constantFrom("delete", "block")).map(([{ i, j, fresh }, mine, end]): Action[] => [
      { t: "add", i, j, fresh: true },
      { t: "add", i: j, j: i, fresh: true },
      { t: "star", i, j, fresh: true, on: true },
      { t: "note", i, j, fresh: true, note: "Zed" },
      { t: "remind", i, j, fresh: true, on: true },
      mine ? { t: end, i, j, fresh } : { t: end, i: j, j: i, fresh: true },
    ]),
  },
  { weight: 1, arbitrary: fc.tuple(pair, fc.option(single, { nil: null })).map(([{ i, j, fresh }, other]): Action[] => [
      { t: "block", i, j, fresh },
      other ?? { t: "add", i: j, j: i, fresh: true }, // by default the blocked member tries to add the blocker
      { t: "unblock", i, j, fresh },
    ]) },
)

/** Plays `a` through member i's app. */
const play = async (all: App[], a: Action, seen: Set<string>) => {
  const app = all[a.i]!
  const { h } = app
  const peer = String(people[a.j]!.id)
  switch (a.t) {
    case "add":
      h.dispatch(I.AddFriend({ peerId: peer }))
      await settle(app)
      if (h.state().friends.prompt?.kind === "oneWay") {
        seen.add("one-way confirmed")
        h.dispatch(I.ConfirmOneWay())
        await settle(app)
      }
      return
    case "delete":
      return h.dispatch(I.DeleteFriend({ peerId: peer }))
    case "block":
      return h.dispatch(I.BlockUser({ peerId: peer }))
    case "unblock": {
      h.dispatch(I.OpenBlockedUsers())
      await settle(app)
      if (h.state().blocked.users.some((u) => String(u.id) === peer)) {
        seen.add("unblocked")
        h.dispatch(I.Unblock({ userId: Number(peer) }))
        await settle(app)
      }
      return h.dispatch(I.CloseBlockedUsers())
    }
    case "written":
      // The peer writes to the actor from their own device (what makes a later add free, m§4).
      await call(gw, "imSend", { message: "hi", messageType: 1, messageTypeValue: 0, receiveUserId: people[a.i]!.id, sendUserId: Number(peer), needTranslate: false, targetLanguage: "en", routeType: 1, clientMsgId: `w-${clock}` }, people[a.j]!.auth)
      return
    case "star":
      return h.dispatch(I.StarFriend({ peerId: peer, starred: a.on }))
    case "remind":
      return h.dispatch(I.SwitchReminder({ peerId: peer, on: a.on }))
    case "note":
      return h.dispatch(I.SetFriendNote({ peerId: peer, note: a.note }))
  }
}

/** What the gateway says member i sees. */
const truth = async (i: number) => {
  const me = people[i]!
  const list = (await call(gw, "friendList", { page: 1, size: 100 }, me.auth)).data.list as Array<{ id: number; userName: string; stick: number }>
  const remind = (await call(gw, "onlineRemindList", { page: 1, size: 20 }, me.auth)).data as { remindNum: number; relationFriends: { list: Array<{ id: number; remindSwitch: number }> } }
  const relation = new Map<number, number>()
  for (const q of people) if (q !== me) relation.set(q.id, (await call(gw, "friendRelation", { friendUserId: q.id }, me.auth)).data as number)
  return { list, remind, relation }
}

/** Member i's app agrees with the gateway on what it shows: listed friends, stars, names, reminder count, menus. */
const shownAgrees = async (app: App, i: number, label: string, full: boolean) => {
  const t = await truth(i)
  const f = app.h.state().friends
  const listed = new Map(t.list.map((x) => [x.id, x]))
  for (const x of f.list.friends) {
    const g = listed.get(x.id)
    expect(g, `${label}: ${i} lists ${x.id}, no longer a friend`).toBeDefined()
    expect({ name: x.name, starred: x.starred }, `${label}: ${i}'s row of ${x.id}`).toEqual({ name: g!.userName, starred: g!.stick === 1 })
  }
  for (const [id, rel] of t.relation) {
    const peer = String(id)
    const known = f.relations[peer]
    // Friend-only items exactly at relation 2, in the app's view, whenever it knows the relation.
    if (known !== undefined || full) expect(selectMenuItems(app.h.state(), peer).includes("note"), `${label}: ${i}'s menu for ${id} (gateway relation ${rel})`).toBe(rel === Relation.friends)
    if (full) expect(known, `${label}: ${i}'s relation to ${id}`).toBe(rel)
  }
  expect(f.remind.count, `${label}: ${i}'s reminder count`).toBe(t.remind.remindNum)
  if (full) {
    expect(f.list.friends.map((x) => x.id), `${label}: ${i}'s friend list`).toEqual(t.list.map((x) => x.id))
    for (const x of t.remind.relationFriends.list) expect(f.reminding[String(x.id)] ?? false, `${label}: ${i}'s reminder for ${x.id}`).toBe(x.remindSwitch === 1)
  }
}

/** Every member (or only member `only`) reloads what the views would show: friend list, relation checks, reminder panel. */
const refresh = async (all: App[], only?: number) => {
  for (const [i, app] of all.entries()) {
    if (only !== undefined && i !== only) continue
    const { h } = app
    h.dispatch(I.LoadFriends())
    for (const q of people) if (q.id !== people[i]!.id) h.dispatch(I.CheckRelation({ peerId: String(q.id) }))
    h.dispatch(I.CloseRemindPanel())
    h.dispatch(I.OpenRemindPanel())
    await settle(app)
  }
}

describe("friends from both ends (issue 12)", () => {
  it("any sequence of friend actions through the app among three members keeps each app consistent with the gateway, on both sides", async () => {
    const seen = new Set<string>()
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        reset()
        const all = apps()
        await refresh(all)
        for (const s of steps) {
          for (const a of s) {
            clock += 1000
            if (a.fresh) await refresh(all, a.i)
            const reminded = all[a.i]!.h.state().friends.reminding[String(people[a.j]!.id)] === true
            const before = all[a.i]!.h.events.length
            await play(all, a, seen)
            await settle(all[a.i]!)
            for (const e of all[a.i]!.h.events.slice(before)) {
              if (e._tag === "FriendActionRefused") seen.add(`refused ${e.reason}`)
              if (e._tag === "GatewayAnswered" && RUN.has(e.name)) seen.add(`${e.name} ok`)
              if (e._tag === "GatewayFailed" && RUN.has(e.name)) seen.add(`${e.name} ${e.code}`)
              if (e._tag === "GatewayFailed" && e.code === FriendCode.notFriends) seen.add("stale: not friends")
              if (e._tag === "GatewayAnswered" && reminded && (e.name === "friendDelete" || e.name === "addBlack")) seen.add(`${e.name}: a reminded friend`)
            }
            if (a.fresh) await shownAgrees(all[a.i]!, a.i, `after ${a.t} ${a.i}->${a.j}`, false)
          }
          await refresh(all)
          for (const [i, app] of all.entries()) await shownAgrees(app, i, `after refresh (${s.map((a) => `${a.t} ${a.i}->${a.j}`).join(", ")})`, true)
        }
      }),
      { seed: SEED, numRuns: 25 },
    )
    // The pinned runs reached every path (a generator that never got there would let this pass for nothing);
    // other seeds only look for failures.
    if (process.env.FRIENDS_CLIENT_MODEL_SEED === undefined)
    for (const path of ["one-way confirmed", "unblocked", "addFriend ok", "addFriend 20010", "friendDelete ok", "addBlack ok", "friendStick ok", "friendRemark ok", "onlineRemindSwitch ok", "refused notFriends", "stale: not friends", "friendDelete: a reminded friend", "addBlack: a reminded friend"])
      expect([...seen], path).toContain(path)
  }, 240_000)
})
