// @vitest-environment jsdom
// HostCard: article named by the host, photo box attributes, status text, flag named by the
// country, the call button only for signed-in members; hostile names (BLNS) render as plain text.
import { blnsStrings } from "../support/blns"
import { afterEach, describe, expect, it, vi } from "vitest"
import { HostCard, type HostCardModel } from "../../ui/components/HostCard"
import { HostWall } from "../../ui/components/HostWall"
import { isolateText } from "../../i18n/isolate"
import { cleanup, click, getByRole, queryAllByRole, render } from "./render"

afterEach(cleanup)

const mia: HostCardModel = {
  id: 7, name: "Mia", age: 24, avatarUrl: "https://cdn.example/a_270X360.jpg", countryName: "Türkiye", countryCode: "TR",
  status: "online", pricePerMinute: 120,
}

describe("HostCard", () => {
  it("is an article named by the host with a reserved 3:4 photo box", () => {
    const { container } = render(<HostCard {...mia} signedIn={false} onCall={vi.fn()} profileHref="/profile/7" />)
    const card = getByRole(container, "article", { name: "Mia" })
    const img = getByRole(card, "img", { name: "Mia" }) as HTMLImageElement
    expect(img.getAttribute("width")).toBe("270")
    expect(img.getAttribute("height")).toBe("360")
    expect(img.getAttribute("loading")).toBe("lazy")
    getByRole(card, "img", { name: "Türkiye" })
    expect(card.textContent).toContain("Online")
    expect(card.textContent).toContain("24 years old")
  })

  it("shows no call button to visitors", () => {
    const { container } = render(<HostCard {...mia} signedIn={false} onCall={vi.fn()} profileHref="/profile/7" />)
    expect(queryAllByRole(container, "button")).toHaveLength(0)
  })

  it("shows the price call button to members and calls back with the id", () => {
    const onCall = vi.fn()
    const { container } = render(<HostCard {...mia} signedIn onCall={onCall} profileHref="/profile/7" />)
    const btn = getByRole(container, "button", { name: "Video call Mia, 120 coins per minute" })
    expect(btn.textContent).toContain("120/min")
    click(btn)
    expect(onCall).toHaveBeenCalledWith(7)
  })

  it("says free when the price is 0, and busy/offline status in words", () => {
    const { container } = render(<HostCard {...mia} pricePerMinute={0} status="busy" signedIn onCall={vi.fn()} profileHref="/profile/7" />)
    getByRole(container, "button", { name: "Video call Mia, free" })
    expect(container.textContent).toContain("Busy")
  })

  it("falls back to an initial when there is no photo, and uses Turkish words", () => {
    const { container } = render(<HostCard {...mia} avatarUrl={null} status="offline" signedIn onCall={vi.fn()} profileHref="/profile/7" />, { locale: "tr" })
    getByRole(container, "img", { name: "Fotoğraf yok" })
    expect(container.textContent).toContain("Çevrimdışı")
    getByRole(container, "button", { name: "Mia ile görüntülü görüşme, dakikası 120 jeton" })
  })
})

describe("hostile names (Big List of Naughty Strings)", () => {
  const blns = blnsStrings()

  it("renders every string as text in a card, runs no script and does not throw", () => {
    const alert = vi.fn()
    const win = window as unknown as Record<string, unknown>
    const saved = { alert: win.alert, prompt: win.prompt, confirm: win.confirm }
    win.alert = alert
    win.prompt = alert
    win.confirm = alert
    try {
      const hosts = blns.map((name, i): HostCardModel => ({ ...mia, id: i + 1, name, countryName: name, avatarUrl: `https://cdn.example/${i}.jpg` }))
      const { container } = render(
        <HostWall
          groups={[]} activeGroupId={null} onSelectGroup={vi.fn()} countries={[]} countryId={null} onSelectCountry={vi.fn()}
          hosts={hosts} loading={false} hasMore={false} errorKey={null} onLoadMore={vi.fn()} onRetry={vi.fn()} signedIn onCall={vi.fn()} profileHref={(id) => `/profile/${id}`}
        />,
      )
      const cards = container.querySelectorAll("article")
      expect(cards).toHaveLength(blns.length)
      blns.forEach((name, i) => {
        const card = cards[i]!
        expect(card.querySelector("h2")!.textContent).toBe(name)
        expect(card.querySelector("img")!.getAttribute("alt")).toBe(name)
        // typesafe-i18n trims arguments; a name with right-to-left letters is isolated in the English sentence (i18n/isolate.ts)
        expect(card.querySelector("button")!.getAttribute("aria-label")).toBe(`Video call ${isolateText(name.trim(), false)}, 120 coins per minute`)
      })
      expect(container.querySelectorAll("script, iframe, object, embed")).toHaveLength(0)
      // Only the cards' own photos and flags: no element smuggled in by a name.
      expect(container.querySelectorAll("img:not(.flag)")).toHaveLength(blns.length)
      expect(container.querySelectorAll("img.flag")).toHaveLength(blns.filter((name) => name !== "").length)
      expect(container.querySelectorAll("[onerror], [onload], [onclick], [onmouseover]")).toHaveLength(0)
      expect(alert).not.toHaveBeenCalled()
    } finally {
      Object.assign(win, saved)
    }
  })
})
