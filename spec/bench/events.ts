// Realistic numbered event logs for the replay bench (`npm run bench`) and for tests: the real store
// and kernel are driven by a seeded script of visits (start, wall pages, country filter, path visits,
// the e-mail sign-in in its three shapes with typos and server refusals, toasts and their timers,
// logout and reload), so request ids, seq numbers and timer keys are exactly what the app produces.
import type { Host } from "../../domain/wall/answers"
import type { Cmd } from "../../domain/app/commands"
import type { AppEvent, NewEvent } from "../../domain/app/event"
import type { Intent } from "../../domain/app/intents"
import { I } from "../../domain/app/intents"
import { appKernel } from "../../domain/app/kernel"
import { createStore } from "../../domain/runtime/store"

type Call = Extract<Cmd, { _tag: "CallGateway" }>

/** A small deterministic PRNG (mulberry32). */
const prng = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const START = Date.UTC(2026, 0, 15, 8, 0, 0)
const GROUPS = [
  { id: 11, code: "popular", name: "Popular" },
  { id: 12, code: "new", name: "New" },
  { id: 13, code: "nearby", name: "Nearby" },
]
const COUNTRIES = [356, 792, 840, 76, 360, 608]
const PUBLIC_PATHS = ["/", "/livechat", "/videos", "/random-video-chat", "/vidchat-about-us", "/vidchat-safety-center", "/tr", "/tr/livechat"]
const PRIVATE_PATHS = ["/friends", "/message", "/shop", "/profile/edit", "/download"]

/**
 * `n` numbered events (seq 1..n) of many visits to the app, the same for the same `seed`.
 * Each visit is about 60-90 events.
 */
