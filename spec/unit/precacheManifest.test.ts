// The service worker's precache manifest (build.mjs with workbox-build): the app shell only — what the
// main page loads at start (its boot script, its entry with the chunks it imports statically, the lazy
// entries it preloads: composition root, wall page, English catalog — after the production build's merge
// one startup file — and its CSS), index.html, the web app manifest and the page icon — by the hashed
// names the build writes (revision null: the name is the revision) or with a content revision; never
// source maps, compressed siblings, the metafile, the worker itself, other pages, other catalogs or lazy
// pages (those are cached when first used).
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Metafile } from "esbuild"
import { afterAll, describe, expect, it } from "vitest"
import { PAGES, precacheManifest, shellFiles } from "../../build.mjs"

const ROOT = path.resolve(".")
const OUT = "dist-precache-test"
const key = (name: string) => `${OUT}/${name}`

/** A metafile shaped as esbuild writes it (keys relative to the repository root). */
const metafile = {
  inputs: {},
  outputs: {
    [key("main-AAAAAAAA.js")]: {
      entryPoint: "ui/main.tsx",
      cssBundle: key("main-EEEEEEEE.css"),
      imports: [
        { path: key("chunk-BBBBBBBB.js"), kind: "import-statement" },
        { path: key("compose-DDDDDDDD.js"), kind: "dynamic-import" },
        { path: key("WallPage-CCCCCCCC.js"), kind: "dynamic-import" },
        { path: key("en-GGGGGGGG.js"), kind: "dynamic-import" },
      ],
    },
    [key("chunk-BBBBBBBB.js")]: { imports: [] },
    [key("main-EEEEEEEE.css")]: { imports: [] },
    [key("compose-DDDDDDDD.js")]: { entryPoint: "ui/app/compose.ts", imports: [{ path: key("chunk-FFFFFFFF.js"), kind: "import-statement" }, { path: key("firebase-JJJJJJJJ.js"), kind: "dynamic-import" }] },
    [key("chunk-FFFFFFFF.js")]: { imports: [{ path: key("chunk-BBBBBBBB.js"), kind: "import-statement" }] },
    [key("firebase-JJJJJJJJ.js")]: { imports: [] },
    [key("WallPage-CCCCCCCC.js")]: { entryPoint: "ui/pages/WallPage.tsx", imports: [{ path: key("chunk-BBBBBBBB.js"), kind: "import-statement" }] },
    [key("en-GGGGGGGG.js")]: { entryPoint: "i18n/en/index.ts", imports: [] },
    [key("tr-TTTTTTTT.js")]: { entryPoint: "i18n/tr/index.ts", imports: [] },
    [key("boot-KKKKKKKK.js")]: { entryPoint: "ui/boot/boot.ts", imports: [] },
    [key("inspector-HHHHHHHH.js")]: { entryPoint: "ui/inspector/main.tsx", imports: [] },
    [key("main-AAAAAAAA.js.map")]: { imports: [] },
  },
} as unknown as Metafile

describe("the app shell's build outputs", () => {
  it("are what the page loads at start: boot script, entry and static chunks, preloaded lazy entries, CSS; nothing else", () => {
    const main = PAGES.find((p) => p.name === "main")!
    // Issue 14: the startup kernel; the full one (domain/app/kernel.ts) is a lazy chunk, not in the shell.
    expect(main.preload).toEqual(["domain/app/startupKernel.ts", "ui/app/compose.ts", "ui/app/Root.tsx", "ui/pages/WallPage.tsx", "i18n/en/index.ts"])
    expect(shellFiles(metafile, path.join(ROOT, OUT))).toEqual([
      "boot-KKKKKKKK.js",
      "main-AAAAAAAA.js",
      "chunk-BBBBBBBB.js",
      "compose-DDDDDDDD.js",
      "chunk-FFFFFFFF.js",
      "WallPage-CCCCCCCC.js",
      "en-GGGGGGGG.js",
      "main-EEEEEEEE.css",
    ])
  })
})

describe("the precache manifest", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "precache-"))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const write = (name: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), body)
  }
  const md5 = (body: string) => crypto.createHash("md5").update(body).digest("hex")
  const shell = ["main-AAAAAAAA.js", "chunk-BBBBBBBB.js", "main-EEEEEEEE.css", "compose-DDDDDDDD.js", "chunk-FFFFFFFF.js"]
  for (const f of shell) write(f, `/* ${f} */`)
  for (const f of ["WallPage-CCCCCCCC.js", "en-GGGGGGGG.js", "base.css", "inspector-HHHHHHHH.js", "main-AAAAAAAA.js.map", "main-AAAAAAAA.js.br", "main-AAAAAAAA.js.gz", "meta.json", "sw.js", "inspector.html", "sounds/ding.mp3", "icons/icon-512.png"])
    write(f, `/* ${f} */`)
  write("index.html", "<!doctype html><title>VidChat</title>")
  write("manifest.webmanifest", '{"name":"VidChat"}')
  write("icon.svg", "<svg/>")

  it("lists the shell by absolute URL: hashed names without revision, the others with their content's hash", async () => {
    const entries = await precacheManifest(dir, shell)
    expect(entries).toEqual(
      [
        { url: "/chunk-BBBBBBBB.js", revision: null },
        { url: "/chunk-FFFFFFFF.js", revision: null },
        { url: "/compose-DDDDDDDD.js", revision: null },
        { url: "/icon.svg", revision: md5("<svg/>") },
        { url: "/index.html", revision: md5("<!doctype html><title>VidChat</title>") },
        { url: "/main-AAAAAAAA.js", revision: null },
        { url: "/main-EEEEEEEE.css", revision: null },
        { url: "/manifest.webmanifest", revision: md5('{"name":"VidChat"}') },
      ].sort((a, b) => a.url.localeCompare(b.url)),
    )
  })

  it("a changed page changes its revision (so browsers install the new worker's precache)", async () => {
    const before = (await precacheManifest(dir, shell)).find((e) => e.url === "/index.html")!.revision
    write("index.html", "<!doctype html><title>VidChat 2</title>")
    const after = (await precacheManifest(dir, shell)).find((e) => e.url === "/index.html")!.revision
    expect(after).not.toBe(before)
    expect(after).toBe(md5("<!doctype html><title>VidChat 2</title>"))
  })
})
