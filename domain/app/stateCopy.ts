// The fast fold's private copy of a state (./kernel.ts evolveMany): the recipes mutate it directly,
// without immer's proxies, since a replay keeps no intermediate state. Objects are copied by spread so
// they have the shapes the recipes' own objects have, and V8 keeps the recipes' property reads fast.

/**
 * A deep copy of `v` for the recipes to mutate: plain objects (by spread) and arrays are copied; any
 * other object (a conversation's MessageList, frozen) is shared. With `cloneUnfrozen`, such an object
 * that is not frozen is structured-cloned instead (the result must share nothing mutable with the state
 * it started from).
 */
export const copyState = (v: unknown, cloneUnfrozen: boolean): unknown => {
  if (v === null || typeof v !== "object") return v
  if (Array.isArray(v)) {
    const a: unknown[] = v.slice()
    for (let i = 0; i < a.length; i++) {
      const c = a[i]
      if (c !== null && typeof c === "object") a[i] = copyState(c, cloneUnfrozen)
    }
    return a
  }
  const proto: unknown = Object.getPrototypeOf(v)
  if (proto === Object.prototype) {
    const o: Record<string, unknown> = { ...(v as Record<string, unknown>) }
    for (const k in o) {
      const c = o[k]
      if (c !== null && typeof c === "object") o[k] = copyState(c, cloneUnfrozen)
    }
    return o
  }
  if (proto === null) {
    const o: Record<string, unknown> = Object.create(null)
    for (const k of Object.keys(v)) o[k] = copyState((v as Record<string, unknown>)[k], cloneUnfrozen)
    return o
  }
  return cloneUnfrozen && !Object.isFrozen(v) ? structuredClone(v) : v
}