export const generateEvents = (n: number, seed: number): AppEvent[] => {
  const rnd = prng(seed)
  const pick = <T>(xs: ReadonlyArray<T>): T => xs[Math.floor(rnd() * xs.length)]!
  const chance = (p: number) => rnd() < p
  let clock = START
  const events: AppEvent[] = []
  const open = new Map<string, Call[]>()
  let timers: Array<{ key: string; due: number }> = []

  const run = (c: Cmd) => {
    if (c._tag === "CallGateway") {
      const list = open.get(c.name) ?? []
      list.push(c)
      open.set(c.name, list)
    } else if (c._tag === "StartTimer") {
      timers = timers.filter((t) => t.key !== c.key)
      timers.push({ key: c.key, due: clock + c.ms })
    } else if (c._tag === "CancelTimer") timers = timers.filter((t) => t.key !== c.key)
  }
  const store = createStore(appKernel, { now: () => clock, run, onEvent: (e) => events.push(e) })

  const publish = (e: NewEvent) => store.publish(e)
  const dispatch = (i: Intent) => store.dispatch(i)
  const take = (name: string): Call | undefined => open.get(name)?.pop()
  const answer = (name: string, data: (c: Call) => unknown) => {
    const c = take(name)
    if (c) publish({ _tag: "GatewayAnswered", at: clock, requestId: c.requestId, name, data: data(c) })
  }
  const fail = (name: string, code: number, reason: "code" | "network" | "timeout" = "code", msg = "") => {
    const c = take(name)
    if (c) publish({ _tag: "GatewayFailed", at: clock, requestId: c.requestId, name, code, msg, httpStatus: reason === "code" ? 200 : 0, reason })
  }
  const wait = (ms: number) => {
    const target = clock + ms
    for (;;) {
      timers.sort((a, b) => a.due - b.due)
      const next = timers[0]
      if (!next || next.due > target) break
      timers.shift()
      clock = next.due
      publish({ _tag: "TimerElapsed", at: clock, key: next.key })
    }
    clock = target
  }
  const think = () => wait(200 + Math.floor(rnd() * 4_000))

  let hostSeq = 1
  const host = (countryId: number): Host => {
    const id = chance(0.1) ? 1 + Math.floor(rnd() * hostSeq) : hostSeq++ // some duplicates across pages
    return {
      id,
      name: `host${id}`,
      avatar: `https://img.example/h${id}_270X360.jpg`,
      countryId,
      age: 18 + Math.floor(rnd() * 20),
      status: pick([0, 1, 2, 2, 2, 3]),
      goddess: true,
      pricePerMinute: pick([0, 30, 60, 90, 120]),
      interests: [1 + Math.floor(rnd() * 21)],
    }
  }
  const page = (c: Call) => {
    const p = Number(c.params["page"] ?? 1)
    const country = typeof c.params["countryId"] === "number" ? (c.params["countryId"] as number) : pick(COUNTRIES)
    return { hosts: Array.from({ length: 20 }, () => host(country)), page: p, hasMore: p < 6 }
  }
  const wallPage = () => {
    const name = open.get("hostsSignedIn")?.length ? "hostsSignedIn" : "hostsGuest"
    think()
    if (chance(0.05)) {
      fail(name, 0, "network")
      think()
      dispatch(I.RetryWall())
    }
    answer(name, page)
  }
  const user = (id: number) => ({
    user: { id, name: `member${id}`, avatar: "", coinBalance: Math.floor(rnd() * 500), gender: pick([1, 2]), birthday: "1994-06-01", countryId: pick(COUNTRIES), interests: [2, 9], status: 2, goddess: false },
    token: `tok-${id}-${Math.floor(rnd() * 1e9).toString(36)}`,
    isNew: false,
  })

  const signIn = (id: number) => {
    const email = `member${id}@example.com`
    dispatch(I.OpenLogin({ origin: pick(["menu", "gate", "call", "im"] as const) }))
    think()
    dispatch(I.ChooseEmail())
    think()
    if (chance(0.3)) {
      dispatch(I.SubmitEmail({ email: `member${id}@example` })) // typo: emailFormat
      think()
    }
    dispatch(I.SubmitEmail({ email }))
    think()
    const status = pick([4, 4, 4, 0, 5])
    answer("emailExists", () => (status === 0 ? { status } : { status, userId: id }))
    if (status === 0) {
      think()
      answer("sendVerifyEmail", () => ({ userId: id }))
      wait(5_000 + Math.floor(rnd() * 20_000))
      if (chance(0.3)) {
        dispatch(I.SubmitCode({ code: "12345" })) // too short
        think()
      }
      dispatch(I.SubmitCode({ code: "204817" }))
      think()
      if (chance(0.3)) {
        fail("alreadyVerifyEmail", 60005, "code", "not verified")
        wait(10_000)
        dispatch(I.SubmitCode({ code: "204817" }))
        think()
      }
      answer("alreadyVerifyEmail", () => ({ userId: id }))
    }
    think()
    if (chance(0.3)) {
      dispatch(I.SubmitPassword({ password: "abc" })) // too short
      think()
    }
    dispatch(I.SubmitPassword({ password: "secret12" }))
    think()
    if (status === 4) {
      if (chance(0.3)) {
        fail("emailLogin", 10006, "code", "wrong password")
        wait(3_000) // the toast times out
        dispatch(I.SubmitPassword({ password: "secret123" }))
        think()
      }
      answer("emailLogin", () => user(id))
      return
    }
    const complete = status === 5 && chance(0.5)
    answer("setPassword", () => ({ profileComplete: complete }))
    think()
    if (complete) {
      answer("emailLogin", () => user(id))
      return
    }
    if (chance(0.3)) {
      dispatch(I.SubmitSupplyInfo({ nickname: "", birthday: "1994-06-01", gender: 2 }))
      think()
    }
    dispatch(I.SubmitSupplyInfo({ nickname: `member${id}`, birthday: "1994-06-01", gender: 2 }))
    think()
    answer("register", () => ({ ...user(id), isNew: true }))
  }

  let stored: Record<string, string> = {}
  let member = 1000
  while (events.length < n) {
    // a visit: start, wall, browsing, sign-in, signed-in browsing, logout (which reloads)
    publish({ _tag: "AppStarted", at: clock, path: pick(PUBLIC_PATHS), stored, deviceId: "dev-bench" })
    think()
    answer("countryByIp", () => ({ countryId: pick(COUNTRIES) }))
    answer("hostCountries", () => COUNTRIES)
    answer("hostGroups", () => GROUPS)
    answer("getUserInfo", () => user(Number(stored["userId"] ?? 1)).user)
    answer("getCurrentGoldNum", () => ({ coinBalance: 40 }))
    wallPage()
    if (!stored["RC_POP_18"]) {
      think()
      dispatch(I.AcceptAgeGate())
    }
    for (let k = Math.floor(rnd() * 4); k > 0; k--) {
      dispatch(I.LoadMoreHosts())
      wallPage()
    }
    if (chance(0.4)) {
      dispatch(I.SelectWallCountry({ countryId: pick(COUNTRIES) }))
      wallPage()
    }
    if (chance(0.3)) {
      dispatch(I.SelectWallGroup({ groupId: pick(GROUPS).id }))
      wallPage()
    }
    for (let k = Math.floor(rnd() * 3); k > 0; k--) {
      think()
      dispatch(I.VisitPath({ path: pick(PUBLIC_PATHS) }))
    }
    if (chance(0.3)) {
      think()
      dispatch(I.VisitPath({ path: pick(PRIVATE_PATHS) })) // blocked: the login opens from the router
      think()
      dispatch(I.CloseLogin())
      dispatch(I.VisitPath({ path: "/" }))
    }
    signIn(member++)
    wallPage()
    for (let k = 1 + Math.floor(rnd() * 3); k > 0; k--) {
      think()
      dispatch(I.VisitPath({ path: pick([...PUBLIC_PATHS, ...PRIVATE_PATHS]) }))
      if (chance(0.3)) {
        dispatch(I.ToggleMenu({ open: true }))
        think()
        dispatch(I.ToggleMenu({ open: false }))
      }
    }
    wait(3_000)
    dispatch(I.ToggleAvatarMenu({ open: true }))
    think()
    dispatch(I.Logout())
    think()
    answer("logout", () => null)
    const s = store.getSnapshot().session
    stored = { deviceId: "dev-bench", RC_POP_18: "1", userId: String(member - 1), ...(chance(0.3) ? { loginToken: s.token || "tok" } : {}) }
    open.clear()
    timers = []
    wait(60_000)
  }
  return events.slice(0, n)
}
