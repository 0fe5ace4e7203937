// Sensitivity annotations on Schemas (event traces issue): fields that hold secrets, personal data or
// message text say so in their Schema, and the trace exporter redacts by walking the Schema's AST.
// secret: removed (tokens, passwords, codes, signatures, keys); email/name/url/phone: replaced by a
// stable pseudonym; text: message text, kept only when the member opts in.
import * as Schema from "effect/Schema"

/** How a field is treated on export. */
export type Redaction = "secret" | "email" | "name" | "url" | "phone" | "text"

declare module "effect/Schema" {
  namespace Annotations {
    interface Annotations {
      /** Redaction of this value in exported traces. */
      readonly redact?: Redaction | undefined
      /** For string records (storage): keys whose values are secrets. */
      readonly secretKeys?: ReadonlyArray<string> | undefined
      /** For opaque answer data: the value is a gateway answer, redacted by its endpoint's answer Schema. */
      readonly answerOf?: "name" | undefined
    }
  }
}

/** A string marked with a redaction kind. */
export const sensitive = (kind: Redaction) => Schema.String.pipe(Schema.annotate({ redact: kind }))

/** Secret strings: login tokens, passwords, verification codes, signatures, keys. */
export const Secret = sensitive("secret")
/** E-mail addresses. */
export const Email = sensitive("email")
/** Nicknames and user names. */
export const PersonName = sensitive("name")
/** Phone numbers. */
export const Phone = sensitive("phone")
/** Image URLs (avatars, uploads). */
export const ImageUrl = sensitive("url")
