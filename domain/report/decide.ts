// Report dialog decisions (m§2, m§9): signed-in members only, positive ids other than their own (negative
// ids have no menu, m§2); categories in REPORT_REASONS only, sub-reasons of the chosen category only;
// text at most REPORT_TEXT_MAX and e-mail at most REPORT_EMAIL_MAX characters (code points); one submit
// at a time; cancel while a request is in flight is ignored (the report then blocks as m§4 says).
import type { AppState, Intent, NewEvent } from "../app/types"
import { REPORT_EMAIL_MAX, REPORT_REASONS, REPORT_TEXT_MAX, REPORT_TYPE_OTHER } from "../constants"
import { isSignedIn } from "../session/state"

/** Length in characters (code points), as the gateway counts it. */
export const charCount = (text: string): number => [...text].length

/** Events for report intents; [] for intents of other features. */
export const decideReport = (s: AppState, i: Intent, at: number): NewEvent[] => {
  const r = s.report.open
  switch (i._tag) {
    case "OpenReport": {
      if (!isSignedIn(s.session) || !(i.userId > 0) || String(i.userId) === s.session.userId) return []
      if (r?.userId === i.userId && r.origin === i.origin) return []
      const remote = s.calls.remote
      const gender = i.origin === "video" && remote && Number(remote.id) === i.userId ? (remote.gender ?? 0) : 0
      const wallGoddess = s.wall.hosts.some((h) => h.id === i.userId) ? 1 : 0
      return [{ _tag: "ReportOpened", at, userId: i.userId, origin: i.origin, gender, wallGoddess }]
    }
    case "DismissReportNotice":
      return s.report.sentTo !== null ? [{ _tag: "ReportNoticeDismissed", at }] : []
  }
  if (!r) return []
  const busy = r.phase !== "editing"
  switch (i._tag) {
    case "ChooseReportCategory":
      return !busy && r.step === "category" && REPORT_REASONS.some((c) => c.type === i.category) ? [{ _tag: "ReportCategoryChosen", at, category: i.category }] : []
    case "ChooseReportReason": {
      const cat = REPORT_REASONS.find((c) => c.type === r.category)
      return !busy && r.step === "reason" && cat?.subs.includes(i.reason) ? [{ _tag: "ReportReasonChosen", at, reason: i.reason }] : []
    }
    case "ReportStepBack":
      return !busy && r.step !== "category" ? [{ _tag: "ReportSteppedBack", at }] : []
    case "SendReport": {
      if (busy || r.step !== "details" || r.category === null) return []
      if (r.category !== REPORT_TYPE_OTHER && r.reason === null) return []
      const email = i.email.trim()
      const reason = charCount(i.text) > REPORT_TEXT_MAX ? "textTooLong" : charCount(email) > REPORT_EMAIL_MAX ? "emailTooLong" : null
      return reason ? [{ _tag: "ReportRefused", at, text: i.text, email: i.email, reason }] : [{ _tag: "ReportSubmitted", at, text: i.text, email }]
    }
    case "CloseReport":
      return busy ? [] : [{ _tag: "ReportClosed", at }]
  }
  return []
}
