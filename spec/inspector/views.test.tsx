// @vitest-environment jsdom
// Inspector views in jsdom: BLNS text in the timeline renders as text (no elements injected), the
// state tree follows the ARIA tree pattern and renders children only when expanded, a TimerElapsed
// links to the event that started its timer, arrow keys move the selection, and an in-video text that
// came with no video call open is a notice, not an error.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import type { AppEvent } from "../../domain/app/event"
import { serializeTrace } from "../../infrastructure/log/trace"
import { Details } from "../../ui/inspector/Details"
import { Facts } from "../../ui/inspector/Facts"
import { filterIndices, NO_FILTER, rowTest } from "../../ui/inspector/filter"
import type { Rows } from "../../ui/inspector/hooks"
import { JsonTree } from "../../ui/inspector/JsonTree"
import { TraceSession } from "../../ui/inspector/model"
import { Timeline } from "../../ui/inspector/Timeline"
import { cleanup, click, getByRole, keyDown, queryAllByRole, render } from "../ui/render"
import { blns, events, testHeader } from "./support"

afterEach(cleanup)
beforeAll(() => {
  // jsdom has no layout: give the timeline's scroller a size so the virtualizer renders rows.
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => 18_000 })
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => 1_000 })
})

const allRows = (s: TraceSession): Rows => ({ count: s.events.length, indexAt: (k) => k, positionOf: (i) => i, busy: false })

const load = async (evs: ReadonlyArray<AppEvent>): Promise<TraceSession> => {
  const s = new TraceSession("t.ndjson", serializeTrace(testHeader(), evs, []))
  await s.load()
  return s
}

describe("timeline", () => {
  it("renders every BLNS string as text in the summary, injecting nothing", async () => {
    const strings = blns()
    const alert = vi.fn()
    window.alert = alert
    const evs = [
      { _tag: "WireRejected", source: "rtm", reason: strings[5], seq: 1, at: 0 },
      ...strings.map((s, i) => ({ _tag: "PathVisited", path: s, seq: i + 2, at: 1_000 * i })),
    ] as unknown as AppEvent[]
    const session = await load(evs)
    expect(session.events).toHaveLength(evs.length)
    const { container } = render(
      <Timeline session={session} rows={allRows(session)} selected={-1} onSelect={() => {}} onActivate={() => {}} timeZone="UTC" rowHeight={34} />,
    )
    const options = queryAllByRole(container, "option")
    expect(options.length).toBe(evs.length)
    for (const o of options) {
      const i = Number(o.id.replace("insp-row-", ""))
      expect(o.querySelector("bdi")?.textContent).toBe(session.summaryOf(i))
    }
    expect(container.querySelectorAll("script, img, iframe, object, embed, a, input").length).toBe(0)
    expect(alert).not.toHaveBeenCalled()
    // Errors carry an icon and a text for screen readers.
    expect(options[0]!.className).toContain("is-error")
    expect(options[0]!.querySelector(".visually-hidden")?.textContent).toContain("Error")
  }, 30_000)

  it("moves the selection with the arrow keys and activates with Enter", async () => {
    const session = await load(events(120))
    const onSelect = vi.fn()
    const onActivate = vi.fn()
    const { container } = render(
      <Timeline session={session} rows={allRows(session)} selected={5} onSelect={onSelect} onActivate={onActivate} timeZone="Europe/Istanbul" rowHeight={34} />,
    )
    const list = getByRole(container, "listbox", { name: "Timeline" })
    expect(list.getAttribute("aria-activedescendant")).toBe("insp-row-5")
    keyDown(list, "ArrowDown")
    expect(onSelect).toHaveBeenLastCalledWith(6)
    keyDown(list, "ArrowUp")
    expect(onSelect).toHaveBeenLastCalledWith(4)
    keyDown(list, "End")
    expect(onSelect).toHaveBeenLastCalledWith(119)
    keyDown(list, "Enter")
    expect(onActivate).toHaveBeenCalledWith(5)
    // Times in the trace's zone (Istanbul is UTC+3).
    expect(container.querySelector("#insp-row-0 .insp-c-time")?.textContent).toMatch(/^11:00:00\.\d{3}$/)
  })
})

describe("an in-video text with no video call open (a late frame after hang-up)", () => {
  // As the calls feature records it (domain/calls/chat.ts); recorded traces carry this text.
  const late = { _tag: "WireRejected", source: "callChat", reason: "im f9: in-video text (type 4) with no video call with its sender open" }
  const evs = [
    late,
    { _tag: "WireRejected", source: "rtm", reason: "bizType 42 unknown" },
    { _tag: "WireRejected", source: "callChat", reason: "im f10: something else" },
  ].map((e, i) => ({ ...e, seq: i + 1, at: 1_000 * i })) as unknown as AppEvent[]

  it("is shown as a notice, not an error, and is counted and filtered as none; other WireRejected stay errors", async () => {
    const session = await load(evs)
    const { container } = render(
      <Timeline session={session} rows={allRows(session)} selected={-1} onSelect={() => {}} onActivate={() => {}} timeZone="UTC" rowHeight={34} />,
    )
    const notice = getByRole(container, "option", { name: /Notice: WireRejectedcallChat: im f9: in-video text/ })
    expect(notice.className).toContain("is-notice")
    expect(notice.className).not.toContain("is-error")
    expect(queryAllByRole(container, "option", { name: /Error: WireRejected/ }).map((o) => o.id)).toEqual(["insp-row-1", "insp-row-2"])
    const details = render(<Details session={session} index={0} timeZone="UTC" onSelect={() => {}} />).container
    expect([...details.querySelectorAll(".insp-kv dt")].map((dt) => dt.textContent)).toContain("Notice")
    // "Errors and warnings" and "Only errors and warnings" leave it out.
    const facts = render(<Facts session={session} onJump={() => {}} version={0} />).container
    const errors = [...facts.querySelectorAll(".insp-fact")].find((el) => el.querySelector("dt")?.textContent === "Errors and warnings")
    expect(errors?.querySelector("dd")?.textContent).toBe("2")
    const rowFacts = { events: session.events, domains: session.domains, severities: session.severities, summaryOf: (i: number) => session.summaryOf(i) }
    expect(filterIndices(rowTest({ ...NO_FILTER, onlyErrors: true }, rowFacts), 0, evs.length)).toEqual([1, 2])
  })
})

