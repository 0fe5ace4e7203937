// Redaction by schema annotation, deny by default (issue 18): walks the AST of each event's Schema (and
// of a gateway answer's Schema) and treats every value as its `redact` annotation says
// (domain/core/sensitive.ts); a string, number or unknown value without a decision is masked. Pseudonyms
// are stable within one redactor (one export) and salted per export, so they differ across traces.
import type * as AST from "effect/SchemaAST"
import { AnswerSchemas } from "../../domain/app/answers"
import { AppEvent } from "../../domain/app/event"
import { STORED_KEYS } from "../../domain/app/storedKeys"
import type { AnySchema, Redaction, StoredKeyTable } from "../../domain/core/sensitive"
import { RELATION_TIMER } from "../../domain/friends/state"
import { jsonForm } from "../../domain/runtime/hash"

/** Placeholder of removed secrets. */
export const REDACTED = "[redacted]"
/** Placeholder of message text left out of a trace. */
export const TEXT_LEFT_OUT = "[text]"
/** Placeholder of a value without a redaction decision (deny by default). */
export const MASKED = "[masked]"
/** What an unannotated number becomes. */
export const MASKED_NUMBER = 0

/** The pseudonym of the `n`-th distinct image URL of a trace (no server holds it). */
export const redactedImageUrl = (n: number): string => `/redacted/image-${n}.svg`

const REDACTED_IMAGE = /^\/redacted\/image-(\d+)\.svg$/

/** The number `n` of an image pseudonym made by {@link redactedImageUrl}; null for any other string. */
export const redactedImageNumber = (url: string): number | null => {
  const m = REDACTED_IMAGE.exec(url)
  return m ? Number(m[1]) : null
}

/** An event redacted, with the paths of the values that were changed ("data.user.birthday"). */
export interface RedactedEvent<E> {
  readonly event: E
  readonly masked: ReadonlyArray<string>
}

/** Redacts events and projects states with the same substitutions. */
export interface Redactor {
  /** The event with every value treated as its annotation says. */
  readonly event: <E extends AppEvent>(e: E) => E
  /** {@link Redactor.event} plus the paths of the values it changed (for the export preview). */
  readonly redact: <E extends AppEvent>(e: E) => RedactedEvent<E>
  /**
   * A deep copy of `value` where every string (and user-id number) that was replaced in an event is
   * replaced the same way. With `replayed` (the state replayed from the redacted events, same shape), a
   * value stays where the replayed state holds that very value at the same place: it is ordinary data
   * that merely equals a replaced value (a nickname "en" and the route's language), not a copy.
   */
  readonly project: <T>(value: T, replayed?: unknown) => T
  /** Original value -> replacement, for every string replaced so far. */
  readonly substitutions: ReadonlyMap<string, string>
}

type Ann = {
  readonly redact?: Redaction
  readonly redactAs?: AnySchema
  readonly answerOf?: string
  readonly storedKeys?: true
}
const ann = (ast: AST.AST): Ann => ((ast as { annotations?: Ann }).annotations ?? {}) as Ann

const byTag = new Map<string, AST.AST>()
for (const member of (AppEvent.ast as unknown as { types: AST.AST[] }).types) {
  const tagProp = (member as unknown as AST.Objects).propertySignatures.find((p) => p.name === "_tag")
  const lit = (tagProp?.type as unknown as { literal?: string })?.literal
  if (lit) byTag.set(lit, member)
}

/** The AST of every event Schema, by tag. */
export const eventAsts: ReadonlyMap<string, AST.AST> = byTag

const YEAR_MS = 365.2425 * 24 * 3600 * 1000

/** The age band of a YYYY-MM-DD birthday at `at` (epoch ms): "age 18-24" ... "age 65+", "age ?" when unreadable. */
export const ageBand = (birthday: string, at: number): string => {
  const t = Date.parse(`${birthday.slice(0, 10)}T00:00:00Z`)
  if (!Number.isFinite(t)) return "age ?"
  const age = Math.floor((at - t) / YEAR_MS)
  if (age < 18) return "age <18"
  for (const [lo, hi] of [[18, 24], [25, 34], [35, 44], [45, 54], [55, 64]] as const) if (age <= hi) return `age ${lo}-${hi}`
  return "age 65+"
}

/** A fresh random salt for one export (lowercase hex, 6 digits). */
export const randomSalt = (): string => {
  const b = new Uint8Array(3)
  globalThis.crypto.getRandomValues(b)
  return [...b].map((x) => x.toString(16).padStart(2, "0")).join("")
}

