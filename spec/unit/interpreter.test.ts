// The Effect interpreter over test layers of every port: each command reaches its port, and what
// comes back (gateway answers, elapsed timers) is published as events stamped with the Clock.
import * as Effect from "effect/Effect"
import { describe, expect, it, vi } from "vitest"
import type { Cmd } from "../../domain/app/commands"
import type { GatewayResult } from "../../domain/runtime/ports"
import type { NewEvent } from "../../domain/app/event"
import { I } from "../../domain/app/intents"
import { appKernel } from "../../domain/app/kernel"
import { KEPT_ON_CLEANUP } from "../../domain/constants"
import { makeInterpreter, program } from "../../domain/runtime/interpreter"
import { createStore } from "../../domain/runtime/store"
import { T0, groups, hostPage } from "../support/fixtures"
import { testPorts } from "../support/testLayers"

const CALLER = { deviceId: "dev-1", userId: "501", token: "tok", languageId: 1 }

/** Runs one command to completion over fresh test ports; returns the ports and what was published. */
const runOne = async (c: Cmd, ports = testPorts({ now: T0 })) => {
  const published: NewEvent[] = []
  await Effect.runPromise(Effect.provide(program(c, (e) => published.push(e)), ports.layer))
  return { ports, published }
}

const deferred = <A>() => {
  let resolve!: (a: A) => void
  const promise = new Promise<A>((r) => (resolve = r))
  return { promise, resolve }
}

describe("Given a CallGateway command", () => {
  it("when the gateway answers ok, then GatewayAnswered is published with requestId, name, data and the clock at answer time", async () => {
    const answer = deferred<GatewayResult>()
    const ports = testPorts({ now: T0, script: () => answer.promise })
    const published: NewEvent[] = []
    const run = makeInterpreter(ports.layer)
    run({ _tag: "CallGateway", requestId: 7, name: "emailExists", params: { email: "a@b.co" }, caller: CALLER }, (e) => published.push(e))
    await vi.waitFor(() => expect(ports.gateway.requests).toHaveLength(1))
    expect(ports.gateway.requests[0]).toEqual({ name: "emailExists", params: { email: "a@b.co" }, caller: CALLER })
    ports.clock.tick(1_234)
    answer.resolve({ ok: true, data: { status: 4, userId: 9 } })
    await vi.waitFor(() => expect(published).toHaveLength(1))
    expect(published[0]).toEqual({ _tag: "GatewayAnswered", at: T0 + 1_234, requestId: 7, name: "emailExists", data: { status: 4, userId: 9 } })
  })

  it("when the gateway fails, then GatewayFailed carries code, msg, httpStatus, reason (and no data key)", async () => {
    const { published } = await runOne(
      { _tag: "CallGateway", requestId: 3, name: "getUserInfo", params: {}, caller: CALLER },
      testPorts({ now: T0, script: () => ({ ok: false, code: 10115, msg: "banned", httpStatus: 200, reason: "code" }) }),
    )
    expect(published).toEqual([{ _tag: "GatewayFailed", at: T0, requestId: 3, name: "getUserInfo", code: 10115, msg: "banned", httpStatus: 200, reason: "code" }])
    expect(published[0]).not.toHaveProperty("data")
  })

  it("when a failure carries data (10042), then GatewayFailed keeps it", async () => {
    const data = { complementInfoKey: "k" }
    const { published } = await runOne(
      { _tag: "CallGateway", requestId: 4, name: "emailLogin", params: {}, caller: CALLER },
      testPorts({ now: T0, script: () => ({ ok: false, code: 10042, msg: "", httpStatus: 200, reason: "code", data }) }),
    )
    expect(published[0]).toMatchObject({ _tag: "GatewayFailed", code: 10042, data })
  })
})

describe("Given timer commands", () => {
  it("when StartTimer runs and its time passes, then TimerElapsed with its key at the due time", async () => {
    const { ports, published } = await runOne({ _tag: "StartTimer", key: "toast:5", ms: 3_000 })
    ports.timers.advance(2_999)
    expect(published).toEqual([])
    ports.timers.advance(1)
    expect(published).toEqual([{ _tag: "TimerElapsed", at: T0 + 3_000, key: "toast:5" }])
  })

  it("when CancelTimer runs before it is due, then nothing elapses", async () => {
    const ports = testPorts({ now: T0 })
    const { published } = await runOne({ _tag: "StartTimer", key: "k", ms: 10 }, ports)
    await runOne({ _tag: "CancelTimer", key: "k" }, ports)
    ports.timers.advance(100)
    expect(published).toEqual([])
  })

  it("when the same key is started again, then only the second timer fires", async () => {
    const ports = testPorts({ now: T0 })
    const first = await runOne({ _tag: "StartTimer", key: "k", ms: 10 }, ports)
    const second = await runOne({ _tag: "StartTimer", key: "k", ms: 50 }, ports)
    ports.timers.advance(100)
    expect(first.published).toEqual([])
    expect(second.published).toEqual([{ _tag: "TimerElapsed", at: T0 + 50, key: "k" }])
  })
})

