// RichText: message text as React text nodes (so markup is shown, never run: m§5 "angle brackets
// escaped") with the curated emoji replaced by images (m§5 "emoji codes replaced by images").
import { useI18n } from "../../../i18n"
import { splitEmoji } from "./emoji"

/** Props of {@link RichText}: the text to show and the emoji image size in px. */
export interface RichTextProps {
  text: string
  emojiSize?: number
}

/** Text with emoji images; line breaks are kept by the bubble's CSS (white-space: pre-wrap). */
export function RichText({ text, emojiSize = 20 }: RichTextProps) {
  const { LL } = useI18n()
  return (
    <>
      {splitEmoji(text).map((p, i) =>
        p.kind === "text" ? (
          <span key={i}>{p.text}</span>
        ) : (
          <img
            key={i}
            className="im-emoji"
            src={p.emoji.url}
            alt={LL.member.im.emoji[p.emoji.key]()}
            title={LL.member.im.emoji[p.emoji.key]()}
            width={emojiSize}
            height={emojiSize}
            draggable={false}
          />
        ),
      )}
    </>
  )
}
