// The gateway requests of all features, composed from the feature list: each request name's parameter
// and answer Schemas. The gateway adapter decodes the wire data and maps it to the answer's domain shape
// once; the trace exporter redacts answer data by its answer Schema.
import type * as Schema from "effect/Schema"
import { features } from "./features"
import type { RequestName } from "./types"

export type { Answers, RequestName, RequestParams } from "./types"

/** The answer Schema (domain shape of a code-200 answer's data) by request name. */
export const AnswerSchemas = Object.fromEntries(
  features.flatMap((f) => ("requests" in f ? Object.entries(f.requests).map(([name, r]) => [name, r.answer] as const) : [])),
) as { readonly [K in RequestName]: Schema.Top }
