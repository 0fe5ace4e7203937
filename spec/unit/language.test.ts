// The interface language (a§1): the choice order (path prefix, stored siteLanguage, browser, en), the
// one mapping of the spec's "iw" to BCP 47 "he", the settings picker (ChooseLanguage -> LanguageChosen,
// siteLanguage stored, an overriding prefix dropped), the a§3 cleanup handing the choice back to the
// browser, and everything the server is told (languageId, sendCode language, languageName, targetLanguage).
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import type { Cmd } from "../../domain/app/commands"
import { callerOf } from "../../domain/core/call"
import { I } from "../../domain/app/intents"
import { KEPT_ON_CLEANUP, PHONE_PASSWORD_CONFIG, SITE_LANGUAGE_KEY, UI_LANGUAGES, languageIdOf } from "../../domain/constants"
import { program } from "../../domain/runtime/interpreter"
import { bcp47Of, chooseLanguage, isUiLanguage, uiLanguageOf } from "../../domain/shell/language"
import { parseRoute } from "../../domain/shell/routes"
import { selectLanguage } from "../../domain/shell/selectors"
import { E, T0 } from "../support/fixtures"
import { given } from "../support/gwt"
import { harness } from "../support/harness"
import { PEER, imDriver } from "../support/imDriver"
import { testPorts } from "../support/testLayers"

const started = (path: string, stored: Record<string, string> = {}, browserLanguages?: string[]) =>
  ({ ...E.started(path, stored), ...(browserLanguages ? { browserLanguages } : {}) }) as ReturnType<typeof E.started>

const languageAt = (path: string, stored: Record<string, string> = {}, browser?: string[]) => given(started(path, stored, browser)).state.shell.language

describe("a§1 language choice order", () => {
  it("the path prefix decides first: /tr, /nl, /gb (the en catalog) and /en, whatever is stored or preferred by the browser", () => {
    expect(languageAt("/tr/shop", { siteLanguage: "ar" }, ["ja"])).toBe("tr")
    expect(languageAt("/nl", { siteLanguage: "ar" }, ["ja"])).toBe("nl")
    expect(languageAt("/gb/livechat", { siteLanguage: "ar" }, ["ja"])).toBe("en")
    expect(languageAt("/en", { siteLanguage: "ar" }, ["ja"])).toBe("en")
  })

  it("without a prefix the stored siteLanguage decides, then the browser's languages in order, then en", () => {
    expect(languageAt("/", { siteLanguage: "ar" }, ["ja", "de"])).toBe("ar")
    expect(languageAt("/shop", {}, ["xx-YY", "ja-JP", "de"])).toBe("ja")
    expect(languageAt("/", { siteLanguage: "klingon" }, ["ru-RU"])).toBe("ru")
    expect(languageAt("/", {}, ["xx", "tlh"])).toBe("en")
    expect(languageAt("/", {}, [])).toBe("en")
    expect(languageAt("/")).toBe("en")
  })

  it("/en keeps its prefix on the route (English chosen by address) and is no longer an unknown path", () => {
    const r = parseRoute("/en/shop")
    expect(r).toMatchObject({ lang: "en", prefix: "/en", name: "CoinPage", rest: "shop" })
    expect(parseRoute("/shop")).toMatchObject({ lang: "en", prefix: "", name: "CoinPage" })
  })

  it("a visited path re-decides with the same stored and browser languages", () => {
    const s = given(started("/tr", {}, ["de"]), E.visited("/shop")).state
    expect(s.shell.language).toBe("de")
    expect(given(started("/", {}, ["de"]), E.visited("/nl/shop")).state.shell.language).toBe("nl")
  })

  it("chooseLanguage is total over every interface language as the stored value", () => {
    for (const lang of UI_LANGUAGES) expect(chooseLanguage(parseRoute("/"), lang, ["ja"])).toBe(lang)
  })
})

