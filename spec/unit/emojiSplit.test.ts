// The chat's emoji splitter (m§5 "emoji codes replaced by images"): the curated characters become
// images; one inside a longer sequence (a skin tone, a zero-width joiner) stays text whole.
import { describe, expect, it } from "vitest"
import { splitEmojiKeys } from "../../ui/components/im/emojiChars"

describe("Given message text with emoji", () => {
  it("when a curated emoji stands alone (the heart with or without U+FE0F), then it is an image piece", () => {
    expect(splitEmojiKeys("hi \u{1F44D}!")).toEqual([{ kind: "text", text: "hi " }, { kind: "emoji", key: "thumbsUp" }, { kind: "text", text: "!" }])
    expect(splitEmojiKeys("\u2764\uFE0F\u2764")).toEqual([{ kind: "emoji", key: "heart" }, { kind: "emoji", key: "heart" }])
  })

  it("when it has a skin tone (👍🏽, 👋🏿, 🙏🏻), then the whole sequence stays text", () => {
    for (const text of ["\u{1F44D}\u{1F3FD}", "\u{1F44B}\u{1F3FF}", "\u{1F64F}\u{1F3FB}"]) expect(splitEmojiKeys(text)).toEqual([{ kind: "text", text }])
  })

  it("when it is joined to others by U+200D (❤️‍🔥, 👩‍❤️‍👨), then the whole sequence stays text, and a curated one beside it is still an image", () => {
    for (const text of ["\u2764\uFE0F\u200D\u{1F525}", "\u{1F469}\u200D\u2764\uFE0F\u200D\u{1F468}"]) expect(splitEmojiKeys(text)).toEqual([{ kind: "text", text }])
    expect(splitEmojiKeys("\u2764\uFE0F\u200D\u{1F525}\u{1F525}")).toEqual([{ kind: "text", text: "\u2764\uFE0F\u200D\u{1F525}" }, { kind: "emoji", key: "fire" }])
  })
})
