// Commands: side effects requested as data, produced by `react` and run only by the interpreter. The
// Schema of every command is composed from the feature list. Replaying events never runs them again.
import * as Schema from "effect/Schema"
import { features } from "./features"
import type { Cmd as AnyCmd } from "./types"

/** Every command. */
export const Cmd = Schema.Union(features.flatMap((f) => ("commands" in f ? [...f.commands] : [])))
export type Cmd = AnyCmd
