// The kernel calls a recipe only for the events its feature lists in `evolveOn` (domain/app/types.ts,
// issue 14: most recipes handle a few event types, and calling all 19 for every event was a good part of
// a replay's time). A list that misses an event the recipe acts on would silently drop that change, in
// the live store and in replays alike, so each list is checked three ways: against the recipe's source
// (every event type its files compare `_tag` with, GatewayAnswered where it reads answers), against its
// behaviour (given an event of a type it does not list, on states met in generated sessions and random
// logs, it changes nothing), and end to end (the kernel gives the states, step by step and in one fold,
// of a kernel that calls every recipe for every event). The same for `answersOn`, the gateway answers a
// recipe reads: its source (each request name it reads or compares, and the sign-in answers where it
// follows `signedInBy`), its behaviour on answers to other requests, and the same end-to-end kernel.
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import fc from "fast-check"
import type { Draft } from "immer"
import { describe, expect, it } from "vitest"
import { AppEvent } from "../../domain/app/event"
import { features as list } from "../../domain/app/features"
import { app, makeKernel } from "../../domain/app/kernel"
import type { AppState, Feature } from "../../domain/app/types"
import { stepDigest } from "../../infrastructure/log/trace"
import { generateEvents } from "../bench/events"
import { answerData, eventArbitraries, eventLog } from "../support/arbitraries"
import { SIGN_IN_ANSWERS } from "../../domain/session/answers"
import { REPO_ROOT } from "../support/traceRecorder"

const features: ReadonlyArray<Feature> = list
const declaring = features.filter((f) => f.evolve && f.evolveOn)
const name = (f: Feature) => Object.keys(f.initial ?? {}).join(",")
const tags = (AppEvent as unknown as { members: ReadonlyArray<{ fields: { _tag: { ast: { literal: string } } } }> }).members.map(
  (m) => m.fields._tag.ast.literal,
)
/** The kernel of the same features with no lists: every recipe for every event and every answer. */
const everyRecipe = makeKernel(features.map(({ evolveOn: _, answersOn: __, ...f }) => f))
const answering = features.filter((f) => f.evolve && f.answersOn)
const requestNames = Object.keys(answerData)

/**
 * The folder of a feature's recipe (domain/<folder>) and the sources of its recipe's files. A member
 * feature's startup part (issue 14, domain/<feature>/start.ts) is a recipe of its own, read alone.
 */
const recipeSources = (f: Feature): { folder: string; sources: string[] } => {
  const NOT_RECIPE = /^(decide|react|intents|events|commands|requests|selectors|index|answers|start)\.ts$|React\.ts$|Decide\.ts$/
  const holds = (d: string, file: string) => {
    try {
      return readFileSync(join(REPO_ROOT, "domain", d, file), "utf8").includes(`evolve: ${f.evolve!.name}`)
    } catch {
      return false
    }
  }
  const folder = readdirSync(join(REPO_ROOT, "domain")).find((d) => holds(d, "index.ts") || holds(d, "start.ts"))
  expect(folder, `the folder of ${name(f)}`).toBeDefined()
  const dir = join(REPO_ROOT, "domain", folder!)
  const startPart = holds(folder!, "start.ts")
  const files = readdirSync(dir).filter((x) => x.endsWith(".ts") && (startPart ? x === "start.ts" : !NOT_RECIPE.test(x)))
  return { folder: folder!, sources: files.map((x) => readFileSync(join(dir, x), "utf8")) }
}

/** The states met in generated sessions (every 100th step) and at the end of random logs. */
const sampleStates = (): AppState[] => {
  const states: AppState[] = []
  for (const seed of [3, 8]) {
    let s = app.initial
    generateEvents(1_500, seed).forEach((e, i) => {
      s = app.evolve(s, e)
      if (i % 100 === 0) states.push(s)
    })
  }
  fc.sample(eventLog(40), { seed: 5, numRuns: 25 }).forEach((log) => states.push(app.evolveMany(app.initial, log as unknown as AppEvent[])))
  return states
}

const json = (s: unknown) => JSON.stringify(s)

