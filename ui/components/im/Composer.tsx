// Composer: the chat's input row (m§2 chat panel buttons, m§5 validation). Enter sends, Shift+Enter
// adds a line, nothing is sent while an input method is composing; the text is trimmed and an empty
// text cannot be sent; pasting is blocked with a short hint. Near its 2,000-character limit a counter
// shows, and at the limit (typed, or an emoji that does not fit) the member is told. Emoji go in at the
// caret; the image button takes images only (the size rule is the domain's); gift and translate are
// callbacks.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent, type ReactNode } from "react"
import { useI18n } from "../../../i18n"
import { DRAFT_MAX_CHARS, DRAFT_SAVE_DEBOUNCE_MS } from "../../../domain/constants"
import type { Gift } from "../../../domain/gifts/answers"
import { IconButton } from "../Button"
import { EmojiPicker } from "./EmojiPicker"
import { GiftPicker } from "./GiftPicker"
import { atLengthLimit, LengthCounter } from "./LengthCounter"
import { GiftIcon, ImageIcon, SendIcon, SmileIcon, TranslateIcon } from "../partIcons"

/** How long the paste hint stays, ms. */
const PASTE_HINT_MS = 3000

/** Props of {@link Composer}. */
export interface ComposerProps {
  /** Sending is possible (signed in, a chat open, not a system peer). */
  canSend: boolean
  translate: boolean
  onToggleTranslate: () => void
  /** Called with the trimmed, non-empty text. */
  onSendText: (text: string) => void
  /** Called with the picked file (any type: the domain answers notImage / imgSizeErr). */
  onPickImage: (file: File) => void
  /** Gift list (null hides the gift button, e.g. system peers). */
  gifts: ReadonlyArray<Gift> | null
  giftsLoaded: boolean
  onSendGift: (giftId: number) => void
  /** A gift is being sent (buttons busy). */
  giftBusy?: boolean
  /** Extra control before the send button (the video-call button of the calls feature). */
  extra?: ReactNode
  /** Focus the text field on mount (the desktop panel; not on phones, where it pops the keyboard). */
  autoFocus?: boolean
  /** The chat's kept draft: the text field starts with it. */
  draft?: string
  /** Keeps the text being written as the chat's draft: 500 ms after typing stops, when the chat closes, and when the page is left or hidden. */
  onDraft?: (text: string) => void
}

