// Reports of the reference gateway (m§2 report menu, m§3 report payloads, m§7 report/*): a report from
// the chat or the friend page (users/report/profile), one from a video call with its uploaded screenshot
// (video/report/two; the JPEG itself goes through the upload endpoint video/report/images) and the
// contact e-mail check. Every report is stored with who, whom, the codes, the text and the image URL.
// Reporting does not block by itself: the client sends black/addBlack after it (m§4).
import { REPORT_EMAIL_MAX, REPORT_REASONS, REPORT_TEXT_MAX } from "../../domain/constants"
import { Code } from "../../infrastructure/gateway/contract"
import { type Answer, type Ctx, fail, type Handlers, me, ok } from "../answers"
import { type Db, userById } from "../db"
import { normalEmail, validEmail } from "../rules"

const ready = new WeakSet<Db>()

/** The database with the reports table present. kind "profile" or "video"; email "" when none. */
export const reportTables = (db: Db): Db => {
  if (ready.has(db)) return db
  db.exec(`CREATE TABLE IF NOT EXISTS reports (id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, reporter_id INTEGER NOT NULL,
    reported_id INTEGER NOT NULL, reason INTEGER NOT NULL, report_type INTEGER NOT NULL, two_reason INTEGER NOT NULL, text TEXT NOT NULL,
    email TEXT NOT NULL, site INTEGER NOT NULL, wall_goddess INTEGER NOT NULL DEFAULT 0, img TEXT, gender INTEGER NOT NULL DEFAULT 0,
    at INTEGER NOT NULL)`)
  ready.add(db)
  return db
}

/** A stored report as the dev endpoint lists it. */
export interface ReportRow {
  readonly id: number
  readonly kind: "profile" | "video"
  readonly reporter_id: number
  readonly reported_id: number
  readonly reason: number
  readonly report_type: number
  readonly two_reason: number
  readonly text: string
  readonly email: string
  readonly site: number
  readonly wall_goddess: number
  readonly img: string | null
  readonly gender: number
  readonly at: number
}

/** Reports made by `reporter` (all when undefined), newest first. */
export const reportsOf = (db: Db, reporter?: number): ReportRow[] =>
  (reporter === undefined
    ? reportTables(db).prepare("SELECT * FROM reports ORDER BY id DESC").all()
    : reportTables(db).prepare("SELECT * FROM reports WHERE reporter_id = ? ORDER BY id DESC").all(reporter)) as ReportRow[]

/** m§9 a contact e-mail a report may carry: a plausible address of at most REPORT_EMAIL_MAX characters. */
export const reportEmailValid = (email: string): boolean => email.trim().length <= REPORT_EMAIL_MAX && validEmail(normalEmail(email))

/** Checks the parts both report kinds share; null when fine. */
const problem = (ctx: Ctx, reported: number, text: string, email: string): Answer<never> | null => {
  if (reported === me(ctx).id || !userById(ctx.db, reported)) return fail(Code.badParams, "unknown user")
  if ([...text].length > REPORT_TEXT_MAX) return fail(Code.badParams, `the description has at most ${REPORT_TEXT_MAX} characters`)
  if (email !== "" && !reportEmailValid(email)) return fail(Code.badParams, "the e-mail address is not valid")
  return null
}

/** Whether `type` is a main category and `sub` one of its sub-reasons (0 for Others, REPORT_TYPE_OTHER, which has none). */
const knownReason = (type: number, sub: number): boolean => {
  const cat = REPORT_REASONS.find((r) => r.type === type)
  return cat !== undefined && (cat.subs.length === 0 ? sub === 0 : cat.subs.includes(sub))
}

const insert = (ctx: Ctx, r: Omit<ReportRow, "id" | "reporter_id" | "at">): number =>
  Number(
    reportTables(ctx.db)
      .prepare(`INSERT INTO reports (kind, reporter_id, reported_id, reason, report_type, two_reason, text, email, site, wall_goddess, img, gender, at)
        VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)`)
      .run(r.kind, me(ctx).id, r.reported_id, r.reason, r.report_type, r.two_reason, r.text, r.email, r.site, r.wall_goddess, r.img, r.gender, ctx.now).lastInsertRowid,
  )

/** Screenshots a video report may point at: this gateway's uploads, or an http(s) address. */
const REPORT_IMG = /^(\/media\/uploads\/[\w-]+\.\w{2,5}|https?:\/\/[^\s"'<>]+)$/

/** Handlers of the report endpoints. */
export const reportHandlers: Handlers = {
  reportProfile: (ctx, p) => {
    const text = p.threeReportReason.trim()
    const email = (p.email ?? "").trim()
    const bad = problem(ctx, p.reportUserId, text, email)
    if (bad) return bad
    if (!knownReason(p.reportType, p.twoReportReason)) return fail(Code.badParams, "unknown reportType or twoReportReason")
    const reportId = insert(ctx, {
      kind: "profile", reported_id: p.reportUserId, reason: p.reason, report_type: p.reportType, two_reason: p.twoReportReason,
      text, email, site: p.site, wall_goddess: p.wallGoddess ?? 0, img: null, gender: 0,
    })
    return ok({ reportId })
  },
  reportVideo: (ctx, p) => {
    const r = p.reportReq
    const text = (r.threeReportReason ?? "").trim()
    const email = (r.email ?? "").trim()
    const bad = problem(ctx, r.reportedUserId, text, email)
    if (bad) return bad
    if (!REPORT_IMG.test(r.reportImg)) return fail(Code.badParams, "reportImg must be the uploaded screenshot's URL")
    const reportId = insert(ctx, {
      kind: "video", reported_id: r.reportedUserId, reason: r.reportReason, report_type: r.reportType ?? 0, two_reason: r.reportReason,
      text, email, site: r.reportPage, wall_goddess: 0, img: r.reportImg, gender: r.gender,
    })
    return ok({ reportId })
  },
  checkReportEmail: (_ctx, p) => ok({ valid: reportEmailValid(p.email) }),
}
