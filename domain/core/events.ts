// Events shared by every feature: start-up, gateway answers, timers, rejected wire input, and a recipe
// that threw (EvolveFailed).
// Gateway answers stay generic (`name` is the request name); features narrow by name (answerOf).
import * as Schema from "effect/Schema"
import { AdAttribution } from "./attribution"
import { event } from "./schema"
import { AppPath, Birthday, DeviceId, Diagnostic, Email, PersonName, SafeNumber, SafeString, Secret, TimerKey } from "./sensitive"

/**
 * Stored values at start (a§3), by storage key. On export, keys and values follow the stored-key table
 * that features compose (`storedKeys` in the feature registry; keys not listed are dropped).
 */
export const StoredValues = Schema.Record(Schema.String, Schema.String).pipe(Schema.annotate({ storedKeys: true }))

/**
 * The app booted: the path it opened at, what storage held (a§3), the device id in use, and the
 * browser's offset of local time from UTC in minutes (local minus UTC; absent in older logs = 0), for
 * the "today" rules of a§4, the landing's ad attribution (a§3) and the browser's languages (a§1).
 */
export const AppStarted = event("AppStarted", {
  path: AppPath,
  stored: StoredValues,
  deviceId: DeviceId,
  utcOffsetMin: Schema.optionalKey(SafeNumber),
  /** a§3 ad attribution of the landing address's query, when it had any of the fields. */
  attribution: Schema.optionalKey(AdAttribution),
  /** a§1 the browser's languages, most preferred first (navigator.languages; absent in older logs). */
  browserLanguages: Schema.optionalKey(Schema.Array(SafeString)),
})

/** Complement-info data of a 10042 answer (a§4 supplementary info), carried by GatewayFailed. */
export const ComplementInfo = Schema.Struct({
  complementInfoKey: Schema.optionalKey(Secret),
  nickname: Schema.optionalKey(PersonName),
  email: Schema.optionalKey(Email),
  gender: Schema.optionalKey(Schema.NullOr(SafeNumber)),
  birthday: Schema.optionalKey(Birthday),
})
export type ComplementInfo = typeof ComplementInfo.Type

/** A gateway call answered code 200; `data` is the answer's domain shape for request `name` (answerOf). */
export const GatewayAnswered = event("GatewayAnswered", {
  requestId: SafeNumber,
  name: SafeString,
  data: Schema.Unknown.pipe(Schema.annotate({ answerOf: "name" })),
})

/** Why a gateway call failed: a non-200 code, an HTTP error, a timeout, no network, or undecodable data. */
export const FailureReason = Schema.Literals(["code", "http", "timeout", "network", "decode"])
export type FailureReason = typeof FailureReason.Type

/** A gateway call failed (a§8). `code` is the answer code, 6666 for undecodable data, 0 without an answer. */
export const GatewayFailed = event("GatewayFailed", {
  requestId: SafeNumber,
  name: SafeString,
  code: SafeNumber,
  msg: Diagnostic,
  httpStatus: SafeNumber,
  reason: FailureReason,
  /** Extra data some failure codes carry (10042: complement info). */
  data: Schema.optionalKey(ComplementInfo),
})

/** A timer started by a `StartTimer` command elapsed. */
export const TimerElapsed = event("TimerElapsed", { key: TimerKey })

/** Input from outside failed to decode; kept with its reason instead of throwing. */
export const WireRejected = event("WireRejected", { source: SafeString, reason: Diagnostic })

/** Longest error message an EvolveFailed keeps, characters. */
export const EVOLVE_ERROR_MAX = 300

/**
 * A feature recipe threw while evolving event `eventSeq` (of type `eventTag`): the state stayed as it
 * was before that event. The store records it right after the failing event; it changes no slice, so
 * a log that holds it replays to the same state. `message`: the error's name and message, at most
 * EVOLVE_ERROR_MAX characters.
 */
export const EvolveFailed = event("EvolveFailed", { eventSeq: SafeNumber, eventTag: SafeString, message: Diagnostic })

/** The core events. */
export const CoreEvents = [AppStarted, GatewayAnswered, GatewayFailed, TimerElapsed, WireRejected, EvolveFailed] as const
