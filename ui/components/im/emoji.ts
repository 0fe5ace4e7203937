// The chat's curated emoji set (m§2 emoji button, m§5 "emoji codes replaced by images"). Messages
// carry the Unicode characters (what other clients send too); the view replaces the characters of
// this set with Twemoji SVG images (@twemoji/svg, graphics CC-BY 4.0, bundled as hashed files by the
// build, so nothing is fetched from another site). Characters outside the set stay text.
import grinning from "@twemoji/svg/1f600.svg"
import joy from "@twemoji/svg/1f602.svg"
import heartEyes from "@twemoji/svg/1f60d.svg"
import kiss from "@twemoji/svg/1f618.svg"
import smile from "@twemoji/svg/1f60a.svg"
import wink from "@twemoji/svg/1f609.svg"
import cool from "@twemoji/svg/1f60e.svg"
import thinking from "@twemoji/svg/1f914.svg"
import crying from "@twemoji/svg/1f622.svg"
import thumbsUp from "@twemoji/svg/1f44d.svg"
import wave from "@twemoji/svg/1f44b.svg"
import pray from "@twemoji/svg/1f64f.svg"
import heart from "@twemoji/svg/2764.svg"
import fire from "@twemoji/svg/1f525.svg"
import party from "@twemoji/svg/1f389.svg"
import rose from "@twemoji/svg/1f339.svg"

/** Names of the curated emoji (each has a label in `LL.im.emoji`). */
export type EmojiKey =
  | "grinning" | "joy" | "heartEyes" | "kiss" | "smile" | "wink" | "cool" | "thinking"
  | "crying" | "thumbsUp" | "wave" | "pray" | "heart" | "fire" | "party" | "rose"

/** One emoji of the set: its key, the character(s) sent on the wire, and its image URL. */
export interface Emoji {
  readonly key: EmojiKey
  readonly char: string
  readonly url: string
}

/** The curated set, in picker order. */
export const EMOJI: ReadonlyArray<Emoji> = [
  { key: "grinning", char: "\u{1F600}", url: grinning },
  { key: "joy", char: "\u{1F602}", url: joy },
  { key: "heartEyes", char: "\u{1F60D}", url: heartEyes },
  { key: "kiss", char: "\u{1F618}", url: kiss },
  { key: "smile", char: "\u{1F60A}", url: smile },
  { key: "wink", char: "\u{1F609}", url: wink },
  { key: "cool", char: "\u{1F60E}", url: cool },
  { key: "thinking", char: "\u{1F914}", url: thinking },
  { key: "crying", char: "\u{1F622}", url: crying },
  { key: "thumbsUp", char: "\u{1F44D}", url: thumbsUp },
  { key: "wave", char: "\u{1F44B}", url: wave },
  { key: "pray", char: "\u{1F64F}", url: pray },
  { key: "heart", char: "\u2764\uFE0F", url: heart },
  { key: "fire", char: "\u{1F525}", url: fire },
  { key: "party", char: "\u{1F389}", url: party },
  { key: "rose", char: "\u{1F339}", url: rose },
]

const BY_CHAR = new Map<string, Emoji>(EMOJI.map((e) => [e.char.replace(/\uFE0F/g, ""), e]))

// Longest first is not needed (no character of the set is a prefix of another); the heart may come
// with or without the variation selector U+FE0F.
const PATTERN = new RegExp(`(${EMOJI.map((e) => e.char.replace(/\uFE0F/g, "")).join("|")})\\uFE0F?`, "gu")

/** A piece of message text: plain text, or one emoji of the set. */
export type TextPart = { readonly kind: "text"; readonly text: string } | { readonly kind: "emoji"; readonly emoji: Emoji }

/** Splits `text` into text and curated-emoji parts (never throws; "" gives []). */
export const splitEmoji = (text: string): TextPart[] => {
  const parts: TextPart[] = []
  let last = 0
  for (const m of text.matchAll(PATTERN)) {
    const at = m.index ?? 0
    const emoji = BY_CHAR.get(m[1] ?? "")
    if (!emoji) continue
    if (at > last) parts.push({ kind: "text", text: text.slice(last, at) })
    parts.push({ kind: "emoji", emoji })
    last = at + m[0].length
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) })
  return parts
}
