// Domain shapes of the report answers (m§3 report payloads, m§7 report/*).
import * as Schema from "effect/Schema"
import { SafeNumber } from "../core/sensitive"

/** report/users/report/profile and report/video/report/two: the stored report's id (m§3 reportId). */
export const ReportFiled = Schema.Struct({ reportId: SafeNumber })
export type ReportFiled = typeof ReportFiled.Type

/** report/check/email: whether the optional contact e-mail may be sent (a plausible address of at most 100 characters). */
export const EmailChecked = Schema.Struct({ valid: Schema.Boolean })
export type EmailChecked = typeof EmailChecked.Type
