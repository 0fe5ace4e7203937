// @vitest-environment jsdom
// The blocked-users panel (m§2): a labelled dialog with one Unblock button per user (named with the
// user), the empty text, "Show more" while pages remain, failures as alerts (a failed unblock in its row,
// a failed load with Retry), the focus kept in the dialog when an unblocked row goes, and close by X or Escape.
import { afterEach, describe, expect, it, vi } from "vitest"
import { BlockedUsersPanel, type BlockedRow, type BlockedUsersPanelProps } from "../../ui/components/BlockedUsersPanel"
import { cleanup, click, getByRole, keyDown, queryAllByRole, render } from "./render"

afterEach(cleanup)

const props = (over: Partial<BlockedUsersPanelProps> = {}): BlockedUsersPanelProps => ({
  users: [
    { id: 1, name: "Mia P.", avatar: "/media/avatar/1_270X360.svg", country: "United States of America", removing: false },
    { id: 2, name: "<img src=x onerror=alert(1)>", avatar: "", country: "", removing: true },
  ],
  loading: false, failed: false, unblockFailed: null, hasMore: false, onMore: vi.fn(), onRetry: vi.fn(), onUnblock: vi.fn(), onClose: vi.fn(), ...over,
})

const rows = (n: number): BlockedRow[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `User ${i + 1}`, avatar: "", country: "", removing: false }))

describe("BlockedUsersPanel", () => {
  it("lists the users with an Unblock button each, names as text", () => {
    const p = props()
    const { container } = render(<BlockedUsersPanel {...p} />)
    const dialog = getByRole(document.body, "dialog", { name: "Blocked users" })
    expect(queryAllByRole(dialog, "listitem")).toHaveLength(2)
    click(getByRole(dialog, "button", { name: "Unblock Mia P." }))
    expect(p.onUnblock).toHaveBeenCalledWith(1)
    expect(getByRole(dialog, "button", { name: "Unblock <img src=x onerror=alert(1)>" }).getAttribute("aria-busy")).toBe("true")
    expect(dialog.querySelector("img[src='x']")).toBeNull()
    expect(container).toBeTruthy()
  })

  it("says when nobody is blocked, offers more pages, and shows failures", () => {
    const empty = render(<BlockedUsersPanel {...props({ users: [] })} />)
    expect(document.body.textContent).toContain("You have not blocked anyone.")
    empty.unmount()
    const p = props({ hasMore: true })
    render(<BlockedUsersPanel {...p} />)
    click(getByRole(document.body, "button", { name: "Show more" }))
    expect(p.onMore).toHaveBeenCalledTimes(1)
  })

  it("shows a failed unblock in that user's row, described on its button, not after the list", () => {
    render(<BlockedUsersPanel {...props({ users: rows(30), unblockFailed: 3, hasMore: true })} />)
    const alert = getByRole(document.body, "alert")
    expect(alert.textContent).toBe("Could not unblock. Please try again.")
    const row = alert.closest("li")!
    const button = getByRole(row, "button", { name: "Unblock User 3" })
    expect(button.getAttribute("aria-describedby")).toBe(alert.id)
    expect(queryAllByRole(document.body, "listitem")[2]).toBe(row)
  })

  it("offers Retry when a page failed to load; the focus waits on the heading while it loads", () => {
    const p = props({ users: [], failed: true })
    const r = render(<BlockedUsersPanel {...p} />)
    const dialog = getByRole(document.body, "dialog", { name: "Blocked users" })
    expect(getByRole(dialog, "alert").textContent).toBe("The list could not be loaded.")
    const retry = getByRole(dialog, "button", { name: "Try again" })
    retry.focus()
    click(retry)
    expect(p.onRetry).toHaveBeenCalledTimes(1)
    r.rerender(<BlockedUsersPanel {...p} failed={false} loading />)
    expect(document.activeElement).toBe(getByRole(dialog, "heading", { name: "Blocked users" }))
    expect(queryAllByRole(dialog, "button", { name: "Try again" })).toHaveLength(0)
  })

  it("after a keyboard unblock moves the focus to the next row's Unblock, else the previous one's, else the heading", () => {
    const list = rows(3)
    const p = props({ users: list })
    const r = render(<BlockedUsersPanel {...p} />)
    const dialog = getByRole(document.body, "dialog", { name: "Blocked users" })
    const unblock = (name: string, left: ReadonlyArray<BlockedRow>) => {
      const button = getByRole(dialog, "button", { name: `Unblock ${name}` })
      button.focus()
      click(button)
      r.rerender(<BlockedUsersPanel {...p} users={left.map((u) => (u.name === name ? { ...u, removing: true } : u))} />)
      expect(document.activeElement).toBe(button)
      r.rerender(<BlockedUsersPanel {...p} users={left.filter((u) => u.name !== name)} />)
    }
    unblock("User 2", list)
    expect(document.activeElement).toBe(getByRole(dialog, "button", { name: "Unblock User 3" }))
    unblock("User 3", [list[0]!, list[2]!])
    expect(document.activeElement).toBe(getByRole(dialog, "button", { name: "Unblock User 1" }))
    unblock("User 1", [list[0]!])
    expect(document.activeElement).toBe(getByRole(dialog, "heading", { name: "Blocked users" }))
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it("when Show more loads the last page, the focus goes to the first row it added", () => {
    const list = rows(22)
    const p = props({ users: list.slice(0, 20), hasMore: true })
    const r = render(<BlockedUsersPanel {...p} />)
    const more = getByRole(document.body, "button", { name: "Show more" })
    more.focus()
    click(more)
    r.rerender(<BlockedUsersPanel {...p} loading />)
    expect(document.activeElement).toBe(more)
    r.rerender(<BlockedUsersPanel {...p} users={list} hasMore={false} />)
    expect(document.activeElement).toBe(getByRole(document.body, "button", { name: "Unblock User 21" }))
  })

  it("closes with its X and with Escape", () => {
    const p = props()
    render(<BlockedUsersPanel {...p} />)
    click(getByRole(document.body, "button", { name: "Close blocked users" }))
    keyDown(getByRole(document.body, "dialog", { name: "Blocked users" }), "Escape")
    expect(p.onClose).toHaveBeenCalledTimes(2)
  })
})