describe("Given the features that list the events their recipe acts on", () => {
  it("when their recipe's files are read, then every event type they compare with (and GatewayAnswered where answers are read) is listed", () => {
    expect(declaring.length).toBeGreaterThan(5)
    for (const f of declaring) {
      const { folder, sources } = recipeSources(f)
      const seen = new Set<string>()
      for (const src of sources) {
        for (const m of src.matchAll(/(?:case\s+|_tag\s*[!=]==\s*|\btag\s*[!=]==\s*)"([A-Za-z]+)"/g)) if (tags.includes(m[1]!)) seen.add(m[1]!)
        if (/\banswerOf\(/.test(src)) seen.add("GatewayAnswered")
      }
      expect([...seen].filter((t) => !f.evolveOn!.includes(t as AppEvent["_tag"])), `${folder}: events its recipe looks at but does not list`).toEqual([])
    }
  })

  it("when given an event of a type it does not list, on states of generated sessions and random logs, then the recipe changes nothing", () => {
    const states = sampleStates()
    const arbs = eventArbitraries()
    const samples = Object.fromEntries(tags.map((t) => [t, fc.sample(arbs[t as keyof typeof arbs], { seed: 9, numRuns: 2 })]))
    let checked = 0
    for (const f of declaring) {
      const others = tags.filter((t) => !f.evolveOn!.includes(t as AppEvent["_tag"]))
      for (const [k, s] of states.entries()) {
        const before = json(s)
        let d = app.evolveMany(s, []) as Draft<AppState>
        for (const t of others)
          for (const raw of samples[t]!) {
            try {
              f.evolve!(d, { ...raw, seq: 100_000 + k } as AppEvent)
            } catch {
              // Data this recipe never sees; what counts is that it changes nothing when it does not throw.
              d = app.evolveMany(s, []) as Draft<AppState>
              continue
            }
            checked++
            if (json(d) !== before) expect.fail(`${name(f)}'s recipe changed the state on ${t}, which it does not list`)
          }
      }
    }
    expect(checked).toBeGreaterThan(10_000)
  })

  it("when their recipe's files are read, then every answer they read or compare a request name with is in answersOn (the sign-in answers where they follow signedInBy)", () => {
    expect(answering.length).toBeGreaterThan(3)
    for (const f of answering) {
      const { folder, sources } = recipeSources(f)
      const seen = new Set<string>()
      for (const src of sources) {
        // (a compared name that is no request's, e.g. a route's `name === "IMMessageSession"`, is not an answer)
        for (const m of src.matchAll(/answerOf\(e, "([A-Za-z]+)"\)|\bname\s*[!=]==\s*"([A-Za-z]+)"/g)) {
          const read = (m[1] ?? m[2])!
          if (requestNames.includes(read)) seen.add(read)
        }
        if (/\bsignedInBy\b/.test(src)) for (const n of SIGN_IN_ANSWERS) seen.add(n)
      }
      expect([...seen].filter((n) => !f.answersOn!.includes(n as never)), `${folder}: answers its recipe reads but does not list`).toEqual([])
      expect(f.evolveOn === undefined || f.evolveOn.includes("GatewayAnswered"), `${folder}: answersOn without GatewayAnswered in evolveOn`).toBe(true)
    }
  })

  it("when given an answer to a request it does not list, on states of generated sessions and random logs, then the recipe changes nothing", () => {
    const states = sampleStates()
    // Answer data of each request (the contract's domain shapes), and request ids that the states wait for.
    const data = Object.fromEntries(requestNames.map((n) => [n, fc.sample(answerData[n as keyof typeof answerData], { seed: 11, numRuns: 2 })]))
    let checked = 0
    for (const f of answering) {
      const others = requestNames.filter((n) => !f.answersOn!.includes(n as never))
      for (const [k, s] of states.entries()) {
        const before = json(s)
        // Every small number in the state may be a pending request's id (they are event seqs).
        const ids = [...new Set(before.match(/(?<=:)\d{1,6}(?=[,}])/g)?.map(Number) ?? [])].slice(0, 12)
        let d = app.evolveMany(s, []) as Draft<AppState>
        for (const n of others)
          for (const [j, answer] of data[n]!.entries()) {
            const requestId = ids.length > 0 ? ids[(k + j) % ids.length]! : 1
            try {
              f.evolve!(d, { _tag: "GatewayAnswered", seq: 100_000 + k, at: 1_768_464_000_000, requestId, name: n, data: answer } as AppEvent)
            } catch {
              d = app.evolveMany(s, []) as Draft<AppState>
              continue
            }
            checked++
            if (json(d) !== before) expect.fail(`${name(f)}'s recipe changed the state on an answer to ${n}, which it does not list`)
          }
      }
    }
    expect(checked).toBeGreaterThan(10_000)
  })

  it("when logs are evolved, then the states (step by step, with their step digests) and the fold equal those of a kernel calling every recipe", () => {
    const logs: AppEvent[][] = [generateEvents(3_000, 13), ...fc.sample(eventLog(60), { seed: 6, numRuns: 60 }).map((l) => l as unknown as AppEvent[])]
    for (const events of logs) {
      let a = app.initial
      let b = everyRecipe.initial
      for (const e of events) {
        const na = app.evolve(a, e)
        const nb = everyRecipe.evolve(b, e)
        expect(json(na)).toBe(json(nb))
        expect(stepDigest(a, na)).toBe(stepDigest(b, nb))
        a = na
        b = nb
      }
      expect(json(app.evolveMany(app.initial, events))).toBe(json(everyRecipe.evolveMany(everyRecipe.initial, events)))
    }
  })
})
