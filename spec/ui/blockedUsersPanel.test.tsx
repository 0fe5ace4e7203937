// @vitest-environment jsdom
// The blocked-users panel (m§2): a labelled dialog with one Unblock button per user (named with the
// user), the empty text, "Show more" while pages remain, failures as alerts, and close by X or Escape.
import { afterEach, describe, expect, it, vi } from "vitest"
import { BlockedUsersPanel, type BlockedUsersPanelProps } from "../../ui/components/BlockedUsersPanel"
import { cleanup, click, getByRole, keyDown, queryAllByRole, render } from "./render"

afterEach(cleanup)

const props = (over: Partial<BlockedUsersPanelProps> = {}): BlockedUsersPanelProps => ({
  users: [
    { id: 1, name: "Mia P.", avatar: "/media/avatar/1_270X360.svg", country: "United States of America", removing: false },
    { id: 2, name: "<img src=x onerror=alert(1)>", avatar: "", country: "", removing: true },
  ],
  loading: false, failed: false, unblockFailed: false, hasMore: false, onMore: vi.fn(), onUnblock: vi.fn(), onClose: vi.fn(), ...over,
})

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
    const p = props({ hasMore: true, unblockFailed: true })
    render(<BlockedUsersPanel {...p} />)
    click(getByRole(document.body, "button", { name: "Show more" }))
    expect(p.onMore).toHaveBeenCalledTimes(1)
    expect(getByRole(document.body, "alert").textContent).toBe("Could not unblock. Please try again.")
  })

  it("closes with its X and with Escape", () => {
    const p = props()
    render(<BlockedUsersPanel {...p} />)
    click(getByRole(document.body, "button", { name: "Close blocked users" }))
    keyDown(getByRole(document.body, "dialog", { name: "Blocked users" }), "Escape")
    expect(p.onClose).toHaveBeenCalledTimes(2)
  })
})
