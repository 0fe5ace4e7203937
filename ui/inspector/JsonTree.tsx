// A collapsible JSON tree (ARIA tree pattern): branches render their children only when expanded,
// long lists in pages of PAGE; one tab stop (roving tabindex), arrows move and expand/collapse.
import { useState, type KeyboardEvent, type ReactNode } from "react"
import { useI18n } from "../../i18n/core"
import { truncate } from "./summary"
import { jsonForm } from "../../domain/runtime/hash"

/** Children shown per "show more" page. */
const PAGE = 100

const isBranch = (v: unknown): v is object => v !== null && typeof v === "object"

const leafText = (v: unknown): string => {
  if (v === undefined) return "undefined"
  if (typeof v === "string") return truncate(JSON.stringify(v), 300)
  return String(v)
}

const leafKind = (v: unknown): string => (v === null ? "null" : typeof v)

/** Items of the tree that are rendered (so visible), in document order. */
const itemsOf = (tree: HTMLElement): HTMLElement[] => [...tree.querySelectorAll<HTMLElement>('[role="treeitem"]')]

/** Focuses `item`; the tree's focus handler moves the single tab stop to it. */
const focusItem = (item: HTMLElement | undefined): void => item?.focus()

interface NodeProps {
  readonly name: string
  readonly value: unknown
  readonly level: number
  readonly open?: boolean
  readonly first?: boolean
}

function Node({ name, value: given, level, open: initiallyOpen = false, first = false }: NodeProps): ReactNode {
  // A value with its own JSON form (a conversation's MessageList: its flat array) is shown as that.
  const value = jsonForm(given)
  const { LL } = useI18n()
  const [open, setOpen] = useState(initiallyOpen)
  const [shown, setShown] = useState(PAGE)
  if (!isBranch(value)) {
    return (
      <li role="treeitem" aria-level={level} tabIndex={first ? 0 : -1} className="jt-item">
        <span className="jt-line">
          <span className="jt-key">{name}</span>
          <span className="jt-colon">: </span>
          <span className={`jt-val jt-${leafKind(value)}`}>{leafText(value)}</span>
        </span>
      </li>
    )
  }
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value)
  const count = Array.isArray(value) ? LL.inspector.tree.items({ count: entries.length }) : LL.inspector.tree.keys({ count: entries.length })
  const countText = entries.length === 0 ? `${Array.isArray(value) ? "[]" : "{}"} ${LL.inspector.tree.empty()}` : count
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.target !== e.currentTarget) return
    if ((e.key === "ArrowRight" && !open) || ((e.key === "Enter" || e.key === " ") && entries.length > 0)) {
      e.preventDefault()
      e.stopPropagation()
      setOpen(e.key === "ArrowRight" ? true : !open)
    } else if (e.key === "ArrowLeft" && open) {
      e.preventDefault()
      e.stopPropagation()
      setOpen(false)
    }
  }
  return (
    <li
      role="treeitem"
      aria-level={level}
      aria-expanded={entries.length > 0 ? open : undefined}
      aria-label={`${name}${LL.inspector.listSeparator()}${countText}`}
      tabIndex={first ? 0 : -1}
      className="jt-item"
      onKeyDown={onKeyDown}
    >
      <span className="jt-line jt-branch" onClick={() => entries.length > 0 && setOpen(!open)}>
        <span className="jt-chevron" aria-hidden="true">
          {entries.length === 0 ? "" : open ? "▾" : "▸"}
        </span>
        <span className="jt-key">{name}</span>
        <span className="jt-count">{countText}</span>
      </span>
      {open && entries.length > 0 && (
        <ul role="group" className="jt-group">
          {entries.slice(0, shown).map(([k, v]) => (
            <Node key={k} name={k} value={v} level={level + 1} />
          ))}
          {entries.length > shown && (
            <li role="none" className="jt-more">
              <button type="button" className="insp-link" onClick={() => setShown(shown + PAGE)}>
                {LL.inspector.tree.showMore({ count: Math.min(PAGE, entries.length - shown) })}
              </button>
            </li>
          )}
        </ul>
      )}
    </li>
  )
}

/** Props of {@link JsonTree}. */
export interface JsonTreeProps {
  /** Accessible name of the tree. */
  readonly label: string
  /** Name shown for the root node. */
  readonly rootName: string
  readonly value: unknown
}

/** A lazy, keyboard-operable JSON tree; the root starts expanded. */
export function JsonTree({ label, rootName, value }: JsonTreeProps): ReactNode {
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const tree = e.currentTarget
    const items = itemsOf(tree)
    const at = items.indexOf(document.activeElement as HTMLElement)
    if (at < 0) return
    const current = items[at]!
    let target: HTMLElement | undefined
    if (e.key === "ArrowDown") target = items[at + 1]
    else if (e.key === "ArrowUp") target = items[at - 1]
    else if (e.key === "Home") target = items[0]
    else if (e.key === "End") target = items[items.length - 1]
    else if (e.key === "ArrowLeft") target = current.parentElement?.closest<HTMLElement>('[role="treeitem"]') ?? undefined
    else if (e.key === "ArrowRight" && current.getAttribute("aria-expanded") === "true")
      target = current.querySelector<HTMLElement>('[role="group"] > [role="treeitem"]') ?? undefined
    else return
    e.preventDefault()
    focusItem(target)
  }
  return (
    <ul
      role="tree"
      aria-label={label}
      className="jt"
      onKeyDown={onKeyDown}
      onFocus={(e) => {
        if (e.target.getAttribute("role") !== "treeitem") return
        for (const el of itemsOf(e.currentTarget)) el.tabIndex = el === e.target ? 0 : -1
      }}
    >
      <Node name={rootName} value={value} level={1} open first />
    </ul>
  )
}
