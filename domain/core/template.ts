// Templates of initial slices: the kernel deep-freezes every feature's initial values (a recipe that
// mutated one would throw), and V8 copies a frozen object's properties on a slow path (`{ ...frozen }`
// is about 7x slower than from a plain object). A recipe that builds a slice from its initial value
// spreads this unfrozen twin instead; the twin shares the (frozen) nested values and is never put in a state.

/** An unfrozen shallow copy of `initial`, to be spread (`{ ...template, field }`), never assigned or mutated. */
export const template = <T extends object>(initial: T): T => ({ ...initial })
