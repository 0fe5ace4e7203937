// Which entries of a record keyed by peer id a request id names (react, every event: which peers' details,
// profiles, older pages event `seq` asked for). A frozen record (a state's) is indexed once per record and
// the index kept with it (a WeakMap), so an event that changed none of them lists no keys: listing the
// keys of a record allocates in proportion to the largest peer id when ids are small (V8 keeps such a
// record as a holey array), about 6 KB per scan in the live bench (issue 14). Other records are scanned.

/** A lookup `(record, seq) -> keys whose value `of` maps to seq` (in key order), memoized per frozen record. */
export const askedBy = <V>(of: (v: V) => number | null): ((record: Readonly<Record<string, V>>, seq: number) => ReadonlyArray<string>) => {
  const memo = new WeakMap<object, ReadonlyMap<number, ReadonlyArray<string>>>()
  const index = (record: Readonly<Record<string, V>>): ReadonlyMap<number, ReadonlyArray<string>> => {
    const out = new Map<number, string[]>()
    for (const k in record) {
      const id = of(record[k]!)
      if (id !== null) (out.get(id) ?? out.set(id, []).get(id)!).push(k)
    }
    return out
  }
  return (record, seq) => {
    if (!Object.isFrozen(record)) return index(record).get(seq) ?? []
    let known = memo.get(record)
    if (known === undefined) memo.set(record, (known = index(record)))
    return known.get(seq) ?? []
  }
}

/** Keys of a record of request seqs by peer (pending profiles, details pages) that seq asked for. */
export const peersAskedBy = askedBy((id: number) => id)
