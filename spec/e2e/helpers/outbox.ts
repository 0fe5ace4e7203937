// Reads verification codes the reference gateway "sent" (local mode keeps them in a dev outbox
// instead of mailing them): GET /dev/outbox?to=<address> answers [{ channel, to, code, at }], newest first.
import type { APIRequestContext } from "@playwright/test"

/** One message of the gateway's dev outbox. */
export interface OutboxEntry {
  readonly channel: string
  readonly to: string
  readonly code: string
  /** Epoch ms when the gateway "sent" it. */
  readonly at: number
}

/** All outbox entries for `to`, newest first ([] when none or the outbox is not reachable). */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxEntry[]> {
  const res = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)
  if (!res.ok()) return []
  const body: unknown = await res.json()
  return Array.isArray(body) ? (body as OutboxEntry[]) : []
}

/**
 * The newest code sent to `to`, polling every 200 ms until one appears. With `after` (epoch ms),
 * only a code sent at or after that instant counts (so a resend is not confused with the first code).
 * Throws after `timeoutMs` (10 s).
 */
export async function latestCode(
  request: APIRequestContext,
  to: string,
  { timeoutMs = 10_000, after = 0 }: { timeoutMs?: number; after?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const entry = (await outbox(request, to)).find((e) => e.to === to && typeof e.code === "string" && e.at >= after)
    if (entry) return entry.code
    if (Date.now() > deadline) throw new Error(`no code for ${to} in the dev outbox after ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}
