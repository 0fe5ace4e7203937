// Report dialog events (m§2 report menu, m§4): opened (a video report also captures the remote video),
// steps chosen or gone back, the form submitted (text and e-mail as typed), refused with a reason,
// the screenshot taken, closed, and the confirmation dismissed. Answers come as GatewayAnswered/Failed and
// UploadFinished/UploadFailed.
import * as Schema from "effect/Schema"
import { event } from "../core/schema"
import { Email, FreeText, ImageUrl, SafeNumber, SafeString, UserId } from "../core/sensitive"

const Origin = Schema.Literals(["chat", "profile", "video"])
const Text = FreeText

/** The dialog opened on `userId` from `origin`; gender and wallGoddess are read once here (m§3). */
export const ReportOpened = event("ReportOpened", { userId: UserId, origin: Origin, gender: SafeNumber, wallGoddess: Schema.Literals([0, 1]) })
/** Step 1: main category chosen (Others 3 goes straight to the details step). */
export const ReportCategoryChosen = event("ReportCategoryChosen", { category: SafeNumber })
/** Step 2: sub-reason chosen. */
export const ReportReasonChosen = event("ReportReasonChosen", { reason: SafeNumber })
/** Back one step (details -> reason or category, reason -> category). */
export const ReportSteppedBack = event("ReportSteppedBack", {})
/** The details were sent as typed (trimmed e-mail; "" = none); the e-mail check or the report starts. */
export const ReportSubmitted = event("ReportSubmitted", { text: Text, email: Email })
/** The submit was refused before any request (text over 200, e-mail over 100), with what was typed. */
export const ReportRefused = event("ReportRefused", {
  text: Text,
  email: Email,
  reason: Schema.Literals(["textTooLong", "emailTooLong"]),
})
/** The remote video frame the Rtc port captured for a video report: a local object URL of a JPEG, or null. */
export const RemoteFrameCaptured = event("RemoteFrameCaptured", { key: SafeString, localUrl: Schema.NullOr(ImageUrl) })
/** The dialog closed (cancel, Esc, or the block after a report answered). */
export const ReportClosed = event("ReportClosed", {})
/** The "report sent" confirmation was dismissed. */
export const ReportNoticeDismissed = event("ReportNoticeDismissed", {})

export const ReportEvents = [
  ReportOpened,
  ReportCategoryChosen,
  ReportReasonChosen,
  ReportSteppedBack,
  ReportSubmitted,
  ReportRefused,
  RemoteFrameCaptured,
  ReportClosed,
  ReportNoticeDismissed,
] as const
