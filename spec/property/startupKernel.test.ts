// Issue 14, the startup kernel: before sign-in the member features are inert. A visitor's page folds the
// startup kernel (domain/app/startupKernel.ts) until an input it must not take (heldForStartup), then the
// full kernel; replay always folds the full kernel. So for every signed-out log, up to its first held input,
// both kernels must give the same state after each event (hence the same trace snapshot hashes), the same
// commands for each event, and the same events for each intent; and the startup kernel must never see a
// signed-in session (a sign-in that heldForStartup missed). Seeded; pin a failing seed here when one turns up.
import * as Arbitrary from "effect/Arbitrary"
import * as Effect from "effect/Effect"
import type * as Schema from "effect/Schema"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { features } from "../../domain/app/features"
import { I } from "../../domain/app/intents"
import { app } from "../../domain/app/kernel"
import { FEATURE_ORDER, MEMBER_FEATURES, STARTUP_ORDER } from "../../domain/app/order"
import { STORED_KEYS } from "../../domain/app/storedKeys"
import { STARTUP_EVENTS, STARTUP_REQUESTS, startupFeatures } from "../../domain/app/startupFeatures"
import { heldForStartup, startupApp } from "../../domain/app/startupKernel"
import type { AppEvent, AppState, Feature, Intent, NewEvent } from "../../domain/app/types"
import { ONE_WAY_KEY } from "../../domain/friends/state"
import { canonicalJson } from "../../domain/runtime/hash"
import { tagOf } from "../../domain/core/schema"
import { isSignedIn } from "../../domain/session/state"
import { SIGN_IN_ENDPOINTS } from "../../domain/session/answers"
import { answerData, eventArbitraries } from "../support/arbitraries"

/** The seeds the property runs with (a failing one found later is added here). */
const SEEDS = [20261130, 14, 203]

/** Every stored key a feature reads at AppStarted, with values that switch its rule on and off. */
const storedKeys = [...Object.keys(STORED_KEYS).map((k) => k.replace("{userId}", "501")), ONE_WAY_KEY, "siteLanguage", "other"].filter((k) => k !== "loginToken")
const storedValue = fc.oneof(fc.constantFrom("1", "0", "", "501", "tok", "true", "tr"), fc.integer({ min: 1_699_000_000_000, max: 1_900_000_000_000 }).map(String), fc.string({ maxLength: 6 }))
const visitorStart: fc.Arbitrary<NewEvent> = fc
  .tuple(eventArbitraries().AppStarted, fc.dictionary(fc.constantFrom(...storedKeys), storedValue), fc.constantFrom("", "", "", "", "", "", "", "tok-1"))
  .map(([e, stored, token]) => fixedPath({ ...(e as Extract<NewEvent, { _tag: "AppStarted" }>), stored: token === "" ? stored : { ...stored, loginToken: token } }))

/** Samples of every startup intent (effect's Schema arbitraries, seeded). */
const intentSamples: Intent[] = startupFeatures.flatMap((f, i) =>
  ((f as Feature).intents ?? []).flatMap((s: Schema.Top, j) => [...Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(s as never), { count: 4, seed: 1000 + i * 100 + j }))] as Intent[]),
)

type Step = { readonly event: NewEvent } | { readonly intent: Intent }

/**
 * Paths from a fixed set: the route parser caches up to 500 paths and then starts afresh, and a route
 * parsed again is a new object, which trace step digests (compared by identity) would see as a change in
 * other files sharing this worker (spec/traces/fixtures.test.ts); random paths would fill that cache.
 */
