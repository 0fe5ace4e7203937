// Intents: what a person asked for. Views dispatch these; `decide` turns them into events. The Schema
// of every intent and the constructors `I` are composed from the feature list.
import * as Schema from "effect/Schema"
import { features } from "./features"
import type { Intent as AnyIntent } from "./types"

/** Every intent. */
export const Intent = Schema.Union(features.flatMap((f) => ("intents" in f ? [...f.intents] : [])))
export type Intent = AnyIntent

type Listed = (typeof features)[number]
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never

/** Constructors for intents, from every feature's `make`: `I.SubmitEmail({ email })`. */
export const I = Object.assign({}, ...features.map((f) => ("make" in f ? f.make : {}))) as UnionToIntersection<Extract<Listed, { readonly make: unknown }>["make"]>
