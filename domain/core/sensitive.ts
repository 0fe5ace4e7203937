// Redaction annotations on Schemas (issue 18): every field of every event and gateway answer says how
// an exported trace treats it, and the trace exporter walks the Schema's AST.
// Deny by default: a string, number or unknown value without a decision is masked on export, and
// spec/traces/redactionSchema.test.ts fails naming the schema and the field. Vocabulary: docs/traces.md.
import * as Schema from "effect/Schema"

/**
 * How a value is treated on export:
 * - `safe`: exported as is (ids of messages and calls, tags, codes, counts, amounts, timings, catalog names);
 * - `secret`: removed ("[redacted]"): passwords, tokens, verification codes, keys, signatures;
 * - `email`, `personName`, `phone`, `imageUrl`, `deviceId`, `ip`: a pseudonym, stable within one trace;
 * - `userId`: a member number, stable within one trace (number or decimal string: the same pseudonym);
 * - `userPair`: two user ids joined by a dash (m§3 croomId), each pseudonymised;
 * - `path`: an app path; numeric segments are user ids, other non-word segments are masked;
 * - `birthday`: a YYYY-MM-DD birthday becomes an age band ("age 25-34");
 * - `freeText`: what people wrote (message text, notices): left out unless the member includes it;
 * - `diagnostic`: text written by code that may quote input (decode errors): quoted values are masked.
 * Literals, booleans and null need no decision (their values are fixed by the code).
 */
export type Redaction =
  | "safe"
  | "secret"
  | "email"
  | "personName"
  | "phone"
  | "imageUrl"
  | "deviceId"
  | "ip"
  | "userId"
  | "userPair"
  | "path"
  | "birthday"
  | "freeText"
  | "diagnostic"
  | "timerKey"

/** Every redaction kind (for checks that a table names only known kinds). */
export const REDACTIONS: ReadonlyArray<Redaction> = [
  "safe",
  "secret",
  "email",
  "personName",
  "phone",
  "imageUrl",
  "deviceId",
  "ip",
  "userId",
  "userPair",
  "path",
  "birthday",
  "freeText",
  "diagnostic",
  "timerKey",
]

/**
 * Decisions for stored values (a§3 storage keys, AppStarted.stored) by key: an exact key, or a key
 * pattern with `{userId}` standing for a user id (`loginCount_{userId}`). Keys not listed are dropped.
 */
export type StoredKeyTable = { readonly [key: string]: Redaction | { readonly json: AnySchema } }

/** Any Schema (for annotations that name one). */
export type AnySchema = Schema.Top

declare module "effect/Schema" {
  namespace Annotations {
    interface Annotations {
      /** How this value is exported in traces (deny by default: without it a string or number is masked). */
      readonly redact?: Redaction | undefined
      /** For a Schema.Unknown value: walked with this Schema's decisions; keys it does not name are dropped. */
      readonly redactAs?: AnySchema | undefined
      /** For opaque answer data: the value is a gateway answer, redacted by its endpoint's answer Schema. */
      readonly answerOf?: "name" | undefined
      /** For the stored-values record: keys and values follow the composed stored-key table. */
      readonly storedKeys?: true | undefined
    }
  }
}

/** Marks `schema` with a redaction kind: `redact("userId")(Schema.Number)`. */
export const redact =
  (kind: Redaction) =>
  <S extends Schema.Top>(schema: S): S["Rebuild"] =>
    schema.pipe(Schema.annotate({ redact: kind } as Schema.Annotations.Bottom<S["Type"], S["~type.parameters"]>))

/** Marks `schema` safe to export as is. */
export const safe = redact("safe")
/** Marks a Schema.Unknown value to be redacted as if it had `shape` (keys `shape` does not name are dropped). */
export const redactAs =
  (shape: Schema.Top) =>
  <S extends Schema.Top>(schema: S): S["Rebuild"] =>
    schema.pipe(Schema.annotate({ redactAs: shape } as Schema.Annotations.Bottom<S["Type"], S["~type.parameters"]>))

/** A number safe to export: counts, amounts, codes, timings, ids of messages, gifts, countries. */
export const SafeNumber = safe(Schema.Number)
/** A string safe to export: ids of messages and calls, codes, keys, catalog names. */
export const SafeString = safe(Schema.String)
/** Secret strings: login tokens, passwords, verification codes, signatures, keys. */
export const Secret = redact("secret")(Schema.String)
/** E-mail addresses. */
export const Email = redact("email")(Schema.String)
/** Nicknames and user names. */
export const PersonName = redact("personName")(Schema.String)
/** Phone numbers. */
export const Phone = redact("phone")(Schema.String)
/** Image URLs (avatars, uploads, local blob URLs). */
export const ImageUrl = redact("imageUrl")(Schema.String)
/** Device ids (the app's own, media device ids). */
export const DeviceId = redact("deviceId")(Schema.String)
/** IP addresses. */
export const Ip = redact("ip")(Schema.String)
/** A user id as a number. */
export const UserId = redact("userId")(Schema.Number)
/** A user id as a decimal string (RTM peer ids, m§3 senderId). */
export const UserIdString = redact("userId")(Schema.String)
/** m§3 croomId / chat_id: two user ids joined by a dash. */
export const UserPair = redact("userPair")(Schema.String)
/** A path of the app (a§2 routes; may hold a user id). */
export const AppPath = redact("path")(Schema.String)
/** A birthday YYYY-MM-DD (exported as an age band). */
export const Birthday = redact("birthday")(Schema.String)
/** Text people wrote: message text, notices, translations. */
export const FreeText = redact("freeText")(Schema.String)
/** Text written by code that may quote input values (decode errors, server messages). */
export const Diagnostic = redact("diagnostic")(Schema.String)
/** A timer key: kept, except the member id some keys end with (`friendRelation:<userId>`), pseudonymised. */
export const TimerKey = redact("timerKey")(Schema.String)