describe("Hebrew: the spec's iw, BCP 47 he (mapped once)", () => {
  it("bcp47Of maps iw to he and leaves the other codes", () => {
    expect(bcp47Of("iw")).toBe("he")
    expect(UI_LANGUAGES.filter((l) => l !== "iw").every((l) => bcp47Of(l) === l)).toBe(true)
  })

  it("uiLanguageOf reads browser tags and spec codes by primary subtag: he-IL and iw are iw", () => {
    expect(uiLanguageOf("he-IL")).toBe("iw")
    expect(uiLanguageOf("he")).toBe("iw")
    expect(uiLanguageOf("iw")).toBe("iw")
    expect(uiLanguageOf("pt-BR")).toBe("pt")
    expect(uiLanguageOf("zh-Hant-TW")).toBe("zh")
    expect(uiLanguageOf("EN_gb")).toBe("en")
    expect(uiLanguageOf("gb")).toBeNull()
    expect(uiLanguageOf("")).toBeNull()
    expect(isUiLanguage("he")).toBe(false)
  })

  it("a browser asking for he-IL gets the iw interface, told to the server as iw (languageId of Hebrew)", () => {
    const s = given(started("/", {}, ["he-IL", "en"])).state
    expect(selectLanguage(s)).toBe("iw")
    expect(callerOf(s).languageId).toBe(languageIdOf("he"))
    expect(languageIdOf("iw")).toBe(languageIdOf("he"))
  })
})

describe("the settings picker: ChooseLanguage -> LanguageChosen (a§1, a§3 siteLanguage)", () => {
  it("given English on /, when Arabic is chosen, then LanguageChosen; siteLanguage is stored and the page stays where it is", () => {
    given(started("/shop"))
      .when(I.ChooseLanguage({ language: "ar" }))
      .then({ _tag: "LanguageChosen", at: T0, language: "ar" })
      .thenCommands({ _tag: "Persist", key: SITE_LANGUAGE_KEY, value: "ar" })
      .thenState((s) => expect(s.shell).toMatchObject({ language: "ar", preferredLanguage: "ar", route: { name: "CoinPage", prefix: "" } }))
  })

  it("given /tr/shop, when Hebrew is chosen, then the tr prefix is dropped (it would win) with a replacing navigation", () => {
    given(started("/tr/shop"))
      .when(I.ChooseLanguage({ language: "iw" }))
      .then({ _tag: "LanguageChosen", at: T0, language: "iw" })
      .thenCommands({ _tag: "Persist", key: SITE_LANGUAGE_KEY, value: "iw" }, { _tag: "Navigate", to: "/shop", replace: true })
  })

  it("choosing a site language with a prefix goes to that prefix; English on /gb stays British", () => {
    given(started("/shop")).when(I.ChooseLanguage({ language: "nl" })).thenCommandsMatch({ _tag: "Persist" }, { _tag: "Navigate", to: "/nl/shop" })
    given(started("/gb/shop", { siteLanguage: "ar" })).when(I.ChooseLanguage({ language: "en" })).thenCommandsMatch({ _tag: "Persist", value: "en" })
    given(started("/tr")).when(I.ChooseLanguage({ language: "en" })).thenCommandsMatch({ _tag: "Persist" }, { _tag: "Navigate", to: "/" })
  })

  it("after the navigation the chosen language holds on the unprefixed page", () => {
    const chosen = { _tag: "LanguageChosen" as const, at: T0, language: "iw" as const }
    expect(given(started("/tr/shop", {}, ["de"]), chosen, E.visited("/shop")).state.shell.language).toBe("iw")
  })

  it("choosing the language already shown and stored decides nothing; choosing the shown but unstored one stores it", () => {
    given(started("/", { siteLanguage: "ar" })).when(I.ChooseLanguage({ language: "ar" })).then()
    given(started("/", {}, ["ar"])).when(I.ChooseLanguage({ language: "ar" })).then({ _tag: "LanguageChosen", at: T0, language: "ar" })
  })

  it("the choice closes the settings menu", () => {
    const open = { _tag: "SettingsMenuToggled" as const, at: T0, open: true }
    expect(given(started("/"), open).when(I.ChooseLanguage({ language: "de" })).state.shell.settingsMenuOpen).toBe(false)
  })

  it("the intent is part of the app's intents (I.ChooseLanguage)", () => {
    expect(I.ChooseLanguage({ language: "ja" })).toEqual({ _tag: "ChooseLanguage", language: "ja" })
  })
})

