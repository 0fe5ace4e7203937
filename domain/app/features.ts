// The list of every feature the kernel folds (./kernel.ts), in THE fold order (./order.ts, where the
// ordering rule is written): evolve, decide and react run the features in that order, and the app's
// events, intents, commands, requests and initial state are composed from it. The startup features and
// the member features' startup parts come from ./startupFeatures.ts (issue 14), the member features here.
// Adding a feature = its folder (with index.ts: the feature value and its registry entries) + its name in
// ./order.ts + one line here or in ./startupFeatures.ts.
import { album } from "../album"
import { blocked } from "../blocked"
import { calls } from "../calls"
import { friends } from "../friends"
import { gifts } from "../gifts"
import { login } from "../login"
import { messaging } from "../messaging"
import { profile } from "../profile"
import { realtime } from "../realtime"
import { report } from "../report"
import { shop } from "../shop"
import { FEATURE_ORDER } from "./order"
import type { Commands, Events, Intents, Requests, Slices } from "./registry"
import { startupParts } from "./startupFeatures"

const parts = { ...startupParts, realtime, calls, gifts, login, messaging, shop, profile, blocked, friends, album, report } as const

/** The features, in fold order (./order.ts). */
export const features: ReadonlyArray<(typeof parts)[keyof typeof parts]> = FEATURE_ORDER.map((n) => parts[n])

// Compile-time checks that the list and the registry agree: a feature registered (by its index.ts
// augmentation) but missing from the list fails `tsc` here, naming what is missing.
type Listed = (typeof features)[number]
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never
type Missing<Registered, Composed> = [Exclude<Registered, Composed>] extends [never] ? true : { readonly missing: Exclude<Registered, Composed> }
type Check<T extends true> = T
type TagsOf<Schemas> = Schemas extends ReadonlyArray<infer S> ? (S extends { readonly Type: { readonly _tag: infer T } } ? T : never) : never
type TagOf<Part extends "events" | "intents" | "commands"> = TagsOf<Extract<Listed, { readonly [P in Part]: unknown }>[Part]>

/** Every registered slice has an initial value in the list. */
export type EverySliceListed = Check<Missing<keyof Slices, keyof UnionToIntersection<Extract<Listed, { readonly initial: unknown }>["initial"]>>>
/** Every registered event, intent and command is decodable by the Schemas composed from the list, and back. */
export type EveryEventListed = Check<Missing<Events[keyof Events]["_tag"], TagOf<"events">>> | Check<Missing<TagOf<"events">, Events[keyof Events]["_tag"]>>
export type EveryIntentListed = Check<Missing<Intents[keyof Intents]["_tag"], TagOf<"intents">>> | Check<Missing<TagOf<"intents">, Intents[keyof Intents]["_tag"]>>
export type EveryCommandListed = Check<Missing<Commands[keyof Commands]["_tag"], TagOf<"commands">>> | Check<Missing<TagOf<"commands">, Commands[keyof Commands]["_tag"]>>
/** Every registered request has its Schemas in the list. */
export type EveryRequestListed = Check<Missing<keyof Requests, keyof UnionToIntersection<Extract<Listed, { readonly requests: unknown }>["requests"]>>>