const EMAIL_IN_TEXT = /[^\s"'<>@]+@[^\s"'<>@]+\.[a-z]{2,}/gi
const QUOTED = /"[^"]*"|'[^']*'/g
const LONG_DIGITS = /\d{5,}/g
/** Diagnostic text with quoted values, e-mails and long digit runs (ids, phones) masked. */
export const maskDiagnostic = (text: string): string =>
  text.replace(QUOTED, (q) => `${q[0]}…${q[0]}`).replace(EMAIL_IN_TEXT, "…@…").replace(LONG_DIGITS, "#")

const USER_KEY = /^(.*)\{userId\}(.*)$/
const tablePatterns = (table: StoredKeyTable) =>
  Object.entries(table).flatMap(([k, v]) => {
    const m = USER_KEY.exec(k)
    return m ? [{ prefix: m[1]!, suffix: m[2]!, decision: v }] : []
  })

/**
 * Creates a redactor. `includeText` keeps message text (the member ticked it); `salt` makes the ids'
 * pseudonyms of this export (random per export by default); `storedKeys`: the stored-key table.
 */
export const makeRedactor = (opts: { readonly includeText: boolean; readonly salt?: string; readonly storedKeys?: StoredKeyTable }): Redactor => {
  const salt = opts.salt ?? randomSalt()
  const table = opts.storedKeys ?? STORED_KEYS
  const patterns = tablePatterns(table)
  // User ids stay numbers (Schemas and the domain compare them as numbers and decimal strings): member
  // N of this trace is userBase + N, userBase a multiple of 1,000 derived from the salt.
  const userBase = (parseInt(salt.slice(0, 6), 16) % 9000) * 1000 + 1_000_000_000
  const subs = new Map<string, string>()
  const userNums = new Map<number, number>()
  const counters: Record<string, number> = {}
  const next = (kind: string) => (counters[kind] = (counters[kind] ?? 0) + 1)

  const memberOf = (id: number): number => {
    const known = userNums.get(id)
    if (known !== undefined) return known
    const out = userBase + next("userId")
    userNums.set(id, out)
    subs.set(String(id), String(out))
    return out
  }
  const userString = (v: string): string => (/^\d+$/.test(v) ? String(memberOf(Number(v))) : v === "" ? v : pseudo("userIdText", v))

  const pseudo = (kind: string, value: string): string => {
    if (value === "") return value
    const known = subs.get(value)
    if (known !== undefined) return known
    const n = next(kind)
    const out =
      kind === "email"
        ? `person-${n}@example.invalid`
        : kind === "personName"
          ? `Person ${n}`
          : kind === "imageUrl"
            ? redactedImageUrl(n)
            : kind === "phone"
              ? `+0000${String(n).padStart(6, "0")}`
              : `${kind === "userIdText" ? "member" : kind === "deviceId" ? "device" : kind}-${salt}-${n}`
    subs.set(value, out)
    return out
  }

  /** A path segment as an AppPath keeps it: words as they are, numbers as members (`member`), others `~`. */
  const segmentOf = (s: string, member: (digits: string) => string | undefined): string | undefined =>
    s === "" || /^[A-Za-z][\w.-]*$/.test(s) ? s : /^\d+$/.test(s) ? member(s) : "~"
  const pathOf = (v: string): string => {
    const q = v.indexOf("?")
    const path = q < 0 ? v : v.slice(0, q)
    const segs = path.split("/").map((s) => segmentOf(s, userString)!)
    if (q < 0) return segs.join("/")
    const query = v
      .slice(q + 1)
      .split("&")
      .map((kv) => {
        const [k, val] = kv.split("=", 2) as [string, string | undefined]
        return val === undefined || /^[A-Za-z]{1,8}$/.test(val) ? kv : `${k}=~`
      })
    return `${segs.join("/")}?${query.join("&")}`
  }

  const pair = (v: string): string => {
    const parts = v.split("-")
    if (parts.length !== 2 || !parts.every((p) => /^\d+$/.test(p))) return pseudo("pair", v)
    const [a, b] = parts.map((p) => memberOf(Number(p))) as [number, number]
    const out = a <= b ? `${a}-${b}` : `${b}-${a}`
    subs.set(v, out)
    return out
  }

  /** The value of leaf kind `kind`; `at`: the event's time (age bands). */
  const leaf = (kind: Redaction, value: unknown, at: number): unknown => {
    if (typeof value === "number") {
      if (kind === "safe") return value
      if (kind === "userId") return memberOf(value)
      return MASKED_NUMBER
    }
    if (typeof value !== "string") return value
    const out = leafString(kind, value, at)
    // Remembered so that live states holding the same string project the same way (hash checks).
    if (out !== value && !subs.has(value)) subs.set(value, out)
    return out
  }
  const leafString = (kind: Redaction, value: string, at: number): string => {
    switch (kind) {
      case "safe":
        return value
      case "secret":
        return value === "" ? value : REDACTED
      case "freeText":
        return opts.includeText || value === "" ? value : TEXT_LEFT_OUT
      case "userId":
        return userString(value)
      case "userPair":
        return pair(value)
      case "path":
        return pathOf(value)
      case "birthday":
        return value === "" ? value : ageBand(value, at)
      case "diagnostic":
        return maskDiagnostic(value)
      case "timerKey":
        return value.startsWith(RELATION_TIMER) ? RELATION_TIMER + userString(value.slice(RELATION_TIMER.length)) : value
      default:
        return pseudo(kind, value)
    }
  }

  const storedRecord = (value: Record<string, unknown>, at: number, path: string, masked: string[]): Record<string, unknown> => {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      let key = k
      let decision = table[k]
      if (decision === undefined) {
        const p = patterns.find((p) => k.length > p.prefix.length + p.suffix.length && k.startsWith(p.prefix) && k.endsWith(p.suffix))
        if (p) {
          decision = p.decision
          key = `${p.prefix}${userString(k.slice(p.prefix.length, k.length - p.suffix.length))}${p.suffix}`
        }
      }
      if (decision === undefined) {
        masked.push(`${path}.${k}`)
        continue // deny by default: an unlisted key is dropped
      }
      let nv: unknown
      if (typeof decision === "object") {
        try {
          nv = JSON.stringify(walk(decision.json.ast, JSON.parse(String(v)), at, `${path}.${k}`, masked))
        } catch {
          nv = MASKED
        }
      } else nv = leaf(decision, v, at)
      if (nv !== v || key !== k) masked.push(`${path}.${key}`)
      out[key] = nv
    }
    return out
  }

  const walk = (ast: AST.AST, value: unknown, at: number, path: string, masked: string[]): unknown => {
    const a = ann(ast)
    if (a.redact) {
      if (typeof value === "string" || typeof value === "number") {
        const out = leaf(a.redact, value, at)
        if (out !== value) masked.push(path)
        return out
      }
      if (a.redact === "safe") return value
    }
    if (a.answerOf) return value // handled by the event, which knows the endpoint name
    if (a.storedKeys && value !== null && typeof value === "object") return storedRecord(value as Record<string, unknown>, at, path, masked)
    if (a.redactAs) return walk(a.redactAs.ast, value, at, path, masked)
    if (value === null || value === undefined || typeof value === "boolean") return value
    switch (ast._tag) {
      case "Objects": {
        if (typeof value !== "object") break
        if (Array.isArray(value)) {
          if (ast.propertySignatures.length > 0) break
          return value
        }
        const o = value as Record<string, unknown>
        const out: Record<string, unknown> = {}
        const props = new Map(ast.propertySignatures.map((p) => [String(p.name), p.type] as const))
        const index = ast.indexSignatures[0]?.type
        // The Schema's own order first (an exported event reads as its decoded form), then the rest.
        for (const k of props.keys()) if (k in o) out[k] = walk(props.get(k)!, o[k], at, `${path}.${k}`, masked)
        for (const [k, v] of Object.entries(o)) {
          if (props.has(k)) continue
          if (index) out[k] = walk(index, v, at, `${path}.${k}`, masked)
          else masked.push(`${path}.${k}`) // a key the Schema does not name: dropped
        }
        return out
      }
      case "Arrays": {
        if (!Array.isArray(value)) break
        return value.map((v, i) => {
          const t = ast.elements[i] ?? ast.rest[0]
          return t ? walk(t, v, at, `${path}[${i}]`, masked) : MASKED
        })
      }
      case "Union": {
        const members = ast.types
        if (typeof value === "object") {
          const tag = (value as { _tag?: unknown })._tag
          const byTagMember = members.find(
            (t) => t._tag === "Objects" && (t.propertySignatures.find((p) => p.name === "_tag")?.type as { literal?: unknown } | undefined)?.literal === tag,
          )
          const t = byTagMember ?? members.find((t) => (t._tag === "Objects" || t._tag === "Arrays") && Array.isArray(value) === (t._tag === "Arrays"))
          if (t) return walk(t, value, at, path, masked)
          break
        }
        const sameType = members.find((t) => t._tag === (typeof value === "string" ? "String" : "Number") || (t._tag === "Literal" && t.literal === value))
        if (sameType) return walk(sameType, value, at, path, masked)
        break
      }
      case "Suspend":
        return walk(ast.thunk(), value, at, path, masked)
      case "Literal":
      case "Boolean":
      case "Null":
      case "Undefined":
        return value
    }
    // No decision: deny by default.
    masked.push(path)
    return typeof value === "number" ? MASKED_NUMBER : MASKED
  }

  const redact = <E extends AppEvent>(e: E): RedactedEvent<E> => {
    const masked: string[] = []
    const ast = byTag.get(e._tag)
    if (!ast) return { event: e, masked }
    const out = walk(ast, e, e.at, "", masked) as Record<string, unknown>
    if (e._tag === "GatewayAnswered") {
      const schema = (AnswerSchemas as Record<string, { ast: AST.AST } | undefined>)[e.name]
      // Opaque answers (no domain shape) carry nothing the domain reads: dropped.
      if (schema && schema.ast._tag !== "Unknown") out["data"] = walk(schema.ast, e.data, e.at, ".data", masked)
      else {
        if (e.data !== null && e.data !== undefined) masked.push(".data")
        out["data"] = null
      }
    }
    return { event: out as E, masked: masked.map((p) => p.replace(/^\./, "")) }
  }

  /** A croomId the state computed from two known members (not seen in an event): their pseudonyms' pair. */
  const projectPair = (v: string): string | undefined => {
    const m = /^(\d+)-(\d+)$/.exec(v)
    const a = m ? userNums.get(Number(m[1])) : undefined
    const b = m ? userNums.get(Number(m[2])) : undefined
    return a === undefined || b === undefined ? undefined : a <= b ? `${a}-${b}` : `${b}-${a}`
  }

  /**
   * A path the state computed from a visited path (not seen in an event; the route's `rest`,
   * "message/10000001"): its segments as the path's redaction maps them, when every number in it is a
   * known member; undefined when it has no "/", a query, or an unknown number.
   */
  const projectPath = (v: string): string | undefined => {
    if (!v.includes("/") || v.includes("?")) return undefined
    const segs = v.split("/").map((s) => segmentOf(s, (digits) => (userNums.has(Number(digits)) ? String(userNums.get(Number(digits))) : undefined)))
    return segs.every((s) => s !== undefined) ? segs.join("/") : undefined
  }

  const project = <T>(value: T, replayed?: unknown): T => {
    const guided = replayed !== undefined
    const go = (v: unknown, g: unknown): unknown => {
      if (typeof v === "string") return guided && g === v ? v : (subs.get(v) ?? projectPair(v) ?? projectPath(v) ?? v)
      if (typeof v === "number") return guided && g === v ? v : (userNums.get(v) ?? v)
      if (v === null || typeof v !== "object") return v
      // A value with its own JSON form (a conversation's MessageList: its flat array) is projected as that.
      if (jsonForm(v) !== v) return go(jsonForm(v), jsonForm(g))
      if (Array.isArray(v)) return v.map((x, i) => go(x, Array.isArray(g) ? g[i] : undefined))
      const guide = g !== null && typeof g === "object" && !Array.isArray(g) ? (g as Record<string, unknown>) : undefined
      const out: Record<string, unknown> = {}
      for (const [k, x] of Object.entries(v)) {
        const nk = subs.get(k) ?? k
        out[guide && k in guide ? k : nk] = go(x, guide?.[k] ?? guide?.[nk])
      }
      return out
    }
    return go(value, replayed) as T
  }

  return { event: <E extends AppEvent>(e: E) => redact(e).event, redact, project, substitutions: subs }
}

