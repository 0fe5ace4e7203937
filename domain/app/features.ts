// THE list of features the kernel folds (./kernel.ts): evolve, decide and react run the features in
// this order, and the app's events, intents, commands, requests and initial state are composed from it.
// Adding a feature = its folder (with index.ts: the feature value and its registry entries) + one line here.
//
// Ordering rule: a recipe sees the slices of the features before it as they are AFTER the event, and
// those after it as they were before. So: core and realtime first (vocabulary only); session before
// everything (the others see who is signed in after the event); calls before presence (the busy
// status follows the call phase after the event); shop after calls and messaging (the call's recharge sheet
// follows the call phase and a gift refused in a call); push after calls, shell and messaging (web push
// reads their state after the event); connectivity right after realtime (every feature sees whether the
// app is offline after the event); pushCheck after push (reads its permission and stage); appShell last
// (it quiets the notices other features raised for a failure while offline). decide and react use the same order: each intent has one
// decider, and the order of commands from one event is the order of this list.
import { album } from "../album"
import { blocked } from "../blocked"
import { appShell } from "../appshell"
import { calls } from "../calls"
import { connectivity } from "../connectivity"
import { core } from "../core"
import { friends } from "../friends"
import { gifts } from "../gifts"
import { install } from "../install"
import { login } from "../login"
import { messaging } from "../messaging"
import { overlays } from "../overlays"
import { presence } from "../presence"
import { profile } from "../profile"
import { push } from "../push"
import { pushCheck } from "../pushcheck"
import { realtime } from "../realtime"
import { report } from "../report"
import { session } from "../session"
import { shell } from "../shell"
import { shop } from "../shop"
import { wall } from "../wall"
import type { Commands, Events, Intents, Requests, Slices } from "./registry"

/** The features, in fold order (see the rule above). */
export const features = [core, realtime, connectivity, session, calls, presence, gifts, shell, login, wall, overlays, messaging, shop, push, pushCheck, install, profile, blocked, friends, album, report, appShell] as const

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
