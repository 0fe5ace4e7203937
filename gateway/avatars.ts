// Generated artwork of the reference gateway: host portraits in the two avatar sizes (§3/§9: 270X360
// big, 112X150 small) and the register-bonus banner. Pure functions of their inputs, so a seed always
// draws the same pictures. Portraits are served as PNG, raster like the real service's photos (an SVG
// image costs the browser a document of its own on the main thread, which photos do not: the wall's
// first screen shows 16 of them); `portraitSvg` draws the same portrait as SVG, with initials.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"

/** Avatar sizes as [width, height]; also the file-name suffixes `<w>X<h>`. */
export const AVATAR_SIZES = [[270, 360], [112, 150]] as const

const BACKGROUNDS = [
  ["#ff9a9e", "#fad0c4"], ["#a18cd1", "#fbc2eb"], ["#84fab0", "#8fd3f4"], ["#f6d365", "#fda085"],
  ["#89f7fe", "#66a6ff"], ["#fccb90", "#d57eeb"], ["#e0c3fc", "#8ec5fc"], ["#43e97b", "#38f9d7"],
  ["#fa709a", "#fee140"], ["#30cfd0", "#330867"], ["#ff758c", "#ff7eb3"], ["#667eea", "#764ba2"],
] as const
const SKIN = ["#f5d0b5", "#eab28f", "#d69a72", "#b97a56", "#8d5a3b", "#f1c7a8"] as const
const HAIR = ["#2b1b12", "#4a2c1a", "#7a4a26", "#c98f4e", "#1d1d1d", "#8c2f1b", "#e3c18b"] as const
const CLOTH = ["#8a94a6", "#2d3561", "#c05c7e", "#f3826f", "#ffb961", "#3e8e7e", "#5b5ea6"] as const

const pick = <T>(list: readonly T[], n: number): T => list[Math.abs(n) % list.length] as T

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c)

/** Up to two upper-case initials of a name ("Mia Rose" -> "MR"). */
export const initials = (name: string): string =>
  name.trim().split(/\s+/).slice(0, 2).map((w) => Array.from(w)[0] ?? "").join("").toUpperCase() || "?"

/** What a portrait depends on. */
export interface PortraitInput {
  readonly userId: number
  readonly name: string
  /** 2 draws long hair, otherwise short. */
  readonly gender: number
}

/** The portrait SVG at `width`x`height`; drawn on a 270x360 canvas and scaled. */
export const portraitSvg = (p: PortraitInput, width: number, height: number): string => {
  const n = p.userId
  const [c1, c2] = pick(BACKGROUNDS, n)
  const skin = pick(SKIN, n >> 2)
  const hair = pick(HAIR, n >> 3)
  const cloth = pick(CLOTH, n >> 1)
  const id = `g${n}`
  const longHair = p.gender === 2
  const back = longHair
    ? `<path d="M70 160 Q60 60 135 52 Q210 60 200 160 L212 268 Q135 290 58 268 Z" fill="${hair}"/>`
    : ""
  const front = longHair
    ? `<path d="M88 128 Q92 70 135 66 Q182 70 184 130 Q160 96 120 100 Q100 108 88 128 Z" fill="${hair}"/>`
    : `<path d="M86 126 Q84 64 135 60 Q188 64 184 126 Q176 92 135 88 Q96 92 86 126 Z" fill="${hair}"/>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>`,
    `<g transform="scale(${(width / 270).toFixed(4)} ${(height / 360).toFixed(4)})">`,
    `<rect width="270" height="360" fill="url(#${id})"/>`,
    `<circle cx="135" cy="150" r="118" fill="#ffffff" opacity="0.12"/>`,
    back,
    `<path d="M30 360 Q36 262 135 248 Q234 262 240 360 Z" fill="${cloth}"/>`,
    `<rect x="117" y="196" width="36" height="52" rx="14" fill="${skin}"/>`,
    `<ellipse cx="135" cy="140" rx="50" ry="62" fill="${skin}"/>`,
    front,
    `<text x="135" y="330" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40"`,
    ` font-weight="700" fill="#ffffff" fill-opacity="0.9">${esc(initials(p.name))}</text>`,
    `</g></svg>`,
  ].join("")
}

type Rgb = readonly [number, number, number]

const rgb = (hex: string): Rgb => [Number.parseInt(hex.slice(1, 3), 16), Number.parseInt(hex.slice(3, 5), 16), Number.parseInt(hex.slice(5, 7), 16)]

