// Names and other texts given to a sentence are isolated in their own direction (i18n/isolate.ts).
import { describe, expect, it } from "vitest"
import { i18nObject } from "../../i18n/i18n-util"
import { loadAllLocales } from "../../i18n/i18n-util.sync"
import { isolateText, isolatingLL } from "../../i18n/isolate"

loadAllLocales()

describe("bidi isolation of the texts a sentence is given", () => {
  it("given an Arabic sentence, when it names 'Mia P.', then the name is isolated (its full stop stays after it)", () => {
    const ar = isolatingLL(i18nObject("ar"), true)
    const text = ar.member.call.ringing.calling({ name: "Mia P." })
    expect(text).toContain("\u2068Mia P.\u2069")
    expect(text.replace(/[\u2068\u2069]/g, "")).toBe(i18nObject("ar").member.call.ringing.calling({ name: "Mia P." }))
  })
  it("given an English sentence, when it names a Latin name, then nothing changes; an Arabic name is isolated", () => {
    const en = isolatingLL(i18nObject("en"), false)
    expect(en.member.call.ringing.calling({ name: "Mia P." })).toBe(i18nObject("en").member.call.ringing.calling({ name: "Mia P." }))
    expect(en.member.call.ringing.calling({ name: "مريم." })).toContain("\u2068مريم.\u2069")
  })
  it("keeps numbers, empty texts and texts already isolated as they are; sections can be listed", () => {
    expect(isolateText("", true)).toBe("")
    expect(isolateText("\u2068x\u2069", true)).toBe("\u2068x\u2069")
    const ar = isolatingLL(i18nObject("ar"), true)
    expect(Object.keys(ar.member.call).length).toBe(Object.keys(i18nObject("ar").member.call).length)
    expect(typeof (ar.interests as unknown as Record<string, () => string>)["1"]).toBe("function")
  })
  it("given a list that reads one text per row, when it reads it again, then the part is read from typesafe-i18n once (a render allocates no proxies per row)", () => {
    const base = i18nObject("en")
    let reads = 0
    const counting = new Proxy(base, { get: (t, k, r) => (reads++, Reflect.get(t, k, r)) })
    const en = isolatingLL(counting, false)
    const texts = Array.from({ length: 100 }, () => en.member.im.chat.image())
    expect(new Set(texts)).toEqual(new Set([base.member.im.chat.image()]))
    expect(reads).toBe(1)
    expect(en.member.im.chat).toBe(en.member.im.chat)
    // Every view asking for the same LL gets the same one, with the parts already read.
    expect(isolatingLL(counting, false)).toBe(en)
    isolatingLL(counting, false).member.im.chat.image()
    expect(reads).toBe(1)
    // The isolation still applies to a part kept from an earlier read.
    const ar = isolatingLL(i18nObject("ar"), true)
    ar.member.call.ringing.calling({ name: "x" })
    expect(ar.member.call.ringing.calling({ name: "Mia P." })).toContain("\u2068Mia P.\u2069")
  })
})