/** The message input with its buttons. */
export function Composer({ canSend, translate, onToggleTranslate, onSendText, onPickImage, gifts, giftsLoaded, onSendGift, giftBusy = false, extra, autoFocus = false, draft = "", onDraft }: ComposerProps) {
  const { LL } = useI18n()
  const [text, setText] = useState(draft)
  const latest = useRef({ text: draft, kept: draft, onDraft })
  latest.current.text = text
  latest.current.onDraft = onDraft
  const [composing, setComposing] = useState(false)
  const [pasteHint, setPasteHint] = useState(false)
  // An emoji that did not fit: the limit is told until the text changes.
  const [overflow, setOverflow] = useState(false)
  const [picker, setPicker] = useState<"emoji" | "gift" | null>(null)
  const areaRef = useRef<HTMLTextAreaElement>(null)
  const fileRef = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const emojiBtn = useRef<HTMLButtonElement>(null)
  const giftBtn = useRef<HTMLButtonElement>(null)
  const trimmed = text.trim()
  // Where the caret goes once an inserted emoji is in the field: set right after that render (a frame
  // later it could land after keys typed meanwhile and put the next ones in the wrong place).
  const caret = useRef<number | null>(null)
  useLayoutEffect(() => {
    const at = caret.current
    const el = areaRef.current
    if (at === null || !el) return
    caret.current = null
    el.focus()
    el.setSelectionRange(at, at)
  }, [text])
  const full = overflow || atLengthLimit(text.length)
  /** Hands the current text to `onDraft` when it changed since last kept. */
  function keep() {
    const l = latest.current
    if (l.text === l.kept || !l.onDraft) return
    l.kept = l.text
    l.onDraft(l.text)
  }
  const sendable = canSend && trimmed !== ""

  // A draft that arrives after the chat opened (the chat database loads late) fills an untouched field.
  useEffect(() => {
    const l = latest.current
    if (draft === l.kept || l.text !== l.kept) return
    l.kept = draft
    setText(draft)
  }, [draft])
  // Drafts: kept debounced while typing, and at once when the chat closes or the page is left.
  useEffect(() => {
    if (text === latest.current.kept) return
    const t = setTimeout(() => keep(), DRAFT_SAVE_DEBOUNCE_MS)
    return () => clearTimeout(t)
  }, [text])
  // Left: pagehide (reload, tab closed), or hidden (a phone may end a hidden page without pagehide).
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === "hidden") keep()
    }
    window.addEventListener("pagehide", keep)
    document.addEventListener("visibilitychange", hidden)
    return () => {
      window.removeEventListener("pagehide", keep)
      document.removeEventListener("visibilitychange", hidden)
      keep()
    }
  }, [])

  useEffect(() => {
    if (!pasteHint) return
    const t = setTimeout(() => setPasteHint(false), PASTE_HINT_MS)
    return () => clearTimeout(t)
  }, [pasteHint])

  const send = () => {
    if (!sendable) return
    onSendText(trimmed)
    // Sending clears the draft in the domain; nothing to keep.
    latest.current.kept = ""
    setText("")
    areaRef.current?.focus()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey) return
    // keyCode 229: the key went to an input method (Safari ends composition before keydown).
    if (composing || e.nativeEvent.isComposing || e.keyCode === 229) return
    e.preventDefault()
    send()
  }

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    e.preventDefault()
    setPasteHint(true)
  }

  const insertEmoji = (char: string) => {
    const el = areaRef.current
    const start = el?.selectionStart ?? text.length
    const end = el?.selectionEnd ?? text.length
    const next = text.slice(0, start) + char + text.slice(end)
    if (next.length > DRAFT_MAX_CHARS) {
      setOverflow(true)
      el?.focus()
      return
    }
    caret.current = start + char.length
    setText(next)
  }

  return (
    <div className="im-composer">
      {picker === "emoji" ? (
        <EmojiPicker
          onPick={(c) => {
            insertEmoji(c)
            setPicker(null)
          }}
          onClose={() => {
            setPicker(null)
            emojiBtn.current?.focus()
          }}
        />
      ) : null}
      {picker === "gift" && gifts ? (
        <GiftPicker
          gifts={gifts}
          loaded={giftsLoaded}
          busy={giftBusy}
          onPick={(id) => {
            onSendGift(id)
            setPicker(null)
            giftBtn.current?.focus()
          }}
          onClose={() => {
            setPicker(null)
            giftBtn.current?.focus()
          }}
        />
      ) : null}
      <div className="im-composer-tools">
        <IconButton
          ref={emojiBtn}
          size="sm"
          label={LL.member.im.composer.emoji()}
          icon={<SmileIcon />}
          aria-expanded={picker === "emoji"}
          aria-haspopup="dialog"
          disabled={!canSend}
          onClick={() => setPicker(picker === "emoji" ? null : "emoji")}
        />
        <IconButton size="sm" label={LL.member.im.composer.image()} icon={<ImageIcon />} disabled={!canSend} onClick={() => fileRef.current?.click()} />
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const file = e.currentTarget.files?.[0]
            e.currentTarget.value = ""
            if (file) onPickImage(file)
          }}
        />
        {gifts ? (
          <IconButton
            ref={giftBtn}
            size="sm"
            label={LL.member.im.composer.gift()}
            icon={<GiftIcon />}
            aria-expanded={picker === "gift"}
            aria-haspopup="dialog"
            disabled={!canSend}
            aria-busy={giftBusy || undefined}
            onClick={() => setPicker(picker === "gift" ? null : "gift")}
          />
        ) : null}
        <IconButton
          size="sm"
          className="im-translate"
          label={LL.member.im.composer.translate()}
          icon={<TranslateIcon />}
          aria-pressed={translate}
          onClick={onToggleTranslate}
        />
        {extra}
      </div>
      <div className="im-composer-row">
        <textarea
          ref={areaRef}
          className="im-input"
          rows={1}
          value={text}
          maxLength={DRAFT_MAX_CHARS}
          autoFocus={autoFocus && canSend}
          aria-label={LL.member.im.composer.label()}
          aria-describedby={hintId}
          placeholder={LL.member.im.composer.placeholder()}
          disabled={!canSend}
          onChange={(e) => {
            setText(e.currentTarget.value)
            setOverflow(false)
          }}
          onKeyDown={onKeyDown}
          onCompositionStart={() => setComposing(true)}
          onCompositionEnd={() => setComposing(false)}
          onPaste={onPaste}
          onDrop={(e) => e.preventDefault()}
        />
        <IconButton className="im-send" label={LL.member.im.composer.send()} icon={<SendIcon />} disabled={!sendable} onClick={send} />
      </div>
      <LengthCounter length={text.length} full={full} />
      <p id={hintId} className={pasteHint || full ? "im-hint is-alert" : "visually-hidden"} aria-live="polite">
        {pasteHint ? LL.member.im.composer.pasteBlocked() : full ? LL.member.im.composer.full({ max: DRAFT_MAX_CHARS }) : LL.member.im.composer.sendHint()}
      </p>
    </div>
  )
}