/** A field of a Schema without a redaction decision: the schema's name and the field's path. */
export interface UndecidedField {
  readonly schema: string
  readonly path: string
}

/**
 * Every leaf (string, number, unknown) of `ast` without a redaction decision, for the deny-by-default
 * walk test. Literals, booleans and null need none (their values are fixed by code).
 */
export const undecidedFields = (schema: string, ast: AST.AST): ReadonlyArray<UndecidedField> => {
  const out: UndecidedField[] = []
  const seen = new Set<AST.AST>()
  const go = (a: AST.AST, path: string): void => {
    const n = ann(a)
    if (n.redact || n.answerOf || n.storedKeys) return
    if (n.redactAs) return go(n.redactAs.ast, path)
    switch (a._tag) {
      case "Objects":
        for (const p of a.propertySignatures) go(p.type, `${path}.${String(p.name)}`)
        for (const s of a.indexSignatures) go(s.type, `${path}[key]`)
        return
      case "Arrays":
        a.elements.forEach((e, i) => go(e, `${path}[${i}]`))
        for (const r of a.rest) go(r, `${path}[]`)
        return
      case "Union":
        for (const t of a.types) go(t, path)
        return
      case "Suspend":
        if (seen.has(a)) return
        seen.add(a)
        return go(a.thunk(), path)
      case "Literal":
      case "Boolean":
      case "Null":
      case "Undefined":
      case "Never":
        return
      default:
        out.push({ schema, path: path.replace(/^\./, "") || "(the whole value)" })
    }
  }
  go(ast, "")
  return out
}
