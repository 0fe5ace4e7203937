// The web app manifest against what Lighthouse's installability audit (installable-manifest, with the
// maskable-icon and themed-omnibox audits) and Chromium's install criteria ask: name and short_name,
// start_url inside scope, display standalone, theme and background colours, icons of 192 and 512 px as
// PNG (purpose any) plus maskable ones, no preference for store apps; and the shortcuts to messages and
// friends (app routes, each named, with a 96 px icon). Every icon file exists and is the size it claims.
import fs from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { parseRoute } from "../../domain/shell/routes"

const PUBLIC = path.resolve("public")
const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, "manifest.webmanifest"), "utf8")) as {
  name: string
  short_name: string
  start_url: string
  scope: string
  id: string
  display: string
  theme_color: string
  background_color: string
  prefer_related_applications?: boolean
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>
  shortcuts: Array<{ name: string; short_name?: string; url: string; icons: Array<{ src: string; sizes: string; type: string }> }>
}

/** Width and height of a PNG from its IHDR chunk. */
const pngSize = (file: string): [number, number] => {
  const b = fs.readFileSync(file)
  expect(b.subarray(0, 8).toString("hex"), file).toBe("89504e470d0a1a0a")
  expect(b.subarray(12, 16).toString("latin1"), file).toBe("IHDR")
  return [b.readUInt32BE(16), b.readUInt32BE(20)]
}

const fileOf = (src: string) => path.join(PUBLIC, src.replace(/^\//, ""))
const HEX = /^#[0-9a-f]{6}$/i

describe("installability (Lighthouse installable-manifest)", () => {
  it("has names, a start URL inside its scope, standalone display and colours", () => {
    expect(manifest.name).toBe("VidChat")
    expect(manifest.short_name.length).toBeGreaterThan(0)
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true)
    expect(manifest.id).toBe("/")
    expect(manifest.display).toBe("standalone")
    expect(manifest.theme_color).toMatch(HEX)
    expect(manifest.background_color).toMatch(HEX)
    expect(manifest.prefer_related_applications).not.toBe(true)
  })

  it("has PNG icons of 192 and 512 px for any purpose and maskable ones, each file the size it claims", () => {
    const png = (purpose: string, size: number) => manifest.icons.find((i) => i.type === "image/png" && (i.purpose ?? "any").split(" ").includes(purpose) && i.sizes === `${size}x${size}`)
    for (const size of [192, 512]) {
      expect(png("any", size), `any ${size}`).toBeDefined()
      expect(png("maskable", size), `maskable ${size}`).toBeDefined()
    }
    for (const icon of manifest.icons) {
      expect(fs.existsSync(fileOf(icon.src)), icon.src).toBe(true)
      if (icon.type !== "image/png") continue
      const [w, h] = pngSize(fileOf(icon.src))
      expect(`${w}x${h}`, icon.src).toBe(icon.sizes)
    }
  })

  it("has shortcuts to the messages and friends routes, each named with a 96 px icon", () => {
    expect(manifest.shortcuts.map((s) => [s.url, parseRoute(s.url).name])).toEqual([
      ["/message", "MessagePage"],
      ["/friends", "FriendsPage"],
    ])
    for (const s of manifest.shortcuts) {
      expect(s.name.length).toBeGreaterThan(0)
      const icon = s.icons[0]!
      expect(icon.sizes).toBe("96x96")
      expect(pngSize(fileOf(icon.src))).toEqual([96, 96])
    }
  })

  it("is linked from the page, with an apple-touch-icon that exists", () => {
    const html = fs.readFileSync(path.join(PUBLIC, "index.html"), "utf8")
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">')
    const touch = /<link rel="apple-touch-icon" href="([^"]+)">/.exec(html)?.[1]
    expect(touch && fs.existsSync(fileOf(touch))).toBe(true)
  })
})