const PATHS = ["/", "/shop", "/coin", "/login", "/tr", "/tr/login", "/en/shop", "/nl", "/friends", "/message/502", "/profile/20000001", "/nowhere"]
const fixedPath = <T extends NewEvent>(e: T): T => ("path" in e && !PATHS.includes(e.path) ? { ...e, path: PATHS[e.path.length % PATHS.length]! } : e)
const arbitraries = Object.entries(eventArbitraries())
/** Events of the startup features' tags (most steps), and of any tag (the odd one, often held). */
const startupEvents = fc.oneof(...arbitraries.filter(([t]) => STARTUP_EVENTS.has(t)).map(([, a]) => a)).map(fixedPath)
const anyEvents = fc.oneof(...arbitraries.map(([, a]) => a)).map(fixedPath)
/** Answers of the startup features' requests other than sign-ins (a visitor's wall, login steps, country...). */
const startupAnswers = fc
  .constantFrom(...[...STARTUP_REQUESTS].filter((n) => !SIGN_IN_ENDPOINTS.has(n) && n in answerData))
  .chain((name) =>
    fc.record({ _tag: fc.constant("GatewayAnswered" as const), at: fc.integer({ min: 1_700_000_000_000, max: 1_900_000_000_000 }), requestId: fc.nat(60), name: fc.constant(name), data: answerData[name as keyof typeof answerData] }),
  ) as fc.Arbitrary<NewEvent>
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: startupAnswers.map((event) => ({ event })) },
  { weight: 12, arbitrary: startupEvents.map((event) => ({ event })) },
  { weight: 1, arbitrary: anyEvents.map((event) => ({ event })) },
  { weight: 6, arbitrary: fc.constantFrom(...intentSamples).map((intent) => ({ intent })) },
)

const json = (s: AppState) => canonicalJson(s)

/** Folds `steps` after `start` with both kernels up to the first held input; returns how many inputs both took. */
const foldBoth = (start: NewEvent, steps: ReadonlyArray<Step>, seen?: (small: AppState) => void): number => {
  let seq = 0
  let full = app.initial
  let small = startupApp.initial
  let taken = 0
  const event = (e: NewEvent): boolean => {
    if (heldForStartup({ event: e })) return false
    const numbered = { ...e, seq: ++seq } as AppEvent
    full = app.evolve(full, numbered)
    small = startupApp.evolve(small, numbered)
    expect(json(small), `state after ${numbered._tag}`).toBe(json(full))
    expect(isSignedIn(small.session), `signed in by ${numbered._tag}, not held`).toBe(false)
    expect(startupApp.react(small, numbered), `commands of ${numbered._tag}`).toEqual(app.react(full, numbered))
    seen?.(small)
    return true
  }
  if (!event(start)) return 0
  for (const s of steps) {
    if ("event" in s) {
      if (!event(s.event)) return taken
    } else {
      if (heldForStartup({ intent: s.intent })) return taken
      const made = startupApp.decide(small, s.intent, 1_800_000_000_000)
      expect(made, `events of ${s.intent._tag}`).toEqual(app.decide(full, s.intent, 1_800_000_000_000))
      for (const e of made) if (!event(e)) return taken
    }
    taken++
  }
  return taken
}

