// Security headers on every answer of the gateway and the CSP violation report endpoint. Pages (HTML)
// and scripts (the service worker takes its policy from its script's answer) get the page policy of
// gateway/csp.ts plus Permissions-Policy; other answers get nosniff, the referrer policy and a policy
// that loads nothing. A route that set its own Content-Security-Policy (the payment stand-in) keeps it.
// Violations POSTed to /csp/report (report-uri and report-to formats) are logged and counted.
import type { FastifyInstance } from "fastify"
import { contentSecurityPolicy, type CspSettings, NON_PAGE_CSP, PERMISSIONS_POLICY, REFERRER_POLICY, reportingEndpoints } from "./csp"

/** The path violation reports are posted to. */
export const CSP_REPORT_PATH = "/csp/report"

/** One violation as logged and kept for the dev endpoint (the fields both report formats share). */
export interface CspViolation {
  readonly document: string
  readonly directive: string
  readonly blocked: string
  readonly source: string
  readonly line: number
  readonly sample: string
}

/** Violations received since start (or the last reset), and the latest few. */
export interface CspReports {
  count: number
  readonly latest: CspViolation[]
}

const KEEP = 50
const str = (v: unknown, max = 300): string => (typeof v === "string" ? v.slice(0, max) : typeof v === "number" ? String(v) : "")

/** The violations in one report body: `{"csp-report": {...}}` (report-uri) or `[{type, body}]` (report-to). Never throws. */
export const parseCspReport = (text: string): CspViolation[] => {
  let v: unknown
  try {
    v = JSON.parse(text)
  } catch {
    return []
  }
  const one = (r: unknown, legacy: boolean): CspViolation | null => {
    if (r === null || typeof r !== "object") return null
    const o = r as Record<string, unknown>
    const directive = str(o[legacy ? "effective-directive" : "effectiveDirective"]) || str(o[legacy ? "violated-directive" : "violatedDirective"])
    if (directive === "") return null
    return {
      document: str(o[legacy ? "document-uri" : "documentURL"]),
      directive,
      blocked: str(o[legacy ? "blocked-uri" : "blockedURL"]),
      source: str(o[legacy ? "source-file" : "sourceFile"]),
      line: Number(o[legacy ? "line-number" : "lineNumber"]) || 0,
      sample: str(o[legacy ? "script-sample" : "sample"], 80),
    }
  }
  if (Array.isArray(v))
    return v
      .filter((r): r is { type: unknown; body: unknown } => r !== null && typeof r === "object" && (r as { type?: unknown }).type === "csp-violation")
      .map((r) => one(r.body, false))
      .filter((x): x is CspViolation => x !== null)
  const legacy = v !== null && typeof v === "object" ? one((v as Record<string, unknown>)["csp-report"], true) : null
  return legacy ? [legacy] : []
}

const isPage = (type: string): boolean => /^text\/html\b/i.test(type)
const isScript = (type: string): boolean => /^(text|application)\/javascript\b/i.test(type)

/**
 * Adds the headers to every answer and registers POST /csp/report; returns the live counters (the
 * local-mode dev endpoint GET/DELETE /dev/csp-reports reads and resets them, see registerDevCsp).
 */
export const registerSecurity = (app: FastifyInstance, settings: CspSettings): CspReports => {
  const page = contentSecurityPolicy(settings)
  const endpoints = reportingEndpoints(settings)
  const reports: CspReports = { count: 0, latest: [] }
  app.addHook("onSend", async (_req, reply, payload) => {
    reply.header("x-content-type-options", "nosniff")
    reply.header("referrer-policy", REFERRER_POLICY)
    // A 304's headers replace the stored answer's (RFC 9111 4.3.4) and it has no content type: a policy
    // picked here would be the non-page one, and the cached page (the inspector) would come up blank.
    if (reply.statusCode === 304) return payload
    const type = String(reply.getHeader("content-type") ?? "")
    if (isPage(type)) {
      reply.header("permissions-policy", PERMISSIONS_POLICY)
      if (endpoints) reply.header("reporting-endpoints", endpoints)
    }
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", isPage(type) || isScript(type) ? page : NON_PAGE_CSP)
    return payload
  })
  app.post(CSP_REPORT_PATH, async (req, reply) => {
    const found = parseCspReport(typeof req.body === "string" ? req.body : "")
    for (const v of found) {
      reports.count++
      reports.latest.push(v)
      if (reports.latest.length > KEEP) reports.latest.shift()
      req.log.warn({ csp: v }, "content security policy violation")
    }
    return reply.code(204).header("cache-control", "no-store").send()
  })
  return reports
}

/** Local mode: `GET /dev/csp-reports` -> {count, latest}; `DELETE /dev/csp-reports` resets the count. */
export const registerDevCsp = (app: FastifyInstance, reports: CspReports): void => {
  app.get("/dev/csp-reports", async (_req, reply) => reply.header("cache-control", "no-store").send(reports))
  app.delete("/dev/csp-reports", async (_req, reply) => {
    reports.count = 0
    reports.latest.length = 0
    return reply.header("cache-control", "no-store").send(reports)
  })
}
