// @vitest-environment jsdom
// Trace replay in the app (issue 3 item 7): the TraceBar's controls (region, step text, slider,
// previous/next, problems), the read-only replay store (steps, checkpoints, no-op dispatch, image
// placeholders) and the whole trace mode page over a fetched trace, including the error page.
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { AppEvent } from "../../domain/app/event"
import { evolveMany } from "../../domain/app/kernel"
import { initialState } from "../../domain/app/state"
import { makeHeader, parseTrace, serializeTrace } from "../../infrastructure/log/trace"
import { TraceBar, type TraceBarProps } from "../../ui/components/TraceBar"
import { CHECKPOINT, createReplay, initialStepFrom } from "../../ui/app/trace/replayStore"
import { withPlaceholders } from "../../ui/app/trace/placeholders"
import { loadTrace, TraceMode } from "../../ui/app/trace/TraceMode"
import { E, T0, groups, hostPage } from "../support/fixtures"
import { number } from "../support/gwt"
import { cleanup, click, getByLabel, getByRole, queryAllByRole, render, typeInto, until } from "./render"

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const barProps = (over: Partial<TraceBarProps> = {}): TraceBarProps => ({
  step: 3,
  total: 10,
  eventType: "PathVisited",
  eventAt: T0,
  timeZone: "UTC",
  problems: [],
  onStep: vi.fn(),
  ...over,
})

