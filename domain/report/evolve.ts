// Report dialog reducer (m§2 three steps, m§4 screenshot then report then block): each step replaces the
// later choices; a submit runs e-mail check -> (video: wait for the screenshot, upload it) -> report ->
// block, one request at a time, each answer accepted only for the request in flight; a failure returns
// to editing with a problem and keeps what was typed; the block's answer closes the dialog.
import { castDraft, type Draft } from "immer"
import { answerOf } from "../core/answers"
import type { Recipe, AppEvent, RequestName } from "../app/types"
import { REPORT_TYPE_OTHER } from "../constants"
import { initialReport, type OpenReport, reportShotKey } from "./state"
import { template } from "../core/template"

/** Unfrozen twin of initialReport to spread (../core/template.ts). */
const initialReportTemplate = template(initialReport)

/** After the e-mail check (or without e-mail): the next phase of a report started by event `seq`. */
const proceed = (r: Draft<OpenReport>, seq: number) => {
  const shot = r.shot
  if (r.origin === "video" && shot?.state === "pending") {
    r.phase = "capturing"
    r.pending = null
    return
  }
  // A video report whose screenshot could not be taken is sent as a profile report with site 3 (our
  // choice: the report still reaches the moderators, without an image).
  r.phase = shot?.state === "taken" && shot.localUrl !== null && shot.url === null ? "uploading" : "sending"
  r.pending = seq
}

const fail = (r: Draft<OpenReport>, problem: OpenReport["problem"]) => {
  r.phase = "editing"
  r.pending = null
  r.problem = problem
}

/** The events evolveReport acts on (Feature.evolveOn: it is called for no other). */
export const reportEvolveOn: ReadonlyArray<AppEvent["_tag"]> = ["ReportOpened", "ReportClosed", "LogoutRequested", "ReportNoticeDismissed", "PathVisited", "ReportCategoryChosen", "ReportReasonChosen", "ReportSteppedBack", "ReportRefused", "ReportSubmitted", "RemoteFrameCaptured", "UploadFinished", "UploadFailed", "GatewayAnswered", "GatewayFailed"]

/**
 * The gateway answers evolveReport acts on (Feature.answersOn: it is called for no other answer): the
 * report's own calls.
 */
export const reportAnswersOn: ReadonlyArray<RequestName> = ["checkReportEmail", "reportProfile", "reportVideo", "addBlack"]

/** The report recipe. */
export const evolveReport: Recipe = (d, e) => {
  const r = d.report.open
  switch (e._tag) {
    case "ReportOpened":
      d.report = castDraft({
        sentTo: null,
        open: {
          opened: e.seq,
          userId: e.userId,
          origin: e.origin,
          step: "category",
          category: null,
          reason: null,
          text: "",
          email: "",
          phase: "editing",
          pending: null,
          problem: null,
          shot: e.origin === "video" ? { state: "pending" } : null,
          gender: e.gender,
          wallGoddess: e.wallGoddess,
          filed: false,
        },
      })
      return
    case "ReportClosed":
      d.report.open = null
      return
    case "LogoutRequested":
      d.report = castDraft({ ...initialReportTemplate })
      return
    case "ReportNoticeDismissed":
      d.report.sentTo = null
      return
  }
  if (!r) return
  switch (e._tag) {
    case "PathVisited":
      // Leaving the page closes the dialog, unless a report is on its way (it then blocks and closes).
      if (r.phase === "editing") d.report.open = null
      return
    case "ReportCategoryChosen":
      r.category = e.category
      r.reason = null
      r.step = e.category === REPORT_TYPE_OTHER ? "details" : "reason"
      r.problem = null
      return
    case "ReportReasonChosen":
      r.reason = e.reason
      r.step = "details"
      r.problem = null
      return
    case "ReportSteppedBack":
      r.step = r.step === "details" && r.category !== REPORT_TYPE_OTHER ? "reason" : "category"
      r.problem = null
      return
    case "ReportRefused":
      r.text = e.text
      r.email = e.email
      r.problem = e.reason
      return
    case "ReportSubmitted":
      r.text = e.text
      r.email = e.email
      r.problem = null
      if (r.filed) {
        r.phase = "blocking"
        r.pending = e.seq
      } else if (e.email !== "") {
        r.phase = "checking"
        r.pending = e.seq
      } else proceed(r, e.seq)
      return
    case "RemoteFrameCaptured":
      if (r.shot?.state !== "pending" || e.key !== reportShotKey(r.opened)) return
      r.shot = { state: "taken", localUrl: e.localUrl, url: null }
      if (r.phase === "capturing") proceed(r, e.seq)
      return
    case "UploadFinished":
      if (r.phase !== "uploading" || e.key !== reportShotKey(r.opened) || r.shot?.state !== "taken") return
      r.shot.url = e.url
      r.phase = "sending"
      r.pending = e.seq
      return
    case "UploadFailed":
      if (r.phase === "uploading" && e.key === reportShotKey(r.opened)) fail(r, "uploadFailed")
      return
    case "GatewayAnswered": {
      if (e.requestId !== r.pending) return
      const check = answerOf(e, "checkReportEmail")
      if (check) return check.valid ? proceed(r, e.seq) : fail(r, "emailInvalid")
      if (e.name === "reportProfile" || e.name === "reportVideo") {
        r.filed = true
        r.phase = "blocking"
        r.pending = e.seq
      } else if (e.name === "addBlack") {
        d.report = castDraft({ open: null, sentTo: r.userId })
      }
      return
    }
    case "GatewayFailed":
      if (e.requestId !== r.pending) return
      if (e.name === "checkReportEmail") fail(r, "checkFailed")
      else if (e.name === "reportProfile" || e.name === "reportVideo") fail(r, "sendFailed")
      else if (e.name === "addBlack") fail(r, "blockFailed")
      return
  }
}
