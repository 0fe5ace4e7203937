// domainOf: the feature that declares a tag, name-prefix fallbacks for tags no feature declares, and "core" for the rest.
import { describe, expect, it } from "vitest"
import { AppEvent } from "../../domain/app/event"
import { DOMAINS, domainOf } from "../../ui/inspector/domains"

/** Every event tag of the app, read from the Schema union (tagged structs: `fields._tag.ast.literal`). */
const allTags = (): string[] =>
  (AppEvent as unknown as { members: ReadonlyArray<{ fields: { _tag: { ast: { literal: string } } } }> }).members.map((m) => m.fields._tag.ast.literal)

describe("domainOf", () => {
  it("maps the known tags to their feature", () => {
    expect(domainOf("AppStarted")).toBe("core")
    expect(domainOf("GatewayAnswered")).toBe("core")
    expect(domainOf("GatewayFailed")).toBe("core")
    expect(domainOf("TimerElapsed")).toBe("core")
    expect(domainOf("WireRejected")).toBe("core")
    expect(domainOf("LogoutRequested")).toBe("session")
    expect(domainOf("PathVisited")).toBe("shell")
    expect(domainOf("AvatarMenuToggled")).toBe("shell")
    expect(domainOf("EmailSubmitted")).toBe("login")
    expect(domainOf("SupplyInfoRejected")).toBe("login")
    expect(domainOf("WallMoreRequested")).toBe("wall")
  })

  it("falls back by name prefix for tags added later, then to core", () => {
    expect(domainOf("WallScrolledToEnd")).toBe("wall")
    expect(domainOf("PasswordResetRequested")).toBe("login")
    expect(domainOf("SessionExpired")).toBe("session")
    expect(domainOf("ToastShown")).toBe("shell")
    expect(domainOf("SomethingNew")).toBe("core")
    expect(domainOf("")).toBe("core")
  })

  it("puts each feature's events in its domain: messages, calls, friends (blocks and reports too), coins, profile, notifications (QA: all of them were 'Core')", () => {
    expect(["TextSendRequested", "ImPanelOpened", "CallPlacementStarted", "FriendPageOpened", "BlockedUsersOpened", "ReportOpened", "CoinShopOpened", "ProfileSaveRequested", "PushCheckOpened", "InstallAccepted", "NetworkReported"].map(domainOf)).toEqual(
      ["messages", "messages", "calls", "friends", "friends", "friends", "coins", "profile", "notifications", "shell", "core"],
    )
    // The own album is edited on the profile page: its events are the profile's.
    expect(["OwnAlbumOpened", "AlbumPictureChosen", "AlbumPictureRefused", "AlbumPictureDeleteRequested"].map(domainOf)).toEqual(["profile", "profile", "profile", "profile"])
    // Every listed domain has events of today's app, so no filter box is empty.
    const used = new Set(allTags().map(domainOf))
    expect(DOMAINS.filter((d) => !used.has(d))).toEqual([])
  })

  it("is not fooled by Object.prototype names", () => {
    for (const tag of ["constructor", "toString", "__proto__", "hasOwnProperty"]) expect(domainOf(tag)).toBe("core")
  })

  it("gives every event of the app one of the listed domains", () => {
    const tags = allTags()
    expect(tags.length).toBeGreaterThan(20)
    for (const tag of tags) expect(DOMAINS).toContain(domainOf(tag))
    // Every tag of the current app is classified by the table or a prefix, or is a core event.
    const core = tags.filter((t) => domainOf(t) === "core")
    expect(core.sort()).toEqual(expect.arrayContaining(["AppStarted", "GatewayAnswered", "GatewayFailed", "TimerElapsed", "WireRejected"]))
  })
})
