// Reads of the report slice for the report dialog and its confirmation.
import type { AppState } from "../app/types"
import { REPORT_REASONS } from "../constants"
import type { OpenReport } from "./state"

/** The open report dialog, or null. */
export const selectReport = (s: AppState): OpenReport | null => s.report.open
/** The member last reported and blocked (the confirmation shows until dismissed), or null. */
export const selectReportSentTo = (s: AppState): number | null => s.report.sentTo
/** The sub-reason codes of `category` in display order ([] for Others). */
export const subReasonsOf = (category: number | null): ReadonlyArray<number> => REPORT_REASONS.find((c) => c.type === category)?.subs ?? []
