// Report dialog intents (m§2 report menu): open it on a member from the chat, the friend page or the video
// call (the friends feature's menus dispatch OpenReport), choose the steps, go back, send, cancel.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"

/** Opens the report dialog on `userId` (positive ids only; not yourself). */
export const OpenReport = message("OpenReport", { userId: Schema.Number, origin: Schema.Literals(["chat", "profile", "video"]) })
/** Step 1: a main category code of REPORT_REASONS (2, 5, 1, 6, 9, 3). */
export const ChooseReportCategory = message("ChooseReportCategory", { category: Schema.Number })
/** Step 2: a sub-reason code of the chosen category. */
export const ChooseReportReason = message("ChooseReportReason", { reason: Schema.Number })
export const ReportStepBack = message("ReportStepBack", {})
/** Step 3: send with the free text (at most 200) and the optional e-mail (at most 100; "" = none). */
export const SendReport = message("SendReport", { text: Schema.String, email: Schema.String })
/** Cancel (button, Esc): closes unless a request is in flight. */
export const CloseReport = message("CloseReport", {})
export const DismissReportNotice = message("DismissReportNotice", {})

export const ReportIntents = [OpenReport, ChooseReportCategory, ChooseReportReason, ReportStepBack, SendReport, CloseReport, DismissReportNotice] as const
