// EmojiPicker: a small popover grid of the curated emoji (m§2 emoji button). Arrow keys move in the
// grid, Escape closes (the opener gets focus back through `onClose`), a click outside closes.
import { useEffect, useRef, type KeyboardEvent } from "react"
import { useI18n } from "../../../i18n"
import { EMOJI } from "./emoji"

/** Props of {@link EmojiPicker}: `onPick` gets the emoji's characters. */
export interface EmojiPickerProps {
  onPick: (char: string) => void
  onClose: () => void
}

const COLS = 8

/** The emoji popover. */
export function EmojiPicker({ onPick, onClose }: EmojiPickerProps) {
  const { LL } = useI18n()
  const ref = useRef<HTMLDivElement>(null)
  useOutside(ref, onClose)
  useEffect(() => ref.current?.querySelector<HTMLElement>("button")?.focus(), [])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(ref.current?.querySelectorAll<HTMLElement>("button") ?? [])
    const i = items.indexOf(document.activeElement as HTMLElement)
    // The arrows follow the screen: in a right-to-left page the grid's next emoji is on the left.
    const side = document.dir === "rtl" ? -1 : 1
    const step = { ArrowRight: side, ArrowLeft: -side, ArrowDown: COLS, ArrowUp: -COLS }[e.key]
    if (e.key === "Escape") {
      e.preventDefault()
      e.stopPropagation()
      onClose()
    } else if (step !== undefined && i >= 0) {
      e.preventDefault()
      items[Math.min(items.length - 1, Math.max(0, i + step))]?.focus()
    }
  }

  return (
    <div ref={ref} role="dialog" aria-label={LL.member.im.composer.emoji()} className="im-popover im-emoji-picker" onKeyDown={onKeyDown}>
      {EMOJI.map((e) => (
        <button key={e.key} type="button" className="im-emoji-btn" aria-label={LL.member.im.emoji[e.key]()} title={LL.member.im.emoji[e.key]()} onClick={() => onPick(e.char)}>
          <img src={e.url} alt="" width={24} height={24} draggable={false} />
        </button>
      ))}
    </div>
  )
}

/** Calls `onClose` on a pointer press outside `ref` (presses on the opener toggle it themselves). */
export function useOutside(ref: React.RefObject<HTMLElement | null>, onClose: () => void): void {
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node | null
      if (!ref.current || !t || ref.current.contains(t)) return
      if (t instanceof Element && t.closest("[aria-haspopup='dialog'][aria-expanded='true']")) return
      closeRef.current()
    }
    document.addEventListener("pointerdown", onDown)
    return () => document.removeEventListener("pointerdown", onDown)
  }, [ref])
}
