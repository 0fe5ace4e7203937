// @vitest-environment jsdom
// HostWall: group tabs (catalog names by code, server name fallback, arrow keys), the country
// filter, skeletons without layout jump, empty and error states, and the infinite-scroll sentinel.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { HostCardModel } from "../../ui/components/HostCard"
import { HostWall, type HostWallProps } from "../../ui/components/HostWall"
import { cleanup, click, getByRole, keyDown, queryAllByRole, render, typeInto } from "./render"

// The cards' photo-less initial goes through Avatar's initialOf on each render of a card: counted here.
const initials = vi.hoisted(() => ({ calls: 0 }))
vi.mock("../../ui/components/Avatar", async (original) => {
  const m = await original<typeof import("../../ui/components/Avatar")>()
  return { ...m, initialOf: (name: string) => (initials.calls++, m.initialOf(name)) }
})

const host = (id: number): HostCardModel => ({
  id, name: `Host ${id}`, age: 20 + id, avatarUrl: null, countryName: "Brazil", countryCode: "BR", status: "online", pricePerMinute: 60,
})

const props = (over: Partial<HostWallProps> = {}): HostWallProps => ({
  groups: [
    { id: 1, code: "popular", name: "Hot" },
    { id: 2, code: "new", name: "Newbies" },
    { id: 3, code: "vip", name: "VIP lounge" },
  ],
  activeGroupId: 1,
  onSelectGroup: vi.fn(),
  countries: [{ id: 76, name: "Brazil", code: "BR" }, { id: 792, name: "Türkiye", code: "TR" }],
  countryId: null,
  onSelectCountry: vi.fn(),
  hosts: [host(1), host(2)],
  loading: false,
  hasMore: true,
  errorKey: null,
  onLoadMore: vi.fn(),
  onRetry: vi.fn(),
  signedIn: false,
  profileHref: (id) => `/profile/${id}`,
  onCall: vi.fn(),
  ...over,
})

/** A controllable IntersectionObserver stand-in. */
class FakeObserver {
  static instances: FakeObserver[] = []
  observed: Element[] = []
  disconnected = false
  constructor(private cb: IntersectionObserverCallback) {
    FakeObserver.instances.push(this)
  }
  observe(el: Element) { this.observed.push(el) }
  unobserve() {}
  disconnect() { this.disconnected = true }
  takeRecords() { return [] }
  fire(isIntersecting: boolean) {
    this.cb(this.observed.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry), this as unknown as IntersectionObserver)
  }
}

