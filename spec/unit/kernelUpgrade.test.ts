// Issue 14, the kernel upgrade (domain/runtime/store.ts `hold`/`upgrade`, domain/app/startupKernel.ts,
// ui/app/kernelLoader.ts): a visitor's store starts with the startup kernel; what it must not take is held
// with everything after it, in order, until the full kernel is in; then the held inputs run in that order.
// The log, the states and the commands are those of a store that ran the full kernel from the start.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { appKernel } from "../../domain/app/kernel"
import { heldForStartup, startupKernel, storedSession } from "../../domain/app/startupKernel"
import type { AppEvent, AppState, Cmd, Intent, NewEvent } from "../../domain/app/types"
import { canonicalJson } from "../../domain/runtime/hash"
import { createStore, type Kernel } from "../../domain/runtime/store"
import { isSignedIn } from "../../domain/session/state"
import { fullKernelLoader, type KernelModule } from "../../ui/app/kernelLoader"
import { E, T0, signIn } from "../support/fixtures"
import { STORED_SESSION } from "../support/flows"

type Input = { readonly intent: Intent } | { readonly event: NewEvent }

/** A store over `kernel` (held inputs: `hold`) recording its log (with state hashes) and commands. */
const recording = (kernel: Kernel<AppState, AppEvent, Intent, Cmd>, hold = false) => {
  const log: string[] = []
  const commands: Cmd[] = []
  let holds = 0
  let now = T0
  const store = createStore(kernel, {
    now: () => now,
    run: (c) => void commands.push(c),
    onEvent: (e, s) => void log.push(`${e.seq} ${e._tag} ${canonicalJson(s).length}:${canonicalJson(s)}`),
    ...(hold ? { hold: { holds: heldForStartup, onHold: () => void holds++ } } : {}),
  })
  const feed = (inputs: ReadonlyArray<Input>) => {
    for (const input of inputs) {
      now += 10
      if ("intent" in input) store.dispatch(input.intent)
      else store.publish(input.event)
    }
  }
  return { store, log, commands, feed, holds: () => holds, tick: (ms: number) => void (now += ms) }
}

/** A request id the login popup waits for: the seq of the event that asked (the last CallGateway of `name`). */
const requestOf = (commands: ReadonlyArray<Cmd>, name: string): number => {
  const c = commands.findLast((x): x is Extract<Cmd, { _tag: "CallGateway" }> => x._tag === "CallGateway" && x.name === name)
  expect(c, `a ${name} call`).toBeDefined()
  return c!.requestId
}

