// The gateway requests of reporting (m§2 report menu, m§3 report payloads, m§7 report/*): a report from
// the chat or the friend page, a report from a video call (after its screenshot was uploaded, target
// "reportImage" of domain/core/upload.ts = POST /report/video/report/images), and the e-mail check.
// Codes: REPORT_REASONS and ReportSite of domain/constants.ts. Sending a report also blocks (m§4): the
// client sends addBlack after it (the gateway does not block by itself).
import * as Schema from "effect/Schema"
import { request } from "../core/request"
import { Email, ImageUrl, FreeText } from "../core/sensitive"
import { EmailChecked, ReportFiled } from "./answers"

const Num = Schema.Number
const opt = Schema.optionalKey
const Text = FreeText

/**
 * m§3 report/users/report/profile. reportType the main category (2, 5, 1, 6, 9, 3); twoReportReason its
 * sub-reason code (0 for Others 3); reason the most specific code chosen (the sub-reason, or 3) — the
 * spec names the field only; threeReportReason the free text (at most 200; may be ""); email optional
 * (at most 100, checked with checkReportEmail first); site where (ReportSite: 1 chat, 2 friend page);
 * wallGoddess 1 when the reported member is a host of the wall (goddess), else 0.
 */
export const ReportProfileParams = Schema.Struct({
  reason: Num,
  reportType: Num,
  reportUserId: Num,
  site: Num,
  twoReportReason: Num,
  threeReportReason: Text,
  email: opt(Email),
  wallGoddess: opt(Num),
})
export type ReportProfileParams = typeof ReportProfileParams.Type

/**
 * m§3 reportReq of report/video/report/two: reportImg the uploaded screenshot's URL (JPEG quality 0.2,
 * m§4), gender the reported member's (a§3), reportReason the most specific code chosen, reportedUserId,
 * reportPage where (ReportSite.videoCall 3). The spec lists only those five; as the chat report's, it
 * also takes the main category, the free text and the e-mail (our choice, optional).
 */
export const VideoReportReq = Schema.Struct({
  reportImg: ImageUrl,
  gender: Num,
  reportReason: Num,
  reportedUserId: Num,
  reportPage: Num,
  reportType: opt(Num),
  threeReportReason: opt(Text),
  email: opt(Email),
})
export type VideoReportReq = typeof VideoReportReq.Type

/** The report requests by name. */
export const ReportRequests = {
  /** m§7 POST /report/users/report/profile. */
  reportProfile: request(ReportProfileParams, ReportFiled),
  /** m§7 POST /report/video/report/two {reportReq}. */
  reportVideo: request(Schema.Struct({ reportReq: VideoReportReq }), ReportFiled),
  /** m§7 GET /report/check/email {email}. */
  checkReportEmail: request(Schema.Struct({ email: Email }), EmailChecked),
} as const
export type ReportRequestTable = typeof ReportRequests
