// Commands: side effects requested as data, produced by `react` and run only by the interpreter. The
// Schema of every command is composed from the feature list. Replaying events never runs them again.
import * as Schema from "effect/Schema"
import { features } from "./features"
import type { Cmd as AnyCmd } from "./types"

/** Every command. */
export const Cmd = Schema.Union(features.flatMap((f) => ("commands" in f ? [...f.commands] : [])))
export type Cmd = AnyCmd

type Check<T extends true> = T
/** The composed Schema decodes exactly the registered commands (a compile-time check). */
export type CommandSchemaMatches = Check<[AnyCmd] extends [typeof Cmd.Type] ? ([typeof Cmd.Type] extends [AnyCmd] ? true : false) : false>
