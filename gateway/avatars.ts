// Generated artwork of the reference gateway: host portraits as SVG in the two avatar sizes (§3/§9:
// 270X360 big, 112X150 small) and the register-bonus banner. Pure functions of their inputs, so a seed
// always draws the same pictures.
import fs from "node:fs"
import path from "node:path"

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

/** Path (under /media) of a user's avatar at a size, e.g. `/media/avatar/20000001_270X360.svg`. */
export const avatarUrl = (userId: number, width = 270, height = 360): string =>
  `/media/avatar/${userId}_${width}X${height}.svg`

/** Writes both avatar sizes of a user into `<dataDir>/media/avatar/`. */
export const writeAvatars = (dataDir: string, p: PortraitInput): void => {
  const dir = path.join(dataDir, "media", "avatar")
  fs.mkdirSync(dir, { recursive: true })
  for (const [w, h] of AVATAR_SIZES) fs.writeFileSync(path.join(dir, `${p.userId}_${w}X${h}.svg`), portraitSvg(p, w, h))
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