/** Whether (x, y) is inside the ellipse at (cx, cy) with radii rx, ry. */
const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number): boolean => {
  const u = (x - cx) / rx
  const v = (y - cy) / ry
  return u * u + v * v <= 1
}

/** The colours of a portrait. */
interface Palette {
  readonly c1: Rgb
  readonly c2: Rgb
  readonly hair: Rgb
  readonly cloth: Rgb
  readonly skin: Rgb
  readonly longHair: boolean
  /** The front hair's band: outer ellipse centre y and radius y, inner radius y. */
  readonly oy: number
  readonly ory: number
  readonly iry: number
}

const paletteOf = (p: PortraitInput): Palette => {
  const n = p.userId
  const [c1, c2] = pick(BACKGROUNDS, n)
  return { c1: rgb(c1), c2: rgb(c2), hair: rgb(pick(HAIR, n >> 3)), cloth: rgb(pick(CLOTH, n >> 1)), skin: rgb(pick(SKIN, n >> 2)), longHair: p.gender === 2, ...(p.gender === 2 ? { oy: 128, ory: 62, iry: 30 } : { oy: 126, ory: 66, iry: 38 }) }
}

/**
 * Adds the colour of the portrait at (x, y) of its 270x360 canvas to `acc` (r, g, b): the shapes of
 * `portraitSvg` (gradient, halo, hair, clothes, neck, face), each approximated by ellipses and
 * rectangles, the last one containing the point wins.
 */
const addPortraitAt = (k: Palette, x: number, y: number, acc: Float64Array): void => {
  let c: Rgb | null = null
  if (y < k.oy && inEllipse(x, y, 135, k.oy, 50, k.ory) && !inEllipse(x, y, 135, k.oy, 45, k.iry)) c = k.hair
  else if (inEllipse(x, y, 135, 140, 50, 62) || (x >= 117 && x <= 153 && y >= 196 && y <= 248)) c = k.skin
  else if (inEllipse(x, y, 135, 360, 105, 112)) c = k.cloth
  else if (k.longHair) {
    const widen = y > 160 ? (12 * (y - 160)) / 108 : 0
    if ((y <= 160 && inEllipse(x, y, 135, 160, 66, 106)) || (y > 160 && y <= 270 && x >= 70 - widen && x <= 200 + widen)) c = k.hair
  }
  if (c !== null) {
    acc[0] = acc[0]! + c[0]
    acc[1] = acc[1]! + c[1]
    acc[2] = acc[2]! + c[2]
    return
  }
  const t = Math.min(1, Math.max(0, (x / 270 + y / 360) / 2))
  const halo = inEllipse(x, y, 135, 150, 118, 118) ? 0.12 : 0
  for (let i = 0; i < 3; i++) {
    const v = k.c1[i]! + (k.c2[i]! - k.c1[i]!) * t
    acc[i] = acc[i]! + v + (255 - v) * halo
  }
}

/** PNG bytes of an 8-bit RGB image (`pixels`: width * height * 3), each row filtered the way that compresses best. */
const encodePng = (width: number, height: number, pixels: Uint8Array): Buffer => {
  const stride = width * 3
  const out = Buffer.alloc((stride + 1) * height)
  const row = Buffer.alloc(stride)
  for (let y = 0; y < height; y++) {
    const cur = pixels.subarray(y * stride, (y + 1) * stride)
    const up = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride)
    let best = -1
    let bestSum = Infinity
    // Filters 0-2 of the PNG spec (none, sub, up): the smallest sum of absolute differences wins.
    for (let f = 0; f <= 2; f++) {
      let sum = 0
      for (let i = 0; i < stride; i++) {
        const v = f === 0 ? cur[i]! : f === 1 ? (cur[i]! - (i >= 3 ? cur[i - 3]! : 0)) & 255 : (cur[i]! - up[i]!) & 255
        row[i] = v
        sum += v < 128 ? v : 256 - v
      }
      if (sum < bestSum) {
        bestSum = sum
        best = f
      }
    }
    const o = y * (stride + 1)
    out[o] = best
    for (let i = 0; i < stride; i++) out[o + 1 + i] = best === 0 ? cur[i]! : best === 1 ? (cur[i]! - (i >= 3 ? cur[i - 3]! : 0)) & 255 : (cur[i]! - up[i]!) & 255
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length, 0)
    head.write(type, 4, "latin1")
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
    return Buffer.concat([head, data, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", ihdr), chunk("IDAT", zlib.deflateSync(out, { level: 9 })), chunk("IEND", Buffer.alloc(0))])
}

/** The portrait as PNG at `width`x`height` (2x2 samples per pixel); the shapes of `portraitSvg`, without the initials. */
export const portraitPng = (p: PortraitInput, width: number, height: number): Buffer => {
  const k = paletteOf(p)
  const pixels = new Uint8Array(width * height * 3)
  const acc = new Float64Array(3)
  const sx = 270 / width
  const sy = 360 / height
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      acc.fill(0)
      addPortraitAt(k, (x + 0.25) * sx, (y + 0.25) * sy, acc)
      addPortraitAt(k, (x + 0.75) * sx, (y + 0.25) * sy, acc)
      addPortraitAt(k, (x + 0.25) * sx, (y + 0.75) * sy, acc)
      addPortraitAt(k, (x + 0.75) * sx, (y + 0.75) * sy, acc)
      const i = (y * width + x) * 3
      pixels[i] = Math.round(acc[0]! / 4)
      pixels[i + 1] = Math.round(acc[1]! / 4)
      pixels[i + 2] = Math.round(acc[2]! / 4)
    }
  return encodePng(width, height, pixels)
}

