// Templates of initial slices: the kernel deep-freezes every feature's initial values (a recipe that
// mutated one would throw), and V8 copies a frozen object's properties on a slow path (`{ ...frozen }`
// is about 7x slower than from a plain object). A recipe that builds a slice from its initial value
// spreads this unfrozen twin instead; the twin shares the (frozen) nested values and is never put in a state.
// A slice reset later in a page load is a copy too (`{ ...template }`), never the frozen initial itself:
// the kernel's fast fold changes slices in place without immer, and threw at the next change of it.

/** An unfrozen shallow copy of `initial`, to be spread (`{ ...template, field }`), never assigned or mutated. */
export const template = <T extends object>(initial: T): T => ({ ...initial })
