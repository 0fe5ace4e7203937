// Helpers for declaring events, intents and commands as effect Schema tagged structs, so every
// kind of message has one runtime decoder and one TypeScript type from the same declaration.
import * as Schema from "effect/Schema"
import { SafeNumber } from "./sensitive"

/** Fields every event carries: `seq` (store sequence number, from 1) and `at` (epoch ms). */
export const EventMeta = { seq: SafeNumber, at: SafeNumber }

/** Declares an event: a tagged struct with `seq` and `at` plus `fields`. */
export const event = <Tag extends string, F extends Schema.Struct.Fields>(tag: Tag, fields: F) =>
  Schema.TaggedStruct(tag, { ...EventMeta, ...fields })

/** Declares an intent or a command: a tagged struct of `fields`. */
export const message = <Tag extends string, F extends Schema.Struct.Fields>(tag: Tag, fields: F) =>
  Schema.TaggedStruct(tag, fields)

/** The tag of a message Schema declared by `event` or `message` (a tagged struct: its `_tag` literal), e.g. "AppStarted". */
export const tagOf = (s: unknown): string => (s as { fields: { _tag: { ast: { literal: string } } } }).fields._tag.ast.literal