describe("state tree", () => {
  it("is a tree of treeitems that renders children only when expanded", () => {
    const { container } = render(<JsonTree label="State" rootName="state" value={{ wall: { hosts: [{ name: "<b>x</b>" }] }, n: 1 }} />)
    const tree = getByRole(container, "tree", { name: "State" })
    const root = tree.querySelector('[role="treeitem"]')!
    expect(root.getAttribute("aria-expanded")).toBe("true")
    const wall = [...tree.querySelectorAll('[role="treeitem"]')].find((el) => el.querySelector(".jt-key")?.textContent === "wall")!
    expect(wall.getAttribute("aria-expanded")).toBe("false")
    expect(wall.querySelector('[role="group"]')).toBeNull()
    click(wall.querySelector(".jt-line")!)
    expect(wall.getAttribute("aria-expanded")).toBe("true")
    const hosts = wall.querySelector('[role="group"] > [role="treeitem"]')!
    keyDown(hosts, "ArrowRight")
    expect(hosts.getAttribute("aria-expanded")).toBe("true")
    keyDown(hosts, "ArrowLeft")
    expect(hosts.getAttribute("aria-expanded")).toBe("false")
    expect(container.querySelector("b")).toBeNull()
  })
})

describe("details", () => {
  it("links a TimerElapsed to the event that started its timer", async () => {
    const evs = events(3_000, 11)
    const session = await load(evs)
    const i = evs.findIndex((e, k) => e._tag === "TimerElapsed" && session.starterOf(k) !== null)
    expect(i).toBeGreaterThan(0)
    const starter = session.starterOf(i)!
    const onSelect = vi.fn()
    const { container } = render(<Details session={session} index={i} timeZone="UTC" onSelect={onSelect} />)
    expect(getByRole(container, "heading", { name: `Step #${evs[i]!.seq}: TimerElapsed` })).toBeTruthy()
    click(getByRole(container, "button", { name: `Started by #${evs[starter]!.seq}` }))
    expect(onSelect).toHaveBeenCalledWith(starter)
    expect(getByRole(container, "tree", { name: `State after step #${evs[i]!.seq}` })).toBeTruthy()
  })

  it("lists the changes from the previous step", async () => {
    const evs = events(50)
    const session = await load(evs)
    const i = evs.findIndex((e) => e._tag === "PathVisited")
    const { container } = render(<Details session={session} index={i} timeZone="UTC" onSelect={() => {}} />)
    const paths = [...container.querySelectorAll(".insp-diff-path")].map((el) => el.textContent)
    expect(paths.some((p) => p?.startsWith("shell.route"))).toBe(true)
  })
})

describe("facts", () => {
  /** The facts' "Errors and warnings" value and the Problems heading of a session opened from `text`. */
  const counts = async (text: string): Promise<{ errors: string; problems: string }> => {
    const s = new TraceSession("t.ndjson", text)
    await s.load()
    const { container } = render(<Facts session={s} onJump={() => {}} version={0} />)
    const fact = [...container.querySelectorAll(".insp-fact")].find((el) => el.querySelector("dt")?.textContent === "Errors and warnings")
    return { errors: fact!.querySelector("dd")!.textContent!, problems: container.querySelector(".insp-problems summary")!.textContent! }
  }

  it.each([
    ["an empty file", "", "1"],
    ["plain text", "just some words\nand more", "3"],
    ["[1,2,3]", "[1,2,3]", "2"],
  ])("counts the unreadable lines of %s among the errors, as the Problems list does", async (_what, text, n) => {
    expect(await counts(text)).toEqual({ errors: n, problems: `Problems (${n})` })
  })

  it("counts the problems of a trace cut mid-line among the errors (a trace without error events)", async () => {
    const evs = events(40).filter((e) => e._tag !== "GatewayFailed" && e._tag !== "EvolveFailed")
    const full = serializeTrace(testHeader(), evs, [])
    const cut = full.slice(0, full.lastIndexOf("\n", full.length - 2) + 20)
    const s = new TraceSession("t.ndjson", cut)
    await s.load()
    expect(s.problems.length).toBe(1)
    const { errors, problems } = await counts(cut)
    expect(Number(errors)).toBe(s.errorCount + 1)
    expect(problems).toBe("Problems (1)")
  })
})
