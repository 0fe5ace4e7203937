// Redaction by schema: walks the AST of each event's Schema and replaces what the sensitivity
// annotations mark (domain/core/sensitive.ts). Secrets become "[redacted]"; e-mails, names, image URLs
// and phones become stable pseudonyms (same value -> same pseudonym within one redactor); message text
// becomes "[text]" unless included. The substitution map also projects live states for hashing.
import type * as AST from "effect/SchemaAST"
import { AnswerSchemas } from "../../domain/app/answers"
import { AppEvent } from "../../domain/app/event"
import type { Redaction } from "../../domain/core/sensitive"

/** Placeholder of removed secrets. */
export const REDACTED = "[redacted]"
/** Placeholder of message text left out of a trace. */
export const TEXT_LEFT_OUT = "[text]"

/** The pseudonym of the `n`-th distinct image URL of a trace (no server holds it). */
export const redactedImageUrl = (n: number): string => `/redacted/image-${n}.svg`

const REDACTED_IMAGE = /^\/redacted\/image-(\d+)\.svg$/

/** The number `n` of an image pseudonym made by {@link redactedImageUrl}; null for any other string. */
export const redactedImageNumber = (url: string): number | null => {
  const m = REDACTED_IMAGE.exec(url)
  return m ? Number(m[1]) : null
}

/** Redacts events and projects states with the same substitutions. */
export interface Redactor {
  /** The event with every annotated value replaced. */
  readonly event: <E extends AppEvent>(e: E) => E
  /**
   * A deep copy of `value` where every string that was replaced in an event is replaced the same way.
   * With `replayed` (the state replayed from the redacted events, same shape), a string stays where the
   * replayed state holds that very string at the same place: it is ordinary data that merely equals a
   * replaced value (a nickname "en" and the route's language), not a copy of the sensitive one.
   */
  readonly project: <T>(value: T, replayed?: unknown) => T
  /** Original value -> replacement, for every value replaced so far. */
  readonly substitutions: ReadonlyMap<string, string>
}

type Ann = { readonly redact?: Redaction; readonly secretKeys?: ReadonlyArray<string>; readonly answerOf?: string }
const ann = (ast: AST.AST): Ann => ((ast as { annotations?: Ann }).annotations ?? {}) as Ann

const byTag = new Map<string, AST.AST>()
for (const member of (AppEvent.ast as unknown as { types: AST.AST[] }).types) {
  const tagProp = (member as unknown as AST.Objects).propertySignatures.find((p) => p.name === "_tag")
  const lit = (tagProp?.type as unknown as { literal?: string })?.literal
  if (lit) byTag.set(lit, member)
}

/** Creates a redactor; `includeText` keeps message text (the member ticked it). */
export const makeRedactor = (opts: { readonly includeText: boolean }): Redactor => {
  const subs = new Map<string, string>()
  const counters: Record<string, number> = {}
  const pseudonym = (kind: Redaction, value: string): string => {
    if (value === "") return value
    if (kind === "text" && opts.includeText) return value
    const known = subs.get(value)
    if (known !== undefined) return known
    const n = (counters[kind] = (counters[kind] ?? 0) + 1)
    const out =
      kind === "secret"
        ? REDACTED
        : kind === "email"
          ? `person-${n}@example.invalid`
          : kind === "name"
            ? `Person ${n}`
            : kind === "url"
              ? redactedImageUrl(n)
              : kind === "phone"
                ? `+0000${String(n).padStart(6, "0")}`
                : TEXT_LEFT_OUT
    subs.set(value, out)
    return out
  }

  const walk = (ast: AST.AST, value: unknown): unknown => {
    const a = ann(ast)
    if (a.redact && typeof value === "string") return pseudonym(a.redact, value)
    if (value === null || typeof value !== "object") return value
    if (a.answerOf) return value // handled by the parent, which knows the endpoint name
    switch (ast._tag) {
      case "Objects": {
        const o = value as Record<string, unknown>
        const out: Record<string, unknown> = Array.isArray(value) ? [] as never : {}
        const props = new Map(ast.propertySignatures.map((p) => [String(p.name), p.type] as const))
        const index = ast.indexSignatures[0]?.type
        for (const [k, v] of Object.entries(o)) {
          const t = props.get(k) ?? index
          if (a.secretKeys?.includes(k) && typeof v === "string") out[k] = pseudonym("secret", v)
          else out[k] = t ? walk(t, v) : v
        }
        return out
      }
      case "Arrays":
        return Array.isArray(value) ? value.map((v) => (ast.rest[0] ? walk(ast.rest[0], v) : v)) : value
      case "Union":
        for (const t of ast.types) if (t._tag === "Objects" || t._tag === "Arrays") return walk(t, value)
        return value
      default:
        return value
    }
  }

  const event = <E extends AppEvent>(e: E): E => {
    const ast = byTag.get(e._tag)
    if (!ast) return e
    const out = walk(ast, e) as Record<string, unknown>
    if (e._tag === "GatewayAnswered") {
      const schema = (AnswerSchemas as Record<string, { ast: AST.AST } | undefined>)[e.name]
      // Opaque answers (no domain shape) carry nothing the domain reads: dropped.
      out["data"] = schema && schema.ast._tag !== "Unknown" ? walk(schema.ast, e.data) : null
    }
    return out as E
  }

  const project = <T>(value: T, replayed?: unknown): T => {
    const guided = replayed !== undefined
    const go = (v: unknown, g: unknown): unknown => {
      if (typeof v === "string") return guided && g === v ? v : (subs.get(v) ?? v)
      if (v === null || typeof v !== "object") return v
      if (Array.isArray(v)) return v.map((x, i) => go(x, Array.isArray(g) ? g[i] : undefined))
      const guide = g !== null && typeof g === "object" && !Array.isArray(g) ? (g as Record<string, unknown>) : undefined
      const out: Record<string, unknown> = {}
      for (const [k, x] of Object.entries(v)) out[k] = go(x, guide?.[k])
      return out
    }
    return go(value, replayed) as T
  }

  return { event, project, substitutions: subs }
}
