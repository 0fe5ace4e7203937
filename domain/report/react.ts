// Report effects (m§4, m§7): a video report captures the remote frame when the dialog opens; then the
// request of the phase in flight, sent once by the event that started it: GET /report/check/email,
// the screenshot upload (target reportImage = POST /report/video/report/images), POST
// /report/users/report/profile or /report/video/report/two, then POST /black/addBlack.
import { call, callerOf } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { REPORT_SHOT_QUALITY, ReportSite } from "../constants"
import { type OpenReport, reportShotKey } from "./state"

const SITE = { chat: ReportSite.chat, profile: ReportSite.friendPage, video: ReportSite.videoCall } as const

/**
 * The report's request. Field mapping (m§3 names the fields, not their meaning): reportType = the main
 * category; twoReportReason = the sub-reason code, 0 for Others (3); reason (video: reportReason) = the
 * most specific code chosen (the sub-reason, else the category 3); threeReportReason = the free text;
 * email only when given; site = 1 chat, 2 friend page, 3 video call without a screenshot; wallGoddess 1
 * for a host of the wall.
 */
const reportCall = (s: AppState, seq: number, r: OpenReport): Cmd => {
  const category = r.category ?? 0
  const reason = r.reason ?? category
  const email = r.email !== "" ? { email: r.email } : {}
  if (r.origin === "video" && r.shot?.state === "taken" && r.shot.url !== null)
    return call(s, seq, "reportVideo", {
      reportReq: {
        reportImg: r.shot.url,
        gender: r.gender,
        reportReason: reason,
        reportedUserId: r.userId,
        reportPage: ReportSite.videoCall,
        reportType: category,
        threeReportReason: r.text,
        ...email,
      },
    })
  return call(s, seq, "reportProfile", {
    reason,
    reportType: category,
    reportUserId: r.userId,
    site: SITE[r.origin],
    twoReportReason: r.reason ?? 0,
    threeReportReason: r.text,
    wallGoddess: r.wallGoddess,
    ...email,
  })
}

/** Commands for report events. */
export const reactReport = (s: AppState, e: AppEvent): Cmd[] => {
  const r = s.report.open
  if (!r) return []
  if (e._tag === "ReportOpened" && r.origin === "video")
    return [{ _tag: "CaptureRemoteFrame", key: reportShotKey(r.opened), quality: REPORT_SHOT_QUALITY }]
  if (r.pending !== e.seq) return []
  switch (r.phase) {
    case "checking":
      return [call(s, e.seq, "checkReportEmail", { email: r.email })]
    case "uploading":
      return r.shot?.state === "taken" && r.shot.localUrl !== null
        ? [{ _tag: "UploadFile", key: reportShotKey(r.opened), localUrl: r.shot.localUrl, caller: callerOf(s), target: "reportImage" }]
        : []
    case "sending":
      return [reportCall(s, e.seq, r)]
    case "blocking":
      return [call(s, e.seq, "addBlack", { blacklistUserId: r.userId, userId: Number(s.session.userId) })]
  }
  return []
}
