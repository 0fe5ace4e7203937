// Session-error screens (a§8 account states), the cleanup that keeps only the a§3 keys, and the
// new-user coin check after a registration (a§4), through the real kernel and the interpreter.
import * as Effect from "effect/Effect"
import { describe, expect, it, vi } from "vitest"
import { I } from "../../domain/app/intents"
import { appKernel } from "../../domain/app/kernel"
import { KEPT_ON_CLEANUP, REGISTER_BONUS_COINS, TOAST_MS } from "../../domain/constants"
import { makeInterpreter, program } from "../../domain/runtime/interpreter"
import { createStore } from "../../domain/runtime/store"
import { SCREEN_ACTIONS } from "../../domain/session/codes"
import { isSignedIn } from "../../domain/session/state"
import { E, T0, signIn, user } from "../support/fixtures"
import { PASSWORD, STORED_SESSION, atPasswordStep } from "../support/flows"
import { given } from "../support/gwt"
import { HTTP_401, NETWORK, TIMEOUT, harness } from "../support/harness"
import { testPorts } from "../support/testLayers"

const SCREENS = [
  ["banned", { code: 10115, msg: "Your account has been banned" }, "", ["ok"]],
  ["bannedDevice", { code: 10116, msg: "This device has been banned" }, "", ["ok"]],
  ["suspended", { code: 10117, msg: "Suspended until 2026-01-17" }, "Suspended until 2026-01-17", ["visitor"]],
  ["loginExpired", HTTP_401, "", ["login", "ok"]],
  ["differentDevice", { code: 10023, msg: "Signed in elsewhere" }, "", ["login", "ok"]],
  ["updateInfoFailed", { code: 412, msg: "Please log in again" }, "Please log in again", ["ok"]],
] as const

describe("Given a signed-in member on a protected page, each session error has its own screen (a§8)", () => {
  it.each(SCREENS)("when the session ends as %s, then its screen with its actions, signed out, cleanup and home", (reason, failure, message, actions) => {
    const h = harness({ now: T0, stored: STORED_SESSION, path: "/tr/friends" })
    const from = h.mark()
    h.fail("getUserInfo", failure)
    const s = h.state()
    expect(s.session.screen).toMatchObject({ reason, message })
    expect(SCREEN_ACTIONS[reason]).toEqual(actions)
    expect(s.shell.dialog).toBeNull()
    expect(isSignedIn(s.session)).toBe(false)
    expect(h.since(from)).toEqual(
      expect.arrayContaining([
        { _tag: "ClearStorage", keep: [...KEPT_ON_CLEANUP] },
        { _tag: "Navigate", to: "/tr", replace: true },
      ]),
    )
  })

  it("when the other calls of the ended session fail too, then the one screen stays and cleanup runs once", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.fail("getUserInfo", { code: 10115 })
    const screen = h.state().session.screen
    const from = h.mark()
    h.fail("getCurrentGoldNum", { code: 10115 })
    h.fail("rtmToken", HTTP_401)
    expect(h.state().session.screen).toBe(screen)
    expect(h.since(from).filter((c) => c._tag === "ClearStorage" || c._tag === "Navigate")).toEqual([])
  })
})

describe("Given a session-error screen, its actions", () => {
  const ended = (code: number, path = "/") => [E.started(path, STORED_SESSION), E.failed(1, "getUserInfo", code)]

  it("when OK on the banned screen, then it closes and the member stays a visitor", () => {
    given(...ended(10115))
      .when(I.CloseSessionScreen({ action: "ok" }))
      .then({ _tag: "SessionScreenClosed", at: T0, action: "ok" })
      .thenState((s) => {
        expect(s.session.screen).toBeNull()
        expect(isSignedIn(s.session)).toBe(false)
        expect(s.login.open).toBe(false)
      })
  })

  it("when OK after the member moved away from home, then back home", () => {
    const g = given(...ended(10116, "/"), { _tag: "PathVisited", at: T0, path: "/tr/livechat" })
    g.when(I.CloseSessionScreen({ action: "ok" })).thenCommands({ _tag: "Navigate", to: "/tr", replace: true })
  })

  it("when Continue as visitor on the suspension screen, then it closes without opening the login", () => {
    given(...ended(10117))
      .when(I.CloseSessionScreen({ action: "visitor" }))
      .then({ _tag: "SessionScreenClosed", at: T0, action: "visitor" })
      .thenCommands()
  })

  it.each([10023, 401])("when Log in again after %i, then the screen closes and the login popup opens", (code) => {
    const events = code === 401 ? [E.started("/", STORED_SESSION), E.failed(1, "getUserInfo", 401, { httpStatus: 401, reason: "http" })] : ended(code)
    given(...events)
      .when(I.CloseSessionScreen({ action: "login" }))
      .then({ _tag: "SessionScreenClosed", at: T0, action: "login" }, { _tag: "LoginOpened", at: T0, origin: "menu" })
      .thenState((s) => {
        expect(s.session.screen).toBeNull()
        expect(s.login.open).toBe(true)
      })
  })

  it("when an action the screen does not offer is asked (log in on the banned screen), then it closes as OK", () => {
    given(...ended(10115)).when(I.CloseSessionScreen({ action: "login" })).then({ _tag: "SessionScreenClosed", at: T0, action: "ok" })
  })

  it("when no screen is on show, then nothing", () => {
    given(E.started("/", STORED_SESSION)).when(I.CloseSessionScreen({ action: "ok" })).then()
  })
})

