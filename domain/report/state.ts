// The report dialog slice (m§2 report menu, m§4, m§9): whom, from where, the step shown, the codes chosen,
// what was last submitted (kept on failure), the video screenshot, and the one request in flight.
// Invariants: closed = initialReport; `pending` is the seq of the event whose command is in flight.

/** Where the report was opened: the chat's user menu, the friend page, or the video call. */
export type ReportOrigin = "chat" | "profile" | "video"
/** The three steps of m§2: main category, sub-reason, free text (+ e-mail). */
export type ReportStep = "category" | "reason" | "details"
/**
 * What is in flight: nothing, the e-mail check, waiting for the screenshot, its upload, the report itself,
 * or the block that follows it (m§4).
 */
export type ReportPhase = "editing" | "checking" | "capturing" | "uploading" | "sending" | "blocking"
/** Why the last submit did not go through (the view maps each to a message). */
export type ReportProblem =
  | "textTooLong"
  | "emailTooLong"
  | "emailInvalid"
  | "checkFailed"
  | "uploadFailed"
  | "sendFailed"
  | "blockFailed"

/**
 * The video screenshot (m§4 JPEG quality 0.2): "pending" while the Rtc port captures, else the local
 * object URL (null when none could be taken) and, once uploaded, the URL the upload answered.
 */
export type ReportShot = { readonly state: "pending" } | { readonly state: "taken"; readonly localUrl: string | null; readonly url: string | null }

/** The open report dialog. */
export interface OpenReport {
  /** Seq of the ReportOpened event (names the screenshot's capture and upload). */
  readonly opened: number
  readonly userId: number
  readonly origin: ReportOrigin
  readonly step: ReportStep
  /** Main category code (REPORT_REASONS type), null before the first step. */
  readonly category: number | null
  /** Sub-reason code (one of the category's subs), null before step 2 and for Others (3). */
  readonly reason: number | null
  /** The last submitted free text and e-mail (the form starts from them after a failure). */
  readonly text: string
  readonly email: string
  readonly phase: ReportPhase
  readonly pending: number | null
  readonly problem: ReportProblem | null
  /** Video origin only; null otherwise. */
  readonly shot: ReportShot | null
  /** The reported member's gender as the call knew it (m§3 reportReq gender; 0 unknown). */
  readonly gender: number
  /** 1 when the reported member is a host of the wall (m§3 wallGoddess), else 0. */
  readonly wallGoddess: 0 | 1
  /** The report was stored (reportId); a retry after a failed block only blocks again. */
  readonly filed: boolean
}

/** The report slice: the open dialog (null when closed) and the member last reported and blocked (for the confirmation). */
export interface ReportState {
  readonly open: OpenReport | null
  readonly sentTo: number | null
}

export const initialReport: ReportState = { open: null, sentTo: null }

/** The upload key of a report screenshot (UploadFile key; answered by UploadFinished/UploadFailed). */
export const reportShotKey = (openedSeq: number): string => `report-shot-${openedSeq}`
