// The characters of the chat's curated emoji set and the splitter that finds them in message text
// (m§5 "emoji codes replaced by images"), without the images: importable where the bundler's SVG
// loader is not (Node tools, Playwright tests that compute what a bubble must show). ./emoji.ts adds the URLs.

/** Names of the curated emoji (each has a label in `LL.member.im.emoji`). */
export type EmojiKey =
  | "grinning" | "joy" | "heartEyes" | "kiss" | "smile" | "wink" | "cool" | "thinking"
  | "crying" | "thumbsUp" | "wave" | "pray" | "heart" | "fire" | "party" | "rose"

/** The curated set in picker order: key and the character(s) sent on the wire. */
export const EMOJI_CHARS: ReadonlyArray<{ readonly key: EmojiKey; readonly char: string }> = [
  { key: "grinning", char: "\u{1F600}" },
  { key: "joy", char: "\u{1F602}" },
  { key: "heartEyes", char: "\u{1F60D}" },
  { key: "kiss", char: "\u{1F618}" },
  { key: "smile", char: "\u{1F60A}" },
  { key: "wink", char: "\u{1F609}" },
  { key: "cool", char: "\u{1F60E}" },
  { key: "thinking", char: "\u{1F914}" },
  { key: "crying", char: "\u{1F622}" },
  { key: "thumbsUp", char: "\u{1F44D}" },
  { key: "wave", char: "\u{1F44B}" },
  { key: "pray", char: "\u{1F64F}" },
  { key: "heart", char: "\u2764\uFE0F" },
  { key: "fire", char: "\u{1F525}" },
  { key: "party", char: "\u{1F389}" },
  { key: "rose", char: "\u{1F339}" },
]

const bare = (c: string): string => c.replace(/\uFE0F/g, "")
const BY_CHAR = new Map<string, EmojiKey>(EMOJI_CHARS.map((e) => [bare(e.char), e.key]))

// Longest first is not needed (no character of the set is a prefix of another); the heart may come
// with or without the variation selector U+FE0F. A character that is part of a longer sequence (a skin
// tone U+1F3FB-U+1F3FF after it, or a zero-width joiner U+200D on either side: "👍🏽", "❤️‍🔥") is left as
// text for the system font: its image would stand beside a stray tone box or half a sequence.
const PATTERN = new RegExp(`(?<!\\u200D)(${EMOJI_CHARS.map((e) => bare(e.char)).join("|")})(?!\\uFE0F?[\\u{1F3FB}-\\u{1F3FF}\\u200D])\\uFE0F?`, "gu")

/** A piece of message text: plain text, or one emoji of the set (by key). */
export type TextPiece = { readonly kind: "text"; readonly text: string } | { readonly kind: "emoji"; readonly key: EmojiKey }

/** Splits `text` into text and curated-emoji pieces (never throws; "" gives []). */
export const splitEmojiKeys = (text: string): TextPiece[] => {
  const parts: TextPiece[] = []
  let last = 0
  for (const m of text.matchAll(PATTERN)) {
    const at = m.index ?? 0
    const key = BY_CHAR.get(m[1] ?? "")
    if (!key) continue
    if (at > last) parts.push({ kind: "text", text: text.slice(last, at) })
    parts.push({ kind: "emoji", key })
    last = at + m[0].length
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) })
  return parts
}
