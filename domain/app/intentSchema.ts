// The Schema of every intent, composed from the feature list (decoding intents in tools and tests; the
// views build intents with `I` of ./intents.ts, which loads no feature code).
import * as Schema from "effect/Schema"
import { features } from "./features"
import type { Intent as AnyIntent } from "./types"

/** Every intent. */
export const Intent = Schema.Union(features.flatMap((f) => ("intents" in f ? [...f.intents] : [])))
export type Intent = AnyIntent

type Check<T extends true> = T
/** The composed Schema decodes exactly the registered intents (a compile-time check). */
export type IntentSchemaMatches = Check<[AnyIntent] extends [typeof Intent.Type] ? ([typeof Intent.Type] extends [AnyIntent] ? true : false) : false>