beforeEach(() => {
  FakeObserver.instances = []
  vi.stubGlobal("IntersectionObserver", FakeObserver)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const live = () => FakeObserver.instances.filter((o) => !o.disconnected)

describe("HostWall header", () => {
  it("names tabs from the catalog by code and falls back to the server name", () => {
    const p = props()
    const { container } = render(<HostWall {...p} />)
    const list = getByRole(container, "tablist", { name: "Host groups" })
    const popular = getByRole(list, "tab", { name: "Popular" })
    getByRole(list, "tab", { name: "New" })
    const vip = getByRole(list, "tab", { name: "VIP lounge" })
    expect(popular.getAttribute("aria-selected")).toBe("true")
    expect(vip.getAttribute("aria-selected")).toBe("false")
    expect(getByRole(container, "tabpanel").getAttribute("aria-labelledby")).toBe(popular.id)
    click(vip)
    expect(p.onSelectGroup).toHaveBeenCalledWith(3)
  })

  it("moves focus between tabs with the arrow keys (roving tabindex)", () => {
    const { container } = render(<HostWall {...props()} />)
    const tabs = queryAllByRole(container, "tab")
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1])
    tabs[0]!.focus()
    keyDown(tabs[0]!, "ArrowRight")
    expect(document.activeElement).toBe(tabs[1])
    keyDown(tabs[1]!, "End")
    expect(document.activeElement).toBe(tabs[2])
    keyDown(tabs[2]!, "ArrowRight")
    expect(document.activeElement).toBe(tabs[0])
  })

  it("given a right-to-left page, ArrowLeft goes to the next tab and ArrowRight to the one before (QA: Arabic)", () => {
    document.dir = "rtl"
    try {
      const { container } = render(<HostWall {...props()} />)
      const tabs = queryAllByRole(container, "tab")
      tabs[0]!.focus()
      keyDown(tabs[0]!, "ArrowLeft")
      expect(document.activeElement).toBe(tabs[1])
      keyDown(tabs[1]!, "ArrowRight")
      expect(document.activeElement).toBe(tabs[0])
      keyDown(tabs[0]!, "ArrowRight")
      expect(document.activeElement).toBe(tabs[2])
    } finally {
      document.dir = ""
    }
  })

  it("has a Country select whose first option is All countries", () => {
    const p = props()
    const { container } = render(<HostWall {...p} />)
    const select = getByRole(container, "combobox", { name: "Country" }) as HTMLSelectElement
    expect(select.options[0]!.textContent).toBe("All countries")
    expect(select.options[0]!.value).toBe("")
    expect(select.options[2]!.textContent).toContain("Türkiye")
    typeInto(select, "792")
    expect(p.onSelectCountry).toHaveBeenLastCalledWith(792)
    typeInto(select, "")
    expect(p.onSelectCountry).toHaveBeenLastCalledWith(null)
  })

  it("uses Turkish tab and filter names for tr", () => {
    const { container } = render(<HostWall {...props()} />, { locale: "tr" })
    getByRole(container, "tab", { name: "Popüler" })
    const select = getByRole(container, "combobox", { name: "Ülke" }) as HTMLSelectElement
    expect(select.options[0]!.textContent).toBe("Tüm ülkeler")
  })
})

describe("HostWall grid", () => {
  it("lists cards and passes the sign-in state to them", () => {
    const p = props({ signedIn: true })
    const { container } = render(<HostWall {...p} />)
    expect(queryAllByRole(container, "article")).toHaveLength(2)
    click(getByRole(container, "button", { name: "Video call Host 2, 60 coins per minute" }))
    expect(p.onCall).toHaveBeenCalledWith(2)
  })

  it("shows skeleton cards while loading (12 first, 6 more) and announces loading", () => {
    const { container, rerender } = render(<HostWall {...props({ hosts: [], loading: true })} />)
    expect(container.querySelectorAll(".host-card.is-skeleton")).toHaveLength(12)
    expect(getByRole(container, "list").getAttribute("aria-busy")).toBe("true")
    expect(queryAllByRole(container, "status").some((s) => s.textContent === "Loading hosts…")).toBe(true)
    rerender(<HostWall {...props({ loading: true })} />)
    expect(container.querySelectorAll(".host-card.is-skeleton")).toHaveLength(6)
    expect(queryAllByRole(container, "article")).toHaveLength(2)
  })

  it("shows an empty state when nothing matched", () => {
    const { container } = render(<HostWall {...props({ hosts: [], hasMore: false })} />)
    getByRole(container, "heading", { name: "No one here right now" })
    expect(queryAllByRole(container, "list")).toHaveLength(0)
  })

  it("shows an error state with a retry button", () => {
    const p = props({ hosts: [], errorKey: "loadFailed" })
    const { container, rerender } = render(<HostWall {...p} />)
    const alert = getByRole(container, "alert")
    expect(alert.textContent).toContain("Failed to load, please refresh and try again")
    click(getByRole(alert, "button", { name: "Try again" }))
    expect(p.onRetry).toHaveBeenCalledTimes(1)
    rerender(<HostWall {...props({ errorKey: "connection" })} />)
    expect(queryAllByRole(container, "article")).toHaveLength(2)
    expect(getByRole(container, "alert").textContent).toContain("Connection error. Please refresh.")
  })
})