describe("Given storage commands", () => {
  it("when Persist runs with days, then a cookie with that lifetime; without days, local storage", async () => {
    const ports = testPorts({ now: T0 })
    await runOne({ _tag: "Persist", key: "RC_POP_18", value: "1", days: 365 }, ports)
    await runOne({ _tag: "Persist", key: "loginCount_1", value: "2" }, ports)
    expect(ports.storage.values).toEqual({ RC_POP_18: "1", loginCount_1: "2" })
    expect(ports.storage.days).toEqual({ RC_POP_18: 365 })
  })

  it("when Forget runs, then those keys are removed", async () => {
    const ports = testPorts({ now: T0, stored: { a: "1", b: "2", c: "3" } })
    await runOne({ _tag: "Forget", keys: ["a", "c"] }, ports)
    expect(ports.storage.values).toEqual({ b: "2" })
  })

  it("when ClearStorage runs, then only the kept keys stay", async () => {
    const ports = testPorts({ now: T0, stored: { deviceId: "d", userId: "1", loginToken: "t", acceptCookie: "1", RC_POP_18: "1", siteLanguage: "tr" } })
    await runOne({ _tag: "ClearStorage", keep: [...KEPT_ON_CLEANUP] }, ports)
    expect(ports.storage.values).toEqual({ deviceId: "d", userId: "1", acceptCookie: "1", RC_POP_18: "1" })
  })
})

describe("Given navigation commands", () => {
  it("when RejectWire runs (a decoded frame the domain left unused), then WireRejected is published with its source and reason, stamped with the clock", async () => {
    const { published } = await runOne({ _tag: "RejectWire", source: "callChat", reason: "im e1: in-video text (type 4) with no video call with its sender open" })
    expect(published).toEqual([{ _tag: "WireRejected", at: T0, source: "callChat", reason: "im e1: in-video text (type 4) with no video call with its sender open" }])
  })

  it("when Navigate, NavigateBack and Reload run, then the navigation port records them in order", async () => {
    const ports = testPorts({ now: T0 })
    await runOne({ _tag: "Navigate", to: "/tr", replace: true }, ports)
    await runOne({ _tag: "NavigateBack" }, ports)
    await runOne({ _tag: "Reload", to: "/" }, ports)
    expect(ports.navigation.log).toEqual([{ op: "go", path: "/tr", replace: true }, { op: "back" }, { op: "reload", path: "/" }])
  })
})

describe("Given the store wired to the interpreter over test ports", () => {
  it("when the app starts on the wall, then the answered groups lead to the first host page in state", async () => {
    const ports = testPorts({
      now: T0,
      script: (r) => {
        switch (r.name) {
          case "hostGroups":
            return { ok: true, data: groups }
          case "hostsGuest":
            return { ok: true, data: hostPage(1, [1, 2]) }
          case "countryByIp":
            return { ok: true, data: { countryId: 792 } }
          default:
            return { ok: true, data: [] }
        }
      },
    })
    const store = createStore(appKernel, { now: ports.clock.now, run: makeInterpreter(ports.layer) })
    store.publish({ _tag: "AppStarted", at: T0, path: "/", stored: {}, deviceId: "dev-1" })
    await vi.waitFor(() => expect(store.getSnapshot().wall.hosts.map((h) => h.id)).toEqual([1, 2]))
    expect(store.getSnapshot().session.networkCountryId).toBe(792)
    expect(ports.storage.values).toEqual({ deviceId: "dev-1" })
    expect(ports.gateway.requests.map((r) => r.name).sort()).toEqual(["countryByIp", "dictOnlineStatus", "dictUserGender", "hostCountries", "hostGroups", "hostsGuest"])
  })

  it("when a toast is raised, then the timer port clears it after 3000 ms", async () => {
    const ports = testPorts({ now: T0, script: () => ({ ok: false, code: 6666, msg: "", httpStatus: 200, reason: "decode" }) })
    const store = createStore(appKernel, { now: ports.clock.now, run: makeInterpreter(ports.layer) })
    store.publish({ _tag: "AppStarted", at: T0, path: "/", stored: { userId: "1", loginToken: "t" }, deviceId: "dev-1" })
    await vi.waitFor(() => expect(store.getSnapshot().shell.toast?.key).toBe("dataInvalid"))
    await vi.waitFor(() => expect(ports.timers.running.size).toBeGreaterThan(0))
    ports.timers.advance(3_000)
    expect(store.getSnapshot().shell.toast).toBeNull()
  })

  it("when logout is answered, then storage is cleaned and the site reloads at the root", async () => {
    const ports = testPorts({ now: T0, stored: { deviceId: "dev-1", userId: "1", loginToken: "t", siteLanguage: "tr" }, script: () => ({ ok: true, data: null }) })
    const store = createStore(appKernel, { now: ports.clock.now, run: makeInterpreter(ports.layer) })
    store.publish({ _tag: "AppStarted", at: T0, path: "/", stored: ports.storage.read(), deviceId: "dev-1" })
    store.dispatch(I.Logout())
    await vi.waitFor(() => expect(ports.navigation.log).toContainEqual({ op: "reload", path: "/" }))
    expect(ports.storage.values).toEqual({ deviceId: "dev-1", userId: "1" })
  })
})
