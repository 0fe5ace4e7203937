// Intents: what a person asked for. Views dispatch them, built with `I`; `decide` turns them into events.
// `I` is derived from the registry's intent types alone, so importing it loads no feature code (the
// views' startup chunk stays small); the Schema of every intent is composed from the feature list in
// ./intentSchema.ts.
import type { Intent } from "./types"

export type { Intent } from "./types"

type Fields<T> = Omit<T, "_tag">
/** The constructor of intent T: its fields in, the tagged intent out (no fields: no argument). */
type Constructor<T> = {} extends Fields<T> ? (fields?: Fields<T>) => T : (fields: Fields<T>) => T

/** A constructor per intent tag. */
export type IntentConstructors = { readonly [K in Intent["_tag"]]: Constructor<Extract<Intent, { readonly _tag: K }>> }

const constructors = new Map<string, (fields?: object) => object>()

/** Constructors for intents: `I.SubmitEmail({ email })`, `I.Logout()`; each gives `{ _tag, ...fields }`. */
export const I = new Proxy({} as IntentConstructors, {
  get: (_, tag) => {
    if (typeof tag !== "string" || tag === "then") return undefined
    let make = constructors.get(tag)
    if (!make) constructors.set(tag, (make = (fields = {}) => ({ ...fields, _tag: tag })))
    return make
  },
})
