// @vitest-environment jsdom
// The user menu's items (m§2: the chat's and the friend page's ⋯ menu) each draw an icon in front of
// their text, so the texts line up: Block, Report (and a friend's note name) had none while View profile
// and Delete did (QA RTL #11).
import { afterEach, describe, expect, it } from "vitest"
import { initialState, type AppState } from "../../domain/app/state"
import { usePeerActions } from "../../ui/app/social/usePeerActions"
import { PeerMenuList } from "../../ui/components/social/PeerMenu"
import { cleanup, getByRole, queryAllByRole, renderWithState } from "./render"

afterEach(cleanup)

const PEER = "20000001"

function Menu() {
  const { items } = usePeerActions(PEER, "Bea", "chat")
  return <PeerMenuList label="More options" items={items} onClose={() => {}} />
}

const mount = (s: AppState) => renderWithState(<Menu />, s)

describe("the user menu's icons", () => {
  it("a member who is no friend: Block and Report each have an icon", () => {
    const { container } = mount({ ...initialState, session: { ...initialState.session, userId: "1" } })
    const menu = getByRole(container, "menu", { name: "More options" })
    for (const name of ["Block", "Report"]) expect(getByRole(menu, "menuitem", { name }).querySelector("svg"), name).not.toBeNull()
  })

  it("a friend: every item has an icon (note name, star, reminder, block, report, delete)", () => {
    const s: AppState = { ...initialState, session: { ...initialState.session, userId: "1" }, friends: { ...initialState.friends, relations: { [PEER]: 2 } } }
    const { container } = mount(s)
    const items = queryAllByRole(getByRole(container, "menu", { name: "More options" }), "menuitem")
    expect(items.length).toBe(6)
    expect(items.filter((i) => i.querySelector("svg") === null).map((i) => i.textContent)).toEqual([])
  })

  it("a member the member blocked: Unblock and Report each have an icon", () => {
    const s: AppState = { ...initialState, session: { ...initialState.session, userId: "1" }, friends: { ...initialState.friends, blocking: { [PEER]: true } } }
    const { container } = mount(s)
    const menu = getByRole(container, "menu", { name: "More options" })
    for (const name of ["Unblock", "Report"]) expect(getByRole(menu, "menuitem", { name }).querySelector("svg"), name).not.toBeNull()
  })
})
