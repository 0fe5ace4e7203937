// What the boot script modulepreloads with the app's module (ui/boot/preloads.ts, issue 14): the
// startup's files; signed in, the member files; the page language's catalog (English's is in the app's
// module); signed in, that language's member texts (English's for a language without a catalog). And
// the build's list of catalog files by locale that it reads them from (build.mjs catalogFiles); and the
// static gate's texts it writes for the boot script (build.mjs gateTexts).
import type { Metafile } from "esbuild"
import { describe, expect, it } from "vitest"
import { catalogFiles, GATE_TEXT_KEYS, gateTexts } from "../../build.mjs"
import ar from "../../i18n/ar"
import en from "../../i18n/en"
import tr from "../../i18n/tr"
import { bootPreloads, fileOf } from "../../ui/boot/preloads"

const data = {
  preload: "/startupKernel-A.js /compose-B.js",
  memberPreload: "/kernel-K.js /member-M.js",
  catalogs: "ar /ar-1.js tr /tr-2.js",
  memberTexts: "ar /member-3.js en /member-4.js tr /member-5.js",
}

describe("the boot script's preloads", () => {
  it("given a visitor in English: the startup's files only (the English catalog is in the app's module)", () => {
    expect(bootPreloads(data, "en", false)).toEqual(["/startupKernel-A.js", "/compose-B.js"])
  })
  it("given a visitor in Turkish: with the Turkish catalog, no member texts", () => {
    expect(bootPreloads(data, "tr", false)).toEqual(["/startupKernel-A.js", "/compose-B.js", "/tr-2.js"])
  })
  it("given a member in English: the member files and the English member texts", () => {
    expect(bootPreloads(data, "en", true)).toEqual(["/startupKernel-A.js", "/compose-B.js", "/kernel-K.js", "/member-M.js", "/member-4.js"])
  })
  it("given a member in Arabic: the Arabic catalog and member texts", () => {
    expect(bootPreloads(data, "ar", true)).toEqual(["/startupKernel-A.js", "/compose-B.js", "/kernel-K.js", "/member-M.js", "/ar-1.js", "/member-3.js"])
  })
  it("given a member in a language without a catalog (shown in English): English's member texts", () => {
    expect(bootPreloads(data, "sv", true)).toEqual(["/startupKernel-A.js", "/compose-B.js", "/kernel-K.js", "/member-M.js", "/member-4.js"])
  })
  it("given attributes missing (an older page) or odd: nothing extra, and a URL is never taken for a code", () => {
    expect(bootPreloads({}, "tr", true)).toEqual([])
    expect(fileOf("tr", "tr")).toBe("")
    expect(fileOf("ar /tr tr /tr-2.js", "/tr")).toBe("")
    expect(fileOf("ar /tr tr /tr-2.js", "tr")).toBe("/tr-2.js")
  })
})

describe("the build's catalog files (catalogFiles)", () => {
  it("lists each language's own catalog (not English's) and each language's member texts, by locale", () => {
    const out = (entryPoint?: string) => ({ entryPoint, imports: [], exports: [], inputs: {}, bytes: 1 })
    const metafile = {
      inputs: {},
      outputs: {
        "dist/main-A.js": out("ui/main.tsx"),
        "dist/tr-T.js": out("i18n/tr/index.ts"),
        "dist/ar-R.js": out("i18n/ar/index.ts"),
        "dist/member-E.js": out("i18n/en/member/index.ts"),
        "dist/member-R.js": out("i18n/ar/member/index.ts"),
        "dist/legal-L.js": out("i18n/tr/legal/index.ts"),
        "dist/member-X.js": out("infrastructure/member.ts"),
        "dist/chunk-C.js": out(),
        "dist/tr-T.js.map": out("i18n/tr/index.ts"),
      },
    } as unknown as Metafile
    expect(catalogFiles(metafile)).toEqual({
      catalogs: [["ar", "dist/ar-R.js"], ["tr", "dist/tr-T.js"]],
      member: [["ar", "dist/member-R.js"], ["en", "dist/member-E.js"]],
    })
  })
})

describe("the static gate's texts the build writes on the boot script (build.mjs gateTexts, ui/boot/gate.ts)", () => {
  it("are every catalog's gate group: the four texts the static first paint's gate shows", () => {
    const all = gateTexts() as Record<string, Record<string, string>>
    expect(Object.keys(all).length).toBe(20)
    expect(GATE_TEXT_KEYS).toEqual(["title", "text", "enter", "logIn"])
    expect(all["en"]).toEqual(en.gate)
    expect(all["tr"]).toEqual(tr.gate)
    expect(all["ar"]).toEqual(ar.gate)
  })
})
