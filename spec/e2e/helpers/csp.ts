// Content-Security-Policy watch for e2e tests: `test` from here is Playwright's test with an automatic
// fixture that records every `securitypolicyviolation` event in every page, frame and popup of every
// browser context the test opens (an init script reporting through a binding), and reads the gateway's
// report count (GET /dev/csp-reports) before and after. At the end of each test both must show 0 new
// violations; the failure message lists what was blocked, where.
import { test as base, expect, type Browser, type BrowserContext } from "@playwright/test"

/** One violation seen in a page. */
export interface SeenViolation {
  readonly page: string
  readonly directive: string
  readonly blocked: string
  readonly source: string
  readonly line: number
  readonly sample: string
}

/** The gateway's counters (local mode dev endpoint). */
interface GatewayReports {
  readonly count: number
  readonly latest: ReadonlyArray<Record<string, unknown>>
}

const BINDING = "__e2eCspViolation"

const watched = new WeakSet<BrowserContext>()

/** Starts recording violations of `context` into `into` (pages opened later included); once per context. */
export async function watchCsp(context: BrowserContext, into: SeenViolation[]): Promise<void> {
  if (watched.has(context)) return
  watched.add(context)
  await context.exposeBinding(BINDING, ({ frame }, v: Omit<SeenViolation, "page">) => {
    into.push({ page: frame.url(), ...v })
  })
  await context.addInitScript((name) => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) => {
        const report = (window as unknown as Record<string, (v: unknown) => void>)[name]
        report?.({ directive: e.effectiveDirective, blocked: e.blockedURI, source: e.sourceFile, line: e.lineNumber, sample: e.sample })
      },
      true,
    )
  }, BINDING)
}

const describeAll = (seen: ReadonlyArray<SeenViolation>): string =>
  seen.map((v) => `${v.directive} blocked ${v.blocked || "(inline)"} on ${v.page}${v.source ? ` (${v.source}:${v.line})` : ""}${v.sample ? ` "${v.sample}"` : ""}`).join("\n")

export const test = base.extend<{ context: BrowserContext; cspViolations: SeenViolation[] }>({
  cspViolations: [
    async ({ browser, request }, use) => {
      const seen: SeenViolation[] = []
      // "connection: close": the socket of the read before the test would otherwise wait idle through it
      // and be reused after; a test as long as the gateway's keep-alive (Fastify: 72 s) then met the
      // server closing it (ECONNRESET: CI at 3f02ad0, a11y 'visitor screens', 1.2 min).
      const gateway = async (): Promise<GatewayReports> => (await (await request.get("/dev/csp-reports", { headers: { connection: "close" } })).json()) as GatewayReports
      const before = await gateway()
      // Every context the test opens (second members, popups' contexts) is watched too.
      const b = browser as Browser & { newContext: Browser["newContext"] }
      const newContext = b.newContext
      b.newContext = async (...args: Parameters<Browser["newContext"]>) => {
        const c = await newContext.apply(b, args)
        await watchCsp(c, seen)
        return c
      }
      try {
        await use(seen)
      } finally {
        b.newContext = newContext
      }
      expect(seen, `CSP violations in the pages:\n${describeAll(seen)}`).toEqual([])
      // A report-uri POST may still be on its way: give the gateway a moment to count it.
      await new Promise((r) => setTimeout(r, 300))
      const after = await gateway()
      expect(after.count - before.count, `CSP reports at the gateway:\n${JSON.stringify(after.latest.slice(-(after.count - before.count)), null, 1)}`).toBe(0)
    },
    { auto: true },
  ],
  context: async ({ context, cspViolations }, use) => {
    await watchCsp(context, cspViolations)
    await use(context)
  },
})

export { expect }
