// FriendGroup: one group of the friend list (m§2: "My collection" or "All friends"), a titled region
// whose rows are virtualized (@tanstack/react-virtual) inside the friend list's scroll box, which it
// shares with the other group: only the rows in view (and a few around) are in the DOM, so a member
// with thousands of friends pages through them at the cost of a screenful. The rows stay in normal
// flow (their own measured heights, e.g. at a large text size) inside a list moved down to the first
// row shown, as in the chat log (./ChatView.tsx).
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react"
import { useVirtualizer } from "@tanstack/react-virtual"

/** Height of one friend row before it is measured, px (40 px avatar, 8 px padding above and below). */
export const FRIEND_ROW_PX = 56

/** Props of {@link FriendGroup}. */
export interface FriendGroupProps<T> {
  /** The group's title (its heading and its region's name). */
  readonly title: string
  readonly items: ReadonlyArray<T>
  /** A stable key of an item (the friend's id). */
  readonly keyOf: (item: T) => string | number
  /** The content of one row (inside its list item). */
  readonly row: (item: T) => ReactNode
  /** The scroll box the groups share. */
  readonly scrollRef: RefObject<HTMLElement | null>
}

/** A titled, virtualized group of rows in a shared scroll box. */
export function FriendGroup<T>({ title, items, keyOf, row, scrollRef }: FriendGroupProps<T>) {
  const boxRef = useRef<HTMLDivElement>(null)
  // Where the group's rows start in the scroll box's content, px (after the groups above and the title).
  const [margin, setMargin] = useState(0)
  useLayoutEffect(() => {
    const box = boxRef.current
    const scroller = scrollRef.current
    if (!box || !scroller) return
    const at = Math.round(box.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop)
    if (at !== margin) setMargin(at)
  })
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    getItemKey: (i) => keyOf(items[i]!),
    estimateSize: () => FRIEND_ROW_PX,
    overscan: 8,
    scrollMargin: margin,
    initialRect: { width: 360, height: 600 },
  })
  const shown = virtualizer.getVirtualItems()
  return (
    <section aria-label={title}>
      <h2 className="im-group-title">{title}</h2>
      <div ref={boxRef} className="im-group-rows" style={{ height: virtualizer.getTotalSize() }}>
        <ul className="im-items" role="list" style={{ transform: `translateY(${(shown[0]?.start ?? margin) - margin}px)` }}>
          {shown.map((v) => (
            <li key={v.key} ref={virtualizer.measureElement} data-index={v.index} className="im-item" aria-setsize={items.length} aria-posinset={v.index + 1}>
              {row(items[v.index]!)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