describe("TraceBar", () => {
  it("is a labelled region saying read-only, with the step, its event type and time", () => {
    const { container } = render(<TraceBar {...barProps()} />)
    const bar = getByRole(container, "region", { name: "Trace replay" })
    expect(bar.textContent).toContain("Read-only replay")
    expect(bar.textContent).toContain("Step 3 of 10")
    expect(bar.textContent).toContain("PathVisited")
    expect(bar.querySelector("time")?.getAttribute("datetime")).toBe(new Date(T0).toISOString())
  })

  it("has a Step slider and previous/next buttons that ask for the neighbouring steps", () => {
    const p = barProps()
    const { container } = render(<TraceBar {...p} />)
    const slider = getByLabel(container, "Step")
    expect(slider.type).toBe("range")
    expect([slider.min, slider.max, slider.value]).toEqual(["1", "10", "3"])
    expect(slider.getAttribute("aria-valuetext")).toBe("Step 3 of 10, PathVisited")
    typeInto(slider, "7")
    expect(p.onStep).toHaveBeenLastCalledWith(7)
    click(getByRole(container, "button", { name: "Previous step" }))
    expect(p.onStep).toHaveBeenLastCalledWith(2)
    click(getByRole(container, "button", { name: "Next step" }))
    expect(p.onStep).toHaveBeenLastCalledWith(4)
  })

  it("disables previous at the first step and next at the last", () => {
    const { container, rerender } = render(<TraceBar {...barProps({ step: 1 })} />)
    expect((getByRole(container, "button", { name: "Previous step" }) as HTMLButtonElement).disabled).toBe(true)
    expect((getByRole(container, "button", { name: "Next step" }) as HTMLButtonElement).disabled).toBe(false)
    rerender(<TraceBar {...barProps({ step: 10 })} />)
    expect((getByRole(container, "button", { name: "Next step" }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("shows the problems count with the lines, and a trace without events", () => {
    const problems = [{ line: 4, reason: "not JSON" }, { line: 9, reason: "unknown line kind" }]
    const { container, rerender } = render(<TraceBar {...barProps({ problems })} />)
    const bar = getByRole(container, "region", { name: "Trace replay" })
    expect(bar.querySelector("summary")?.textContent).toBe("Problems: 2")
    expect(queryAllByRole(bar, "listitem").map((li) => li.textContent)).toEqual(["Line 4: not JSON", "Line 9: unknown line kind"])
    rerender(<TraceBar {...barProps({ step: 0, total: 0, eventType: null, eventAt: null })} />)
    expect(bar.textContent).toContain("The trace has no events.")
    expect(getByLabel(container, "Step").disabled).toBe(true)
  })

  it("is translated", () => {
    const { container } = render(<TraceBar {...barProps()} />, { locale: "tr" })
    const bar = getByRole(container, "region", { name: "Kayıt oynatma" })
    expect(bar.textContent).toContain("Salt okunur oynatma")
    expect(bar.textContent).toContain("Adım 3 / 10")
    getByLabel(container, "Adım")
    getByRole(container, "button", { name: "Önceki adım" })
  })
})

/** A visitor on the wall who opens the login popup, with a host page whose avatars are redacted. */
const visitorLog = (): AppEvent[] =>
  number([
    E.started("/"), // 1
    E.answered(1, "hostGroups", groups), // 2: the first group is chosen, its page requested
    E.answered(2, "hostsGuest", { ...hostPage(1, [11, 12]), hosts: hostPage(1, [11, 12]).hosts.map((h, i) => ({ ...h, avatar: `/redacted/image-${i + 1}.svg` })) }),
    E.loginOpened("menu"),
    E.emailWay(),
    E.back(),
  ])

describe("the replay store", () => {
  it("shows the state after `step` events, the last step first, and never changes on dispatch", () => {
    const events = visitorLog()
    const r = createReplay(parseTrace(serializeTrace(makeHeader({ app: "t", locale: "en", userAgent: "", timeZone: "UTC", startedAt: T0, exportedAt: T0, redacted: true, includesText: false }), events, [])))
    expect(r.total).toBe(6)
    expect(r.step()).toBe(6)
    const listener = vi.fn()
    r.store.subscribe(listener)
    r.store.dispatch({ _tag: "OpenLogin", origin: "menu" })
    r.store.publish({ _tag: "AgeGateAccepted", at: T0 })
    expect(listener).not.toHaveBeenCalled()
    expect(r.step()).toBe(6)
    r.setStep(4)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(r.store.getSnapshot().login.open).toBe(true)
    expect(r.eventAt(4)?._tag).toBe("LoginOpened")
    r.setStep(99)
    expect(r.step()).toBe(6)
    r.setStep(-1)
    expect(r.step()).toBe(0)
    expect(r.store.getSnapshot()).toBe(initialState)
    expect(r.eventAt(0)).toBeNull()
  })

  it("equals evolveMany over the prefix at every step, across checkpoints", () => {
    const many = number(Array.from({ length: CHECKPOINT * 2 + 7 }, (_, i) => (i === 0 ? E.started("/") : E.visited(i % 2 ? "/livechat" : "/"))))
    const r = createReplay({ header: makeHeader({ app: "t", locale: "en", userAgent: "", timeZone: "UTC", startedAt: 0, exportedAt: 0, redacted: true, includesText: false }), events: many, hashes: [], problems: [] }, 0)
    for (const k of [CHECKPOINT * 2 + 3, 1, CHECKPOINT, CHECKPOINT + 1, CHECKPOINT * 2 + 7, 0]) {
      r.setStep(k)
      expect(r.stateAt(k)).toEqual(evolveMany(initialState, many.slice(0, k)))
      expect(r.store.getSnapshot().shell.route.rest).toBe(k === 0 || k % 2 === 1 ? "" : "livechat")
    }
  })

  it("shows redacted image URLs as inline placeholders", () => {
    const r = createReplay(parseTrace(serializeTrace(makeHeader({ app: "t", locale: "en", userAgent: "", timeZone: "UTC", startedAt: 0, exportedAt: 0, redacted: true, includesText: false }), visitorLog(), [])))
    const avatars = r.store.getSnapshot().wall.hosts.map((h) => h.avatar)
    expect(avatars.every((a) => a.startsWith("data:image/svg+xml"))).toBe(true)
    expect(r.stateAt(6).wall.hosts[0]!.avatar).toBe("/redacted/image-1.svg")
    const same = { a: { b: ["x"] } }
    expect(withPlaceholders(same)).toBe(same)
  })

  it("reads the first step from step= or seq=", () => {
    const events = visitorLog()
    expect(initialStepFrom(new URLSearchParams("step=2"), events)).toBe(2)
    expect(initialStepFrom(new URLSearchParams("seq=4"), events)).toBe(4)
    expect(initialStepFrom(new URLSearchParams("seq=0"), events)).toBe(0)
    expect(initialStepFrom(new URLSearchParams("step=x"), events)).toBeUndefined()
  })
})

const traceText = () =>
  serializeTrace(makeHeader({ app: "t", locale: "en", userAgent: "", timeZone: "UTC", startedAt: T0, exportedAt: T0, redacted: true, includesText: false }), visitorLog(), []) + "not json\n"

const response = (body: string, status = 200) => ({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body) }) as Response


describe("trace mode", () => {
  it("loads a trace, or fails with fetch or parse", async () => {
    await expect(loadTrace("/t.ndjson", () => Promise.resolve(response(traceText())))).resolves.toMatchObject({ events: { length: 6 } })
    await expect(loadTrace("/t.ndjson", () => Promise.resolve(response("", 404)))).rejects.toBe("fetch")
    await expect(loadTrace("/t.ndjson", () => Promise.reject(new TypeError("offline")))).rejects.toBe("fetch")
    await expect(loadTrace("/t.ndjson", () => Promise.resolve(response("<!doctype html><html></html>")))).rejects.toBe("parse")
  })

  it("renders the real UI at the chosen step with the bar, without calling anything", async () => {
    const fetch = vi.fn(() => Promise.resolve(response(traceText())))
    vi.stubGlobal("fetch", fetch)
    const { container } = render(<TraceMode url="/fixture.ndjson" params={new URLSearchParams("step=5")} />)
    await until(() => getByRole(container, "region", { name: "Trace replay" }))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch).toHaveBeenCalledWith("/fixture.ndjson")
    const bar = getByRole(container, "region", { name: "Trace replay" })
    expect(bar.textContent).toContain("Step 5 of 6")
    expect(bar.textContent).toContain("Problems: 1")
    expect(document.documentElement.classList.contains("is-trace-mode")).toBe(true)
    // Step 5: the login popup at the e-mail step.
    await until(() => getByRole(container, "textbox", { name: "E-mail" }))
    // The gear does nothing in a replay (dispatch is a no-op).
    click(queryAllByRole(container, "button", { name: "Settings" })[0]!)
    expect(queryAllByRole(container, "menu")).toHaveLength(0)
    act(() => click(getByRole(bar, "button", { name: "Previous step" })))
    await until(() => expect(bar.textContent).toContain("Step 4 of 6"))
    await until(() => getByRole(container, "button", { name: "Continue with e-mail" }))
    typeInto(getByLabel(bar, "Step"), "3")
    await until(() => expect(queryAllByRole(container, "article").length).toBe(2))
    expect(queryAllByRole(container, "dialog").filter((d) => d.textContent?.includes("E-mail"))).toHaveLength(0)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it("shows an error page when the trace cannot be fetched", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(response("", 404))))
    const { container } = render(<TraceMode url="blob:http://x/gone" params={new URLSearchParams()} />)
    await until(() => getByRole(container, "heading", { name: "The trace could not be opened" }))
    expect(getByRole(container, "alert").textContent).toContain("could not be downloaded")
    expect(getByRole(container, "link", { name: "Open the app without the trace" }).getAttribute("href")).toBe("/")
  })
})