describe("Given a visitor's store on the startup kernel (issue 14)", () => {
  it("when a member intent comes, then it and every input after it are held in order, and after the swap they run in that order as on the full kernel", () => {
    const visitor = recording(startupKernel, true)
    const reference = recording(appKernel)
    const before: Input[] = [{ event: E.started("/") }, { intent: I.OpenLogin({ origin: "menu" }) }, { intent: I.CloseLogin() }]
    const after: Input[] = [{ intent: I.OpenImPanel({ tab: "messages" }) }, { event: E.timer("overlays:cookie") }, { intent: I.OpenLogin({ origin: "im" }) }]
    for (const r of [visitor, reference]) r.feed(before)
    expect(visitor.log).toEqual(reference.log)
    const logged = visitor.log.length
    visitor.feed(after)
    // Held: the member intent, and the startup event and intent after it (never run before it).
    expect(visitor.log).toHaveLength(logged)
    expect(visitor.store.held().map((h) => ("intent" in h ? h.intent._tag : h.event._tag))).toEqual(["OpenImPanel", "TimerElapsed", "OpenLogin"])
    expect(visitor.holds()).toBeGreaterThan(0)
    visitor.store.upgrade(appKernel)
    reference.feed(after)
    expect(visitor.store.held()).toEqual([])
    expect(visitor.log).toEqual(reference.log)
    expect(visitor.commands).toEqual(reference.commands)
    expect(canonicalJson(visitor.store.getSnapshot())).toBe(canonicalJson(reference.store.getSnapshot()))
  })

  it("when the login popup's e-mail way is chosen before the full kernel is in, then it and the rest are held; after the swap the e-mail sign-in runs as on the full kernel", () => {
    const visitor = recording(startupKernel, true)
    const reference = recording(appKernel)
    const steps: Input[] = [
      { event: E.started("/") },
      { intent: I.OpenLogin({ origin: "menu" }) },
      { event: E.visited("/login") },
      { intent: I.ChooseEmail() },
      { intent: I.SubmitEmail({ email: "ada@example.com" }) },
    ]
    for (const r of [visitor, reference]) r.feed(steps)
    // The popup is open (its /login entry on) on the startup kernel; its e-mail way waits for the login feature.
    expect(visitor.store.getSnapshot().login).toMatchObject({ open: true, history: "on", step: 1 })
    expect(visitor.store.held().map((h) => ("intent" in h ? h.intent._tag : h.event._tag))).toEqual(["ChooseEmail", "SubmitEmail"])
    visitor.store.upgrade(appKernel)
    expect(visitor.store.held()).toEqual([])
    const exists = E.answered(requestOf(visitor.commands, "emailExists"), "emailExists", { status: 4, userId: 77 })
    for (const r of [visitor, reference]) r.feed([{ event: exists }, { intent: I.SubmitPassword({ password: "secret12" }) }])
    const answer = E.answered(requestOf(visitor.commands, "emailLogin"), "emailLogin", signIn(501))
    for (const r of [visitor, reference]) r.feed([{ event: answer }])
    expect(isSignedIn(visitor.store.getSnapshot().session)).toBe(true)
    expect(visitor.log).toEqual(reference.log)
    expect(visitor.commands).toEqual(reference.commands)
    // The full kernel's member commands ran: the chat database is loaded for the new member.
    expect(visitor.commands.some((c) => c._tag === "LoadChats")).toBe(true)
  })

  it("when a login answer or a sign-in comes to the startup kernel, then it is held (the login feature's requests and a§4 sign-in endpoints)", () => {
    for (const name of ["emailExists", "checkMobile", "sendVerifyEmail", "loginToken"]) expect(heldForStartup({ event: E.answered(9, name, {}) }), name).toBe(true)
    expect(heldForStartup({ event: E.answered(9, "emailLogin", signIn(501)) })).toBe(true)
    expect(heldForStartup({ event: E.failed(9, "emailExists", 10006) })).toBe(true)
    expect(heldForStartup({ event: { _tag: "SocialAuthFailed", at: T0, requestId: 9, provider: "google", reason: "closed" } })).toBe(true)
    for (const intent of [I.ChooseEmail(), I.ChoosePhone(), I.ChooseSocial({ provider: "google" }), I.LoginBack(), I.SubmitSupplyInfo({ nickname: "A", birthday: "2000-01-01", gender: 1 }), I.CloseSupplyInfo()])
      expect(heldForStartup({ intent }), intent._tag).toBe(true)
    expect(heldForStartup({ intent: I.OpenLogin({ origin: "gate" }) })).toBe(false)
    expect(heldForStartup({ intent: I.CloseLogin() })).toBe(false)
  })

  it("when a visitor's popup opens and closes before the full kernel is in (the router's on a blocked route, the menu's with its /login entry, Back off it), then nothing is held and the log and commands are the full kernel's", () => {
    const visitor = recording(startupKernel, true)
    const reference = recording(appKernel)
    const steps: Input[] = [
      // Typed /messages: the router's popup; closing it puts the wall in its place.
      { event: E.started("/messages") },
      { intent: I.CloseLogin() },
      { event: E.visited("/") },
      // The menu's popup pushes /login; Back off /login closes it.
      { intent: I.OpenLogin({ origin: "menu" }) },
      { event: E.visited("/login") },
      { event: E.visited("/") },
      // A blocked route reached in the app: the router's popup; closing it goes back one entry.
      { event: E.visited("/friends") },
      { intent: I.CloseLogin() },
      // The 18+ gate's Log in, closed again from /login (goes back one entry).
      { intent: I.OpenLogin({ origin: "gate" }) },
      { event: E.visited("/login") },
      { intent: I.CloseLogin() },
    ]
    for (const r of [visitor, reference]) r.feed(steps)
    expect(visitor.store.held()).toEqual([])
    expect(visitor.holds()).toBe(0)
    expect(visitor.log).toEqual(reference.log)
    expect(visitor.commands).toEqual(reference.commands)
    const tags = visitor.commands.map((c) => (c._tag === "Navigate" ? `Navigate ${c.to} ${c.replace}` : c._tag)).filter((t) => t.startsWith("Navigate"))
    expect(tags).toEqual(["Navigate / true", "Navigate /login false", "NavigateBack", "Navigate /login false", "NavigateBack"])
  })

  it("when a startup intent's decider makes an event only a member feature declares, then that event and the rest are held, before later inputs", () => {
    const visitor = recording(startupKernel, true)
    visitor.feed([{ event: E.started("/") }])
    // Events published by an adapter while held keep their place after the held ones.
    visitor.feed([{ event: E.answered(3, "callLaunch", {}) }, { event: E.timer("x") }])
    expect(visitor.store.held().map((h) => ("event" in h ? h.event._tag : h.intent._tag))).toEqual(["GatewayAnswered", "TimerElapsed"])
  })

  it("when a page starts with a stored session, then the startup kernel would hold it (the composition root starts such a page with the full kernel)", () => {
    expect(storedSession(STORED_SESSION)).toBe(true)
    expect(storedSession({ deviceId: "d" })).toBe(false)
    expect(heldForStartup({ event: E.started("/", { ...STORED_SESSION }) })).toBe(true)
    expect(heldForStartup({ event: E.started("/", { deviceId: "d", RC_POP_18: "1" }) })).toBe(false)
  })

  it("when a store has no hold (a member's page, replay), then nothing is held", () => {
    const member = recording(appKernel)
    member.feed([{ event: E.started("/", { ...STORED_SESSION }) }, { intent: I.OpenImPanel({ tab: "messages" }) }])
    expect(member.store.held()).toEqual([])
    expect(member.log.length).toBeGreaterThanOrEqual(2)
  })
})

