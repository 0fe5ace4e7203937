// The wall's page append (domain/wall/append.ts, issue 14) against the comparison it replaced: each new
// host compared with every host listed before it. Same hosts in the same order, the inputs untouched,
// and the same outcome for data of the wrong shape (ids that are not small integers, hosts that are
// not objects), whatever the ids.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { appendNewHosts } from "../../domain/wall/append"

type H = { readonly id: unknown }

const scanning = (before: ReadonlyArray<H>, added: ReadonlyArray<H>): H[] => {
  const next = before.slice()
  add: for (const h of added) {
    for (let i = 0; i < next.length; i++) if (next[i]!.id === h.id) continue add
    next.push(h)
  }
  return next
}

const outcome = (f: () => H[]): { ok: H[] } | { error: string } => {
  try {
    return { ok: f() }
  } catch (e) {
    return { error: e instanceof Error ? e.constructor.name : String(e) }
  }
}

const id = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 60 }) },
  { weight: 2, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(0, -0, NaN, 2 ** 31, 1.5, "7", undefined, null) },
)
const host = fc.oneof({ weight: 20, arbitrary: id.map((i): H => ({ id: i })) }, { weight: 1, arbitrary: fc.constantFrom<unknown>(null, undefined, 3, "h") as fc.Arbitrary<H> })

describe("Given lists of hosts and a page of hosts", () => {
  it("when appended, then the result, or the error, is the one-by-one comparison's, and the inputs are untouched", () => {
    fc.assert(
      fc.property(fc.array(host, { maxLength: 130 }), fc.array(host, { maxLength: 40 }), (before, added) => {
        const b = before.slice()
        const a = added.slice()
        const got = outcome(() => appendNewHosts(before, added))
        const want = outcome(() => scanning(b, a))
        if ("ok" in want && "ok" in got) {
          expect(got.ok.length).toBe(want.ok.length)
          got.ok.forEach((h, i) => expect(h).toBe(want.ok[i]))
        } else expect(got).toEqual(want)
        expect(before).toEqual(b)
        expect(added).toEqual(a)
      }),
      { seed: 20261129, numRuns: 3000 },
    )
  })

  it("when pages are appended one after another, to the last result or to an earlier list, then each result is the comparison's", () => {
    // The scratch table remembers the ids of the last result (a wall's next page goes onto it): appends
    // onto an earlier list, onto a copy of the last one or after a malformed page must not see them.
    const step = fc.record({ onto: fc.nat(), copy: fc.boolean(), page: fc.array(host, { maxLength: 25 }) })
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), (steps) => {
        const lists: H[][] = [[]]
        for (const { onto, copy, page } of steps) {
          // Mostly the last list, as a wall pages on; sometimes an earlier one or a copy of it.
          const base = onto % 3 === 0 ? lists[onto % lists.length]! : lists[lists.length - 1]!
          const before = copy ? base.slice() : base
          const got = outcome(() => appendNewHosts(before, page))
          const want = outcome(() => scanning(before, page))
          expect(got).toEqual(want)
          if ("ok" in got && "ok" in want) {
            got.ok.forEach((h, i) => expect(h).toBe(want.ok[i]))
            lists.push(got.ok)
          }
        }
      }),
      { seed: 20261203, numRuns: 1500 },
    )
  })

  it("when the lists are long (a table larger than the scratch one), then still the same hosts", () => {
    const before = Array.from({ length: 700 }, (_, i) => ({ id: i * 3 + 1 }))
    const added = Array.from({ length: 400 }, (_, i) => ({ id: i * 5 + 1 }))
    expect(appendNewHosts(before, added)).toEqual(scanning(before, added))
    expect(appendNewHosts([], added.concat(added))).toEqual(added)
  })
})
