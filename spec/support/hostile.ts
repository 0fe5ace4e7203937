// The hostile strings of the hostile-input e2e test (issue 15): the XSS payloads written for it plus a
// deterministic sample of the Big List of Naughty Strings (every run picks the same ones: a seeded
// choice among the markup strings and among the rest). HOSTILE_FULL=1 takes the whole list instead.
import { blnsStrings } from "./blns"
import { XSS_PAYLOADS } from "./corpora/xss"
import { prng } from "../../gateway/hosts"

/** One hostile string and where it comes from ("xss:<id>" or "blns:<index>"). */
export interface Hostile {
  readonly from: string
  readonly text: string
}

/** True when the long run over every string is asked for (HOSTILE_FULL=1). */
export const HOSTILE_FULL = process.env.HOSTILE_FULL === "1"

/** Strings that carry markup or a script URL (the BLNS "script injection" kind). */
export const hasMarkup = (s: string): boolean => /<[a-z!/?]|javascript:|\bon[a-z]+\s*=|\{\{|\$\{/i.test(s)


/**
 * `n` items of `from`, one picked by `random` in each of `n` equal consecutive bands (the BLNS list is
 * ordered by kind, so every kind gets its turn), in list order.
 */
const pick = <T>(from: ReadonlyArray<T>, n: number, random: () => number): T[] => {
  const out: T[] = []
  const bands = Math.min(n, from.length)
  for (let b = 0; b < bands; b++) {
    const lo = Math.floor((b * from.length) / bands)
    const hi = Math.floor(((b + 1) * from.length) / bands)
    out.push(from[lo + Math.floor(random() * (hi - lo))]!)
  }
  return out
}

/**
 * The BLNS strings of this run: `markup` of the markup strings and `rest` of the others, chosen with
 * `seed`, one per band of the list (defaults: 12 + 13 = 25, seed 15), or every string with HOSTILE_FULL=1. Empty strings are left out.
 */
export const blnsSample = (opts: { readonly markup?: number; readonly rest?: number; readonly seed?: number } = {}): Hostile[] => {
  const all = blnsStrings().map((text, i) => ({ from: `blns:${i}`, text })).filter((h) => h.text !== "")
  if (HOSTILE_FULL) return all
  const random = prng(opts.seed ?? 15)
  const markup = pick(all.filter((h) => hasMarkup(h.text)), opts.markup ?? 12, random)
  const rest = pick(all.filter((h) => !hasMarkup(h.text)), opts.rest ?? 13, random)
  return [...markup, ...rest]
}

/** Every XSS payload followed by the BLNS sample. */
export const hostileStrings = (): Hostile[] => [...XSS_PAYLOADS.map((p) => ({ from: `xss:${p.id}`, text: p.text })), ...blnsSample()]
