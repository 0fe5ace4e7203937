// The "Report" entry of the user menus (m§2 report menu) hands over to the report feature, built in
// another branch (social-report). Where the report was opened from: chat, profile (friend page) or video.
import type { Intent } from "../../../domain/app/intents"

type Dispatch = (intent: Intent) => void

/** Where a report starts (report feature's origin). */
export type ReportOrigin = "chat" | "profile" | "video"

/**
 * The report feature is not in this branch yet, so the entry is hidden (REPORT_READY false).
 * TODO(lead, at merge): set REPORT_READY to true and dispatch the report feature's open intent here:
 *   dispatch(I.OpenReport({ userId, origin }))
 */
export const REPORT_READY = false

/** Opens the report menu for `userId` (see the TODO above). */
export const openReport = (_dispatch: Dispatch, _userId: string, _origin: ReportOrigin): void => {}
