// The "Report" entry of the user menus (m§2 report menu) hands over to the report feature
// (domain/report, ui/report): where the report was opened from is the chat, the friend page or the call.
import { I, type Intent } from "../../../domain/app/intents"

type Dispatch = (intent: Intent) => void

/** Where a report starts (the report feature's origin). */
export type ReportOrigin = "chat" | "profile" | "video"

/** The entry is shown wherever a member (positive id) can be reported. */
export const REPORT_READY = true

/** Opens the report dialog for `userId` (a member's id as a decimal string; others are ignored). */
export const openReport = (dispatch: Dispatch, userId: string, origin: ReportOrigin): void => {
  const id = Number(userId)
  if (Number.isInteger(id) && id > 0) dispatch(I.OpenReport({ userId: id, origin }))
}
