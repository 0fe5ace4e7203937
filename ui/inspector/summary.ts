// One-line summaries and severities of events for the timeline. Summaries are plain text (views render
// them as text), single-line (control and line-separator characters become spaces) and bounded: each
// field value is cut at FIELD_MAX characters and the whole line at LINE_MAX, never inside a surrogate pair.
import type { AppEvent } from "../../domain/app/event"
import { isInVideoTextWithoutCall } from "../../domain/calls/chat"
import { sessionOutcome } from "../../domain/session/codes"

/** Longest shown field value, in UTF-16 units, before an ellipsis. */
export const FIELD_MAX = 40
/** Longest summary line. */
export const LINE_MAX = 160

// Tabs, newlines and other C0/C1 controls, DEL, and the Unicode line/paragraph separators.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/** `text` on one line, cut to `max` UTF-16 units with "…" (a lone high surrogate at the cut is dropped). */
export const truncate = (text: string, max: number): string => {
  const flat = text.replace(CONTROLS, " ")
  if (flat.length <= max) return flat
  let cut = flat.slice(0, max - 1)
  const last = cut.charCodeAt(cut.length - 1)
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1)
  return `${cut}…`
}

/** A value in a few characters: strings and numbers as they are, arrays as [n], objects as {…}. */
export const brief = (v: unknown): string => {
  if (v === null || v === undefined) return String(v)
  if (typeof v === "string") return truncate(v, FIELD_MAX)
  if (typeof v === "number" || typeof v === "boolean") return String(v)
  if (Array.isArray(v)) return `[${v.length}]`
  if (typeof v === "object") return "{…}"
  return truncate(String(v), FIELD_MAX)
}

/** The key data of an answer: an array's length, or up to four `key=value` pairs of an object. */
export const keyData = (data: unknown): string => {
  if (Array.isArray(data)) return `[${data.length}]`
  if (data === null || typeof data !== "object") return data === undefined ? "" : brief(data)
  const entries = Object.entries(data as Record<string, unknown>)
  const shown = entries.slice(0, 4).map(([k, v]) => `${truncate(k, FIELD_MAX)}=${brief(v)}`)
  return entries.length > 4 ? `${shown.join(" ")} …` : shown.join(" ")
}

const fields = (e: Record<string, unknown>): string =>
  Object.entries(e)
    .filter(([k]) => k !== "_tag" && k !== "at" && k !== "seq")
    .map(([k, v]) => `${truncate(k, FIELD_MAX)}=${brief(v)}`)
    .join(" ")

const line = (...parts: ReadonlyArray<string>): string => truncate(parts.filter((p) => p !== "").join(" "), LINE_MAX)

/** The one-line summary of an event (without seq, time and type, which have their own columns). */
export const summarize = (e: AppEvent): string => {
  switch (e._tag) {
    case "GatewayAnswered":
      return line(truncate(e.name, FIELD_MAX), keyData(e.data))
    case "GatewayFailed":
      return line(truncate(e.name, FIELD_MAX), String(e.code), e.msg === "" ? "" : `“${truncate(e.msg, FIELD_MAX)}”`, e.reason === "code" ? "" : `(${e.reason})`, e.httpStatus !== 200 && e.httpStatus !== 0 ? `HTTP ${e.httpStatus}` : "")
    case "PathVisited":
      return line(truncate(e.path, FIELD_MAX * 2))
    case "TimerElapsed":
      return line(truncate(e.key, FIELD_MAX * 2))
    case "WireRejected":
      return line(`${truncate(e.source, FIELD_MAX)}:`, truncate(e.reason, FIELD_MAX * 2))
    case "EvolveFailed":
      return line(`#${e.eventSeq} ${truncate(e.eventTag, FIELD_MAX)} threw:`, truncate(e.message, FIELD_MAX * 2))
    case "AppStarted":
      return line(truncate(e.path, FIELD_MAX), `device=${truncate(e.deviceId, FIELD_MAX)}`, `stored=${Object.keys(e.stored).length}`)
    case "LoginInputRejected":
      return line(`${e.field}:`, e.problem)
    default:
      return line(fields(e as unknown as Record<string, unknown>))
  }
}

/** How a row is highlighted: session errors, other errors, warnings, notices (expected, not a problem), or nothing. */
export type Severity = "session" | "error" | "warning" | "notice" | null

/** Whether a severity is a problem: counted among "Errors and warnings" and kept by that filter (not a notice). */
export const isProblem = (s: Severity): boolean => s !== null && s !== "notice"

/**
 * Session codes of a§8 (GatewayFailed 10115/10116/10117/412/10023/10101 or HTTP 401) are "session";
 * any other GatewayFailed, WireRejected, EvolveFailed (a recipe threw) and other *Failed events are
 * errors; rejected input is a warning. An in-video text with no video call open (m§7 type 4, typically a
 * late frame after hang-up; WireRejected by the calls feature with that reason) is a notice.
 */
export const severityOf = (e: AppEvent): Severity => {
  if (e._tag === "GatewayFailed") return sessionOutcome(e) ? "session" : "error"
  if (e._tag === "WireRejected") return isInVideoTextWithoutCall(e) ? "notice" : "error"
  if (e._tag === "EvolveFailed") return "error"
  if (e._tag === "LoginInputRejected" || e._tag === "SupplyInfoRejected") return "warning"
  const tag: string = e._tag
  if (tag.endsWith("Failed")) return "error"
  if (tag.endsWith("Rejected")) return "warning"
  return null
}