describe("HostWall offline (docs/features.md: the wall as You are offline instead of a failure; QA)", () => {
  it("says You are offline, with no failure heading, alert, retry or empty group tabs, when nothing could load offline", () => {
    const { container } = render(<HostWall {...props({ hosts: [], groups: [], errorKey: "offline" })} />)
    getByRole(container, "heading", { name: "You are offline" })
    expect(container.textContent).toContain("The hosts appear again when the connection is back.")
    expect(container.textContent).not.toContain("Could not load hosts")
    expect(queryAllByRole(container, "alert")).toHaveLength(0)
    expect(queryAllByRole(container, "button", { name: "Try again" })).toHaveLength(0)
    expect(queryAllByRole(container, "tablist")).toHaveLength(0)
  })

  it("keeps the group tabs it knows when it goes offline", () => {
    const { container } = render(<HostWall {...props({ hosts: [], errorKey: "offline" })} />)
    getByRole(container, "heading", { name: "You are offline" })
    expect(queryAllByRole(container, "tab").length).toBeGreaterThan(0)
  })
})

describe("HostWall infinite scroll", () => {
  it("calls onLoadMore once when the sentinel becomes visible", () => {
    const p = props()
    render(<HostWall {...p} />)
    expect(live()).toHaveLength(1)
    live()[0]!.fire(false)
    expect(p.onLoadMore).not.toHaveBeenCalled()
    live()[0]!.fire(true)
    live()[0]!.fire(true)
    expect(p.onLoadMore).toHaveBeenCalledTimes(1)
  })

  it("does not observe while loading, without more pages, or after an error", () => {
    const { rerender } = render(<HostWall {...props({ loading: true })} />)
    expect(live()).toHaveLength(0)
    rerender(<HostWall {...props({ hasMore: false })} />)
    expect(live()).toHaveLength(0)
    rerender(<HostWall {...props({ errorKey: "loadFailed" })} />)
    expect(live()).toHaveLength(0)
  })

  it("re-observes after a page arrives so a still-visible sentinel asks again", () => {
    const p = props()
    const { rerender } = render(<HostWall {...p} />)
    live()[0]!.fire(true)
    rerender(<HostWall {...p} loading />)
    rerender(<HostWall {...p} hosts={[host(1), host(2), host(3)]} />)
    expect(live()).toHaveLength(1)
    live()[0]!.fire(true)
    expect(p.onLoadMore).toHaveBeenCalledTimes(2)
  })

  it("offers a Show more button when IntersectionObserver is missing", () => {
    vi.unstubAllGlobals()
    const saved = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
    try {
      const p = props()
      const { container } = render(<HostWall {...p} />)
      click(getByRole(container, "button", { name: "Show more hosts" }))
      expect(p.onLoadMore).toHaveBeenCalledTimes(1)
    } finally {
      if (saved) (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = saved
    }
  })
})

describe("HostWall cards on a store update (issue 14, blocking time)", () => {
  it("when only the wall's state around the cards changes (a page loading, more to come), then the cards shown are not rendered again; a changed host's card is", () => {
    const p = props({ hosts: [host(1), host(2), host(3)] })
    const r = render(<HostWall {...p} />)
    const mounted = initials.calls
    expect(mounted).toBeGreaterThanOrEqual(3)
    // The same hosts as new objects (the container maps the state again), the wall loading its next page.
    r.rerender(<HostWall {...p} hosts={p.hosts.map((h) => ({ ...h }))} loading hasMore={false} />)
    expect(initials.calls).toBe(mounted)
    expect(queryAllByRole(r.container, "article")).toHaveLength(3)
    r.rerender(<HostWall {...p} hosts={[host(1), { ...host(2), name: "Renamed" }, host(3)]} />)
    expect(initials.calls).toBe(mounted + 1)
    expect(getByRole(r.container, "link", { name: "Renamed" })).toBeTruthy()
  })
})