describe("Given the interpreter over test storage, the session cleanup (a§3)", () => {
  it("when the session ends, then storage keeps only deviceId, userId, acceptCookie, oneWayAFPop and RC_POP_18", async () => {
    const stored = {
      ...STORED_SESSION, acceptCookie: "1", oneWayAFPop: "1", siteLanguage: "tr", downloadPop: "1",
      firstDeviceChecked: "1", roomNum: "R-1", callRole: "caller", loginCount_501: "3",
    }
    const ports = testPorts({ now: T0, stored, script: (r) => (r.name === "getUserInfo" ? { ok: false, code: 10115, msg: "", httpStatus: 200, reason: "code" } : { ok: true, data: null }) })
    const store = createStore(appKernel, { now: ports.clock.now, run: makeInterpreter(ports.layer) })
    store.publish({ _tag: "AppStarted", at: T0, path: "/", stored: ports.storage.read(), deviceId: "dev-1" })
    await vi.waitFor(() => expect(store.getSnapshot().session.screen?.reason).toBe("banned"))
    await vi.waitFor(() => expect(ports.navigation.log).toContainEqual({ op: "go", path: "/", replace: true }))
    expect(Object.keys(ports.storage.values).sort()).toEqual(["RC_POP_18", "acceptCookie", "deviceId", "oneWayAFPop", "userId"])
  })

  it("when ClearStorage runs alone, then exactly the KEPT_ON_CLEANUP keys survive", async () => {
    const ports = testPorts({ now: T0, stored: { deviceId: "d", userId: "1", acceptCookie: "1", oneWayAFPop: "1", RC_POP_18: "1", loginToken: "t", x: "y" } })
    await Effect.runPromise(Effect.provide(program({ _tag: "ClearStorage", keep: [...KEPT_ON_CLEANUP] }, () => {}), ports.layer))
    expect(Object.keys(ports.storage.values).sort()).toEqual([...KEPT_ON_CLEANUP].sort())
  })
})

describe("Given a new registration, the new-user coin check (a§4, a§9: 120 coins)", () => {
  const registered = () => {
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.answer("emailLogin", signIn(501, "tok-501", true))
    return h
  }

  it("when a new member signs in, then checkIfAddCoinForNew is called; a returning one does not", () => {
    expect(registered().lastCall("checkIfAddCoinForNew")).toMatchObject({ caller: { token: "tok-501" } })
    const h = atPasswordStep(4)
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.answer("emailLogin", signIn(501))
    expect(h.lastCall("checkIfAddCoinForNew")).toBeUndefined()
  })

  it("when coins were added, then a 'You got 120 coins' toast for 3000 ms and the balance is refreshed", () => {
    const h = registered()
    const golds = h.calls().filter((c) => c.name === "getCurrentGoldNum").length
    h.answer("checkIfAddCoinForNew", { added: true, gold: REGISTER_BONUS_COINS })
    expect(h.state().shell.toast).toMatchObject({ key: "coinsAdded", params: { coins: 120 } })
    expect(h.calls().filter((c) => c.name === "getCurrentGoldNum")).toHaveLength(golds + 1)
    h.answer("getCurrentGoldNum", { coinBalance: 620 })
    expect(h.state().session.coinBalance).toBe(620)
    h.advance(TOAST_MS)
    expect(h.state().shell.toast).toBeNull()
  })

  it("when no coins were added, then no toast and no refresh", () => {
    const h = registered()
    const from = h.mark()
    h.answer("checkIfAddCoinForNew", { added: false, gold: 0 })
    expect(h.state().shell.toast).toBeNull()
    expect(h.since(from)).toEqual([])
  })
})

describe("Given a restored session whose own info does not load (a§8 general messages)", () => {
  it.each([
    [TIMEOUT, "connectionError"],
    [{ code: 500, msg: "" }, "infoFailedLogInAgain"],
  ] as const)("when getUserInfo fails with %j, then the %s toast and the session stays", (failure, key) => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.fail("getUserInfo", failure)
    expect(h.state().shell.toast).toMatchObject({ key, text: "" })
    expect(h.state().session).toMatchObject({ userId: "501", token: "tok-501", screen: null })
  })

  it("when getUserInfo finds no network, then the app is offline (its strip says so), no toast, and the session stays", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.fail("getUserInfo", NETWORK)
    expect(h.state().connectivity.online).toBe(false)
    expect(h.state().shell.toast).toBeNull()
    expect(h.state().session).toMatchObject({ userId: "501", token: "tok-501", screen: null })
  })

  it("when a chat partner's profile fails the same way, then no such toast", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.answer("getUserInfo", user(501))
    h.dispatch(I.OpenConversation({ peerId: "77" }))
    h.fail("getUserInfo", NETWORK)
    expect(h.state().shell.toast).toBeNull()
  })
})
