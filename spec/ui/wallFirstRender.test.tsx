// @vitest-environment jsdom
// The wall's first render in a page load (issue 14, Total Blocking Time): only the first two rows of
// cards are in the commit that replaces the static first paint; the rest of the page comes in the
// deferred render after it. A later visit to the wall in the same page load renders its cards at once.
import { afterEach, describe, expect, it, vi } from "vitest"
import { useLayoutEffect } from "react"
import WallPage from "../../ui/pages/WallPage"
import { host } from "../support/fixtures"
import { initialState, type AppState } from "../../domain/app/state"
import { cleanup, queryAllByRole, renderWithState } from "./render"

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A wall of `n` loaded hosts. */
const wallOf = (n: number): AppState => ({
  ...initialState,
  wall: { ...initialState.wall, groups: [{ id: 1, code: "popular", name: "Hot" }], groupId: 1, hosts: Array.from({ length: n }, (_, i) => host(20_000_001 + i)), page: 1 },
})

/** The host cards shown (their articles in the grid's list items), as a screen reader finds them. */
const cards = (root: ParentNode): number => queryAllByRole(root, "article").length

/** Records, in the commit it mounts in, how many host cards the page shows. */
function FirstCommit({ seen }: { seen: number[] }) {
  useLayoutEffect(() => void seen.push(cards(document.body)), [seen])
  return null
}

/** Renders the wall over 20 hosts: the host cards in its first commit, and those shown once it has settled. */
const showWall = (): { readonly firstCommit: number[]; readonly settled: number } => {
  const firstCommit: number[] = []
  const r = renderWithState(
    <>
      <WallPage />
      <FirstCommit seen={firstCommit} />
    </>,
    wallOf(20),
  )
  return { firstCommit, settled: cards(r.container) }
}

describe("Given a wall of 20 hosts on a phone (two columns)", () => {
  it("when the page load renders the wall first, then its first commit has the first two rows (4 cards), and all 20 follow; a later wall has all 20 at once", () => {
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: q === "(max-width: 767px)", media: q, addEventListener: () => {}, removeEventListener: () => {} }))
    expect(showWall()).toEqual({ firstCommit: [4], settled: 20 })
    cleanup()
    expect(showWall()).toEqual({ firstCommit: [20], settled: 20 })
  })
})