/** Path (under /media) of a user's avatar at a size, e.g. `/media/avatar/20000001_270X360.png`. */
export const avatarUrl = (userId: number, width = 270, height = 360): string =>
  `/media/avatar/${userId}_${width}X${height}.png`

/**
 * Drawn portraits shared by every data directory of this machine (a portrait is a pure function of the
 * user id, gender and size): a fresh gateway (each test starts one) copies them instead of drawing again.
 */
const PORTRAIT_CACHE = path.join(os.tmpdir(), "vidchat-portraits-v1")

/** Writes both avatar sizes of a user (PNG) into `<dataDir>/media/avatar/`. */
export const writeAvatars = (dataDir: string, p: PortraitInput): void => {
  const dir = path.join(dataDir, "media", "avatar")
  fs.mkdirSync(dir, { recursive: true })
  for (const [w, h] of AVATAR_SIZES) {
    const file = path.join(dir, `${p.userId}_${w}X${h}.png`)
    const cached = path.join(PORTRAIT_CACHE, `${p.userId}_${p.gender === 2 ? 2 : 1}_${w}X${h}.png`)
    try {
      fs.copyFileSync(cached, file)
      continue
    } catch {
      // Not drawn yet on this machine.
    }
    const png = portraitPng(p, w, h)
    fs.writeFileSync(file, png)
    try {
      fs.mkdirSync(PORTRAIT_CACHE, { recursive: true })
      // Written under a unique name, then renamed: concurrent gateways never copy a half-written file.
      const tmp = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`
      fs.writeFileSync(tmp, png)
      fs.renameSync(tmp, cached)
    } catch {
      // No cache (read-only temp dir): drawn again next time.
    }
  }
}

/** Register-bonus banner (`/media/banner/register.svg`): a gift and a stack of coins with "+120". */
export const bannerSvg = (coins: number): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">`,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff5f8f"/>`,
    `<stop offset="1" stop-color="#7b4dff"/></linearGradient>`,
    `<radialGradient id="c"><stop offset="0" stop-color="#fff3a8"/><stop offset="1" stop-color="#f5b700"/></radialGradient></defs>`,
    `<rect width="600" height="300" rx="28" fill="url(#b)"/>`,
    `<rect x="70" y="120" width="150" height="120" rx="10" fill="#ffd166"/><rect x="60" y="95" width="170" height="40" rx="8" fill="#ffe29a"/>`,
    `<rect x="135" y="95" width="20" height="145" fill="#ef476f"/>`,
    `<path d="M145 95 Q110 50 95 80 Q100 100 145 95 Q180 50 195 80 Q190 100 145 95" fill="#ef476f"/>`,
    ...[0, 1, 2].map((i) => `<ellipse cx="300" cy="${215 - i * 22}" rx="46" ry="16" fill="url(#c)" stroke="#d99a00" stroke-width="3"/>`),
    `<text x="470" y="175" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="72" font-weight="800" fill="#ffffff">+${coins}</text>`,
    `</svg>`,
  ].join("")

/** Writes the banner into `<dataDir>/media/banner/register.svg`. */
export const writeBanner = (dataDir: string, coins: number): void => {
  const dir = path.join(dataDir, "media", "banner")
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, "register.svg"), bannerSvg(coins))
}
