// The union of all events of the app, as one Schema composed from the feature list (for decoding logs
// and traces) and one type (from the registry).
import * as Schema from "effect/Schema"
import { features } from "./features"
import type { AppEvent as AnyEvent } from "./types"

/** Every event of the app. */
export const AppEvent = Schema.Union(features.flatMap((f) => ("events" in f ? [...f.events] : [])))
export type AppEvent = AnyEvent
export type { NewEvent } from "./types"

type Check<T extends true> = T
/** The composed Schema decodes exactly the registered events (a compile-time check). */
export type EventSchemaMatches = Check<[AnyEvent] extends [typeof AppEvent.Type] ? ([typeof AppEvent.Type] extends [AnyEvent] ? true : false) : false>
