// Renders the PNG icons of the web app manifest and the notifications from their SVG sources with
// Chromium (Playwright), into public/icons/. Run `node scripts/icons.mjs` after changing an icon and
// commit the PNGs. Sources: public/icon.svg (the app icon, "any"), scripts/icons/maskable.svg (full
// bleed, the glyph inside the central 80 % safe zone), badge.svg (white glyph on transparent, for the
// notification badge), messages.svg and friends.svg (the manifest's shortcuts).
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "@playwright/test"
import { findChromium } from "./chromium.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const OUT = path.join(ROOT, "public/icons")

/** [source, output name, size px]. */
const ICONS = [
  ["public/icon.svg", "icon-192.png", 192],
  ["public/icon.svg", "icon-512.png", 512],
  ["scripts/icons/maskable.svg", "maskable-192.png", 192],
  ["scripts/icons/maskable.svg", "maskable-512.png", 512],
  ["scripts/icons/badge.svg", "badge-96.png", 96],
  ["scripts/icons/messages.svg", "shortcut-messages-96.png", 96],
  ["scripts/icons/friends.svg", "shortcut-friends-96.png", 96],
]

fs.mkdirSync(OUT, { recursive: true })
const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox"] })
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 })
  for (const [src, name, size] of ICONS) {
    const svg = fs.readFileSync(path.join(ROOT, src), "utf8")
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    )
    await page.screenshot({ path: path.join(OUT, name), omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } })
    console.log(`public/icons/${name} (${size}x${size}) from ${src}`)
  }
} finally {
  await browser.close()
}
