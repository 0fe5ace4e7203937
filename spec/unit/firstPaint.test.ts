// The boot script's first-paint rule (ui/boot/firstPaint.ts, issue 14) against the app's own: the 18+
// gate frame is painted before the JavaScript runs exactly when the app will show the gate once started
// (a§4: signed out and no RC_POP_18), over the same stored keys AppStarted reads.
import { describe, expect, it } from "vitest"
import { firstPaintClasses } from "../../ui/boot/firstPaint"
import { initialState } from "../../domain/app/state"
import { evolveMany } from "../../domain/app/kernel"
import type { AppEvent } from "../../domain/app/event"
import { selectShowAgeGate } from "../../domain/shell/selectors"
import { selectDownloadBanner } from "../../domain/overlays/selectors"
import { BANNER_RESHOW_MS } from "../../domain/constants"

/** The time the app starts at in these cases, ms. */
const T = 1_700_000_000_000

const stored = (values: Record<string, string>) => (k: string) => values[k] ?? ""

/** Whether the app shows the gate after AppStarted with `values` stored, at `path`. */
const appShowsGate = (values: Record<string, string>, path: string): boolean => {
  const started = {
    _tag: "AppStarted",
    seq: 1,
    at: T,
    path,
    stored: values,
    deviceId: "web-test",
    utcOffsetMin: 0,
    browserLanguages: ["en-US"],
  } as unknown as AppEvent
  return selectShowAgeGate(evolveMany(initialState, [started]))
}

const CASES: ReadonlyArray<{ readonly name: string; readonly values: Record<string, string>; readonly path: string }> = [
  { name: "a first visit", values: {}, path: "/" },
  { name: "a visitor who pressed Enter", values: { RC_POP_18: "1" }, path: "/" },
  { name: "a signed-in member", values: { userId: "10000001", loginToken: "t", RC_POP_18: "1" }, path: "/" },
  { name: "a token without a user id", values: { loginToken: "t" }, path: "/" },
  { name: "a first visit to a language prefix", values: {}, path: "/tr/" },
  { name: "a first visit to the login route", values: {}, path: "/login" },
]

describe("first paint: the 18+ gate frame", () => {
  for (const c of CASES) {
    it(`given ${c.name}, the static paint shows the gate exactly when the app does`, () => {
      const painted = firstPaintClasses(stored(c.values), T).includes("fp-gate")
      expect(painted).toBe(appShowsGate(c.values, c.path))
    })
  }

  it("shows the gate on a first visit and not after Enter", () => {
    expect(firstPaintClasses(stored({}), T).includes("fp-gate")).toBe(true)
    expect(firstPaintClasses(stored({ RC_POP_18: "1" }), T).includes("fp-gate")).toBe(false)
  })
})

describe("first paint: the download banner's room", () => {
  const BANNER_CASES: ReadonlyArray<{ readonly name: string; readonly values: Record<string, string> }> = [
    { name: "a first visit", values: {} },
    { name: "a banner closed an hour ago", values: { downloadPop: String(T - 3_600_000) } },
    { name: "a banner closed a day ago", values: { downloadPop: String(T - BANNER_RESHOW_MS) } },
    { name: "a banner closed a day less a second ago", values: { downloadPop: String(T - BANNER_RESHOW_MS + 1_000) } },
    { name: "a stored close time that is not a number", values: { downloadPop: "yesterday" } },
    { name: "a signed-in member who closed it", values: { userId: "10000001", loginToken: "t", RC_POP_18: "1", downloadPop: String(T - 60_000) } },
  ]
  for (const c of BANNER_CASES)
    it(`given ${c.name}, the static paint keeps the banner's room exactly when the app shows the banner`, () => {
      const started = { _tag: "AppStarted", seq: 1, at: T, path: "/", stored: c.values, deviceId: "web-test", utcOffsetMin: 0 } as unknown as AppEvent
      const app = selectDownloadBanner(evolveMany(initialState, [started]))
      expect(firstPaintClasses(stored(c.values), T).includes("fp-banner")).toBe(app)
    })
})
