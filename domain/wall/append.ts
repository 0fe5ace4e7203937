// Appending a page of hosts to the wall without duplicates (issue 14, replay speed). The first way
// compared each new host's id with every host already listed (hundreds of comparisons a page, the
// largest part of a replay's time on the wall); ids that are small integers, as the gateway's are, are
// checked in a small open-addressing table instead, and anything else takes the first way, unchanged.
// Why not a Set or a Map: measured on 2026-11-29 in the replay bench (spec/bench/replay.ts, fresh
// processes, load 2-3), a Set of the listed ids gave 1.27-1.34 M events/s and this table 1.54-1.55
// (target 1.5); alone, per page of 20 on lists of about 300: table 2.4 us, Map of the page's hosts 3.1 us,
// Set 5.5 us, the first way 4.9 us.

/** A listed value with an id (a host). */
type WithId = { readonly id: unknown }

/** The first way, for ids other than non-zero 31-bit integers and for data of the wrong shape. */
const appendScanning = <H extends WithId>(before: ReadonlyArray<H>, added: ReadonlyArray<H>): H[] => {
  const next: H[] = before.slice()
  add: for (const h of added) {
    for (let i = 0; i < next.length; i++) if (next[i]!.id === h.id) continue add
    next.push(h)
  }
  return next
}

/**
 * Scratch table of the ids seen: slot k holds an id of the current stamp when STAMPS[k] is that stamp,
 * so nothing needs clearing between calls and nothing of one stamp is seen under the next. Always
 * SCRATCH_BITS wide, so an id's slot does not depend on the list's length; lists of more than half its
 * size get a table of their own.
 */
const SCRATCH_BITS = 11
const SCRATCH_SIZE = 1 << SCRATCH_BITS
const IDS = new Int32Array(SCRATCH_SIZE)
const STAMPS = new Int32Array(SCRATCH_SIZE)
let lastStamp = 0
/**
 * The last result built in the scratch table and its length then: the table under `lastStamp` holds
 * exactly its ids. A wall's next page is appended to that very array (the state holds it, frozen in the
 * live store and changed in place by no recipe), so its ids are not hashed again, only the new page's.
 * Any other `before`, or another length, starts a new stamp.
 */
let lastResult: ReadonlyArray<unknown> | null = null
let lastLength = -1

/** A non-zero integer that fits an Int32Array slot unchanged (so `===` on ids is `===` on slots). */
const isSmallId = (id: unknown): id is number => typeof id === "number" && (id | 0) === id && id !== 0

/**
 * `before` followed by each host of the array `added` whose id is in neither `before` nor earlier in
 * `added` (compared with `===`), in order; a new array, the inputs untouched. The same result, and the
 * same error for malformed hosts, as comparing each new host with every host listed before it.
 * A page with no repeated host (the usual case) is joined with one `concat`; where one repeats, the
 * hosts are pushed one by one (issue 14, replay speed: with the memory of the last list above, -6.4%
 * instructions per replayed event; docs/testing.md).
 */
export const appendNewHosts = <H extends WithId>(before: ReadonlyArray<H>, added: ReadonlyArray<H>): H[] => {
  const n = before.length
  const m = added.length
  const own = 2 * (n + m) > SCRATCH_SIZE
  let bits = SCRATCH_BITS
  if (own) while (1 << bits < 2 * (n + m)) bits++
  const size = 1 << bits
  const ids = own ? new Int32Array(size) : IDS
  const stamps = own ? new Int32Array(size) : STAMPS
  const mask = size - 1
  const shift = 32 - bits
  // Appending to the array the scratch table was last left holding: its ids are in already.
  const known = !own && before === lastResult && n === lastLength
  lastResult = null
  if (!own && !known && ++lastStamp === 0x7fffffff) {
    STAMPS.fill(0)
    lastStamp = 1
  }
  const stamp = own ? 1 : lastStamp
  // One pass over each list: a host that is not an object or an id that is not a small integer sends the
  // whole append the first way, from the start (the table is then left to no result).
  if (!known)
    for (let i = 0; i < n; i++) {
      const h: unknown = before[i]
      if (typeof h !== "object" || h === null) return appendScanning(before, added)
      const id = (h as WithId).id
      if (!isSmallId(id)) return appendScanning(before, added)
      let k = Math.imul(id, 0x9e3779b1) >>> shift
      while (stamps[k] === stamp && ids[k] !== id) k = (k + 1) & mask
      stamps[k] = stamp
      ids[k] = id
    }
  // The page's hosts go into the table; the first one already listed switches to pushing one by one.
  let next: H[] | null = null
  for (let j = 0; j < m; j++) {
    const h: unknown = added[j]
    if (typeof h !== "object" || h === null) return appendScanning(before, added)
    const id = (h as WithId).id
    if (!isSmallId(id)) return appendScanning(before, added)
    let k = Math.imul(id, 0x9e3779b1) >>> shift
    while (stamps[k] === stamp && ids[k] !== id) k = (k + 1) & mask
    if (stamps[k] === stamp) {
      if (next === null) {
        next = before.slice()
        for (let i = 0; i < j; i++) next.push(added[i]!)
      }
      continue
    }
    stamps[k] = stamp
    ids[k] = id
    if (next !== null) next.push(h as H)
  }
  const result = next ?? before.concat(added)
  if (!own) {
    lastResult = result
    lastLength = result.length
  }
  return result
}