describe("a§3 sign-out cleanup: the browser's language decides again", () => {
  it("ClearStorage drops siteLanguage, so the next page load follows navigator.languages", async () => {
    const ports = testPorts({ now: T0, stored: { deviceId: "d", userId: "1", loginToken: "t", [SITE_LANGUAGE_KEY]: "ar" } })
    const before = ports.storage.read()
    expect(given(started("/", before, ["ru"])).state.shell.language).toBe("ar")
    await Effect.runPromise(Effect.provide(program({ _tag: "ClearStorage", keep: [...KEPT_ON_CLEANUP] } as Cmd, () => undefined), ports.layer))
    expect(ports.storage.read()).not.toHaveProperty(SITE_LANGUAGE_KEY)
    expect(given(started("/", ports.storage.read(), ["ru"])).state.shell.language).toBe("ru")
  })
})

describe("what the server is told follows the chosen language (a§7, m§7)", () => {
  it("languageId on every request: en 1, zh 2, es 3, ru 4, fr 5, ja 6, de 7, ar 8", () => {
    const expected = { en: 1, zh: 2, es: 3, ru: 4, fr: 5, ja: 6, de: 7, ar: 8 } as const
    for (const [lang, id] of Object.entries(expected)) expect(callerOf(given(started("/", { siteLanguage: lang })).state).languageId, lang).toBe(id)
  })

  it("a request after a switch carries the new languageId (the wall reloads after a group change)", () => {
    const h = harness({ now: T0, browserLanguages: ["en-US"] })
    h.dispatch(I.ChooseLanguage({ language: "ar" }))
    h.dispatch(I.OpenLogin({ origin: "menu" }))
    h.dispatch(I.ChooseEmail())
    h.dispatch(I.SubmitEmail({ email: "a@b.co" }))
    expect(h.lastCall("emailExists")!.caller.languageId).toBe(8)
    expect(h.calls().filter((c) => c.caller.languageId === 8).length).toBeGreaterThan(0)
  })

  it("POST /mobile/sms/sendCode carries language and the phone supply info languageName and languageId of the choice (iw for Hebrew)", () => {
    const h = harness({ now: T0, browserLanguages: ["he-IL"] })
    h.dispatch(I.OpenLogin({ origin: "menu" }))
    h.dispatch(I.ChoosePhone())
    h.dispatch(I.SubmitPhone({ countryCode: "972", phone: "501234567" }))
    h.answer("checkMobile", {
      valid: true, existent: false, passwordConfig: PHONE_PASSWORD_CONFIG.off, sendSms: true, sendWhatsapp: false,
      userSetPassword: false, mobileRegisterEnable: true,
    })
    expect(h.lastCall("smsSendCode")!.params).toEqual({ language: "iw", countryCode: "972", phoneNumber: "501234567" })
    h.answer("smsSendCode", {})
    h.dispatch(I.SubmitCode({ code: "123456" }))
    h.answer("smsCheckCode", {})
    h.dispatch(I.SubmitSupplyInfo({ nickname: "Noa", birthday: "1999-05-20", gender: 2 }))
    expect(h.lastCall("phoneLogin")!.params).toMatchObject({ languageId: languageIdOf("he"), languageName: "iw", userName: "Noa" })
  })

  it("im/v1/send asks for translation into the chosen language", () => {
    const d = imDriver(true, { [SITE_LANGUAGE_KEY]: "ja" })
    d.dispatch(I.OpenConversation({ peerId: PEER, name: "Bo" }))
    const send = d.dispatch(I.SendText({ clientId: "c1", text: "hi" })).find((c) => c._tag === "CallGateway" && c.name === "imSend")
    expect(send).toMatchObject({ params: { targetLanguage: "ja" }, caller: { languageId: 6 } })
    if (send?._tag === "CallGateway") d.answer(send.requestId, "imSend", { messageId: "s1", translateCode: 0 })
    const after = d.dispatch(I.ChooseLanguage({ language: "ar" }))
    expect(after.some((c) => c._tag === "Persist")).toBe(true)
    const next = d.dispatch(I.SendText({ clientId: "c2", text: "مرحبا" })).find((c) => c._tag === "CallGateway" && c.name === "imSend")
    expect(next).toMatchObject({ params: { targetLanguage: "ar" }, caller: { languageId: 8 } })
  })
})