describe("Given the startup kernel and the full kernel (issue 14)", () => {
  it("when the lists are compared, then the startup list is the full list filtered to the startup features, in the one order", () => {
    expect(features).toHaveLength(FEATURE_ORDER.length)
    const member = new Set<string>(MEMBER_FEATURES)
    const kept = features.filter((_, i) => !member.has(FEATURE_ORDER[i]!))
    expect(startupFeatures).toEqual(kept)
    expect(STARTUP_ORDER.every((n, i) => startupFeatures[i] === kept[i] && !member.has(n))).toBe(true)
    // Every slice has its initial value in the startup kernel, the same as in the full one.
    expect(json(startupApp.initial)).toBe(json(app.initial))
    expect(Object.keys(startupApp.initial)).toEqual(Object.keys(app.initial))
  })

  for (const seed of SEEDS)
    it(`when random signed-out logs with intents are folded up to their first held input, then states, commands and decided events are equal (seed ${seed})`, () => {
      let taken = 0
      fc.assert(
        fc.property(visitorStart, fc.array(step, { minLength: 10, maxLength: 60 }), (start, steps) => {
          taken += foldBoth(start, steps)
        }),
        { seed, numRuns: 250 },
      )
      // The logs reach far past their start (not all held at once).
      expect(taken).toBeGreaterThan(250 * 8)
    })

  // The login feature is loaded with the full kernel (its startup part opens and closes the popup): logs
  // that open and close the popup every way a visitor's page does (OpenLogin of each origin, the router's
  // popup on a blocked route at the start or reached in the app, its /login entry, Back off it,
  // CloseLogin) are taken by the startup kernel as the full one takes them, and the popup's ways then
  // wait for the full kernel.
  const popupStep: fc.Arbitrary<Step> = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom("menu", "router", "gate", "call", "im").map((origin) => ({ intent: I.OpenLogin({ origin: origin as "menu" }) })) },
    { weight: 3, arbitrary: fc.constant({ intent: I.CloseLogin() }) },
    { weight: 4, arbitrary: fc.constantFrom("/", "/login", "/tr/login", "/friends", "/message/502", "/shop", "/nowhere").map((path) => ({ event: { _tag: "PathVisited", at: 1_800_000_000_000, path } as NewEvent })) },
    { weight: 1, arbitrary: fc.constantFrom("menu", "gate").map((origin) => ({ event: { _tag: "LoginOpened", at: 1_800_000_000_000, origin } as NewEvent })) },
    { weight: 1, arbitrary: fc.constant({ event: { _tag: "LoginClosed", at: 1_800_000_000_000 } as NewEvent }) },
    { weight: 2, arbitrary: step },
  )
  const popupStart = fc.tuple(visitorStart, fc.constantFrom("/", "/", "/login", "/friends", "/message/502")).map(([e, path]) => ({ ...e, path }) as NewEvent)
  const ways = [I.ChooseEmail(), I.ChoosePhone(), I.ChooseSocial({ provider: "google" }), I.LoginBack(), I.SubmitEmail({ email: "ada@example.com" })]

  it("when random signed-out logs open and close the login popup, then both kernels agree on them, and the popup's ways wait for the full kernel", () => {
    let opened = 0
    let closed = 0
    let held = 0
    fc.assert(
      fc.property(popupStart, fc.array(popupStep, { minLength: 10, maxLength: 60 }), fc.constantFrom(...ways), (start, steps, way) => {
        const taken = foldBoth(start, [...steps, { intent: way }], (small) => {
          if (small.login.open) opened++
        })
        for (const st of steps.slice(0, taken)) if ("intent" in st && st.intent._tag === "CloseLogin") closed++
        if (taken === steps.length) held++
      }),
      { seed: 20261201, numRuns: 200 },
    )
    expect(opened).toBeGreaterThan(200 * 5)
    expect(closed).toBeGreaterThan(200)
    // The popup's way at the end of a log the startup kernel took whole is held (not taken: the login feature is not in it).
    expect(held).toBeGreaterThan(50)
    for (const way of ways) expect(heldForStartup({ intent: way }), way._tag).toBe(true)
  })

  it("when a member feature's decider is given any startup intent, on the initial state, then it decides nothing", () => {
    const member = new Set<string>(MEMBER_FEATURES)
    const deciders = features.flatMap((f, i) => (member.has(FEATURE_ORDER[i]!) && (f as Feature).decide ? [(f as Feature).decide!] : []))
    expect(deciders.length).toBeGreaterThan(5)
    const state = startupApp.evolve(startupApp.initial, { _tag: "AppStarted", seq: 1, at: 1_800_000_000_000, path: "/", stored: {}, deviceId: "d", utcOffsetMin: 0, browserLanguages: [] } as AppEvent)
    for (const intent of intentSamples) for (const decide of deciders) expect(decide(state, intent, 1_800_000_000_000), intent._tag).toEqual([])
    expect(new Set(intentSamples.map((i) => i._tag)).size).toBe(new Set(startupFeatures.flatMap((f) => ((f as Feature).intents ?? []).map(tagOf))).size)
  })
})
