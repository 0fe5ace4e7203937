// The boot script's first-paint rule (ui/boot/firstPaint.ts, issue 14) against the app's own: the 18+
// gate frame is painted before the JavaScript runs exactly when the app will show the gate once started
// (a§4: signed out and no RC_POP_18), over the same stored keys AppStarted reads.
import { describe, expect, it } from "vitest"
import { cookieValue, firstPaintClasses } from "../../ui/boot/firstPaint"
import { initialState } from "../../domain/app/state"
import { evolveMany } from "../../domain/app/kernel"
import type { AppEvent } from "../../domain/app/event"
import { selectShowAgeGate } from "../../domain/shell/selectors"

const stored = (values: Record<string, string>) => (k: string) => values[k] ?? ""

/** Whether the app shows the gate after AppStarted with `values` stored, at `path`. */
const appShowsGate = (values: Record<string, string>, path: string): boolean => {
  const started = {
    _tag: "AppStarted",
    seq: 1,
    at: 1_700_000_000_000,
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
      const painted = firstPaintClasses(stored(c.values)).includes("fp-gate")
      expect(painted).toBe(appShowsGate(c.values, c.path))
    })
  }

  it("shows the gate on a first visit and not after Enter", () => {
    expect(firstPaintClasses(stored({}))).toEqual(["fp-gate"])
    expect(firstPaintClasses(stored({ RC_POP_18: "1" }))).toEqual([])
  })

  it("reads a cookie by its exact name", () => {
    expect(cookieValue("a=1; RC_POP_18=1; b=2", "RC_POP_18")).toBe("1")
    expect(cookieValue("xRC_POP_18=1", "RC_POP_18")).toBe("")
    expect(cookieValue("", "RC_POP_18")).toBe("")
  })
})