describe("Given the full kernel's loader (issue 14)", () => {
  const fakeEnv = () => {
    const timers: Array<{ f: () => void; ms: number }> = []
    const online = new Set<() => void>()
    return {
      timers,
      online,
      env: {
        setTimeout: (f: () => void, ms: number) => void timers.push({ f, ms }),
        onOnline: (f: () => void) => (online.add(f), () => void online.delete(f)),
        origin: "https://app.test",
      },
    }
  }
  const flush = () => new Promise<void>((r) => setTimeout(r, 0))

  it("when the import fails, then the held inputs stay, and it is tried again when the browser is back online; then they run in order", async () => {
    const visitor = recording(startupKernel, true)
    const { env, online, timers } = fakeEnv()
    let calls = 0
    const load = (): Promise<KernelModule> => (++calls === 1 ? Promise.reject(new TypeError("Failed to fetch dynamically imported module")) : Promise.resolve({ appKernel }))
    const loader = fullKernelLoader(load, (k) => visitor.store.upgrade(k), () => visitor.store.held().length > 0, env)
    visitor.feed([{ event: E.started("/") }, { intent: I.OpenImPanel({ tab: "messages" }) }, { event: E.timer("overlays:cookie") }])
    loader.start()
    await flush()
    expect(calls).toBe(1)
    expect(visitor.store.held()).toHaveLength(2)
    expect(timers.map((t) => t.ms)).toEqual([1_000])
    for (const f of [...online]) f()
    await flush()
    expect(calls).toBe(2)
    expect(visitor.store.held()).toEqual([])
    // A visitor's IM button asks for the login popup (m§2): decided by the full kernel, before the timer.
    expect(visitor.log.map((l) => l.split(" ")[1])).toEqual(["AppStarted", "LoginOpened", "TimerElapsed"])
    expect(visitor.store.getSnapshot().login.open).toBe(true)
    // The timer of the failed try does not load again.
    timers[0]!.f()
    await flush()
    expect(calls).toBe(2)
  })

  it("when the import keeps failing, then each retry waits twice as long (at most 30 s) and the inputs stay held", async () => {
    const visitor = recording(startupKernel, true)
    const { env, timers } = fakeEnv()
    const loader = fullKernelLoader(() => Promise.reject(new Error("offline")), (k) => visitor.store.upgrade(k), () => visitor.store.held().length > 0, env)
    visitor.feed([{ event: E.started("/") }, { intent: I.OpenImPanel({ tab: "messages" }) }])
    loader.start()
    for (let i = 0; i < 7; i++) {
      await flush()
      timers.at(-1)!.f()
    }
    await flush()
    expect(timers.map((t) => t.ms)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000])
    expect(visitor.store.held()).toHaveLength(1)
  })

  it("when the import keeps failing with the browser online (the file is gone after an update), then the page reloads at the third failure, not before, and not when offline in between", async () => {
    const visitor = recording(startupKernel, true)
    const { env, timers } = fakeEnv()
    let onlineNow = true
    let reloads = 0
    const loader = fullKernelLoader(() => Promise.reject(new Error("404")), (k) => visitor.store.upgrade(k), () => visitor.store.held().length > 0, {
      ...env,
      isOnline: () => onlineNow,
      reloadPage: () => (++reloads, true),
    })
    visitor.feed([{ event: E.started("/") }, { intent: I.OpenImPanel({ tab: "messages" }) }])
    loader.start()
    await flush()
    timers.at(-1)!.f()
    await flush()
    expect(reloads).toBe(0)
    // Offline at the third failure: the count starts again, and the inputs stay held.
    onlineNow = false
    timers.at(-1)!.f()
    await flush()
    expect(reloads).toBe(0)
    onlineNow = true
    for (let i = 0; i < 2; i++) {
      timers.at(-1)!.f()
      await flush()
    }
    expect(reloads).toBe(0)
    timers.at(-1)!.f()
    await flush()
    expect(reloads).toBe(1)
    expect(visitor.store.held()).toHaveLength(1)
  })

  it("when nothing is held (a prefetch at the login popup failed), then it is not tried again until asked", async () => {
    const { env, timers } = fakeEnv()
    let calls = 0
    const loader = fullKernelLoader(() => (++calls, Promise.reject(new Error("offline"))), () => {}, () => false, env)
    loader.start()
    await flush()
    timers[0]!.f()
    await flush()
    expect(calls).toBe(1)
    loader.start()
    await flush()
    expect(calls).toBe(2)
  })
})
