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

import { EMOJI_CHARS, splitEmojiKeys, type EmojiKey } from "./emojiChars"

export type { EmojiKey } from "./emojiChars"

/** One emoji of the set: its key, the character(s) sent on the wire, and its image URL. */
export interface Emoji {
  readonly key: EmojiKey
  readonly char: string
  readonly url: string
}

const URLS: Record<EmojiKey, string> = { grinning, joy, heartEyes, kiss, smile, wink, cool, thinking, crying, thumbsUp, wave, pray, heart, fire, party, rose }

/** The curated set, in picker order. */
export const EMOJI: ReadonlyArray<Emoji> = EMOJI_CHARS.map((e) => ({ ...e, url: URLS[e.key] }))

const BY_KEY = new Map<EmojiKey, Emoji>(EMOJI.map((e) => [e.key, e]))

/** A piece of message text: plain text, or one emoji of the set. */
export type TextPart = { readonly kind: "text"; readonly text: string } | { readonly kind: "emoji"; readonly emoji: Emoji }

/** Splits `text` into text and curated-emoji parts (never throws; "" gives []). */
export const splitEmoji = (text: string): TextPart[] =>
  splitEmojiKeys(text).map((p) => (p.kind === "text" ? p : { kind: "emoji", emoji: BY_KEY.get(p.key)! }))
