// Local call bench in Chromium (`npm run bench`, issue 14): two members in two pages of one Chromium against
// the rig's reference gateway (WebRTC over its relay, the fake camera): A (coins from the dev endpoint)
// calls host B from the wall, B accepts; measured from the Accept click to the first remote video frame
// each side presents (requestVideoFrameCallback, clocks of one machine), over CALLS calls, then A hangs up.
// Target: accept -> first remote frame p50 <= 1.0 s.
import type { Page } from "@playwright/test"
import { apiMember, clearBanners } from "../e2e/helpers/member"
import type { Rig } from "./rig"
import { median } from "./stats"

/** Calls measured. */
const CALLS = 5
const PRICE = 30

/** Figures of the call bench (ms). */
export interface CallFigures {
  readonly calls: number
  /** Accept -> first frame of the caller's video at the callee (B) and of the callee's at the caller (A). */
  readonly callee: ReadonlyArray<number>
  readonly caller: ReadonlyArray<number>
  readonly calleeP50: number
  readonly callerP50: number
  /** Accept -> both sides showing the other's video (the later of the two), p50. */
  readonly bothP50: number
}

/** Starts watching, in `page`, for the first presented frame of the video labelled `label` (epoch ms in __firstFrame). */
const watchFirstFrame = (page: Page, label: string): Promise<void> =>
  page.evaluate((label) => {
    const w = window as unknown as { __firstFrame: number | null; __watch?: number }
    w.__firstFrame = null
    if (w.__watch) clearInterval(w.__watch)
    w.__watch = window.setInterval(() => {
      const v = document.querySelector<HTMLVideoElement>(`video[aria-label="${label}"]`)
      if (!v) return
      clearInterval(w.__watch)
      v.requestVideoFrameCallback(() => void (w.__firstFrame = Date.now()))
    }, 5)
  }, label)

/** The first-frame time recorded by {@link watchFirstFrame} (waits up to 30 s). */
const firstFrame = async (page: Page): Promise<number> => {
  await page.waitForFunction(() => (window as unknown as { __firstFrame: number | null }).__firstFrame !== null, null, { timeout: 30_000, polling: 20 })
  return page.evaluate(() => (window as unknown as { __firstFrame: number }).__firstFrame)
}

/** Runs the call bench on `rig`; prints and returns the figures. */
export async function callBench(rig: Rig): Promise<CallFigures> {
  const run = Math.floor(Math.random() * 1e6)
  const nameA = `Caller${run}`
  const nameB = `Host${run}`
  const ctxA = await rig.context()
  const ctxB = await rig.context()
  try {
    const [idA, idB] = await Promise.all([apiMember(ctxA, rig.baseURL, "cba", nameA), apiMember(ctxB, rig.baseURL, "cbb", nameB)])
    const post = (url: string, data: unknown) => fetch(`${rig.baseURL}${url}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(data) })
    if (!(await post(`/dev/users/${idB}/host`, { price: PRICE })).ok || !(await post(`/dev/users/${idA}/gold`, { gold: 100_000 })).ok) throw new Error("dev endpoints refused")
    const a = await ctxA.newPage()
    const b = await ctxB.newPage()
    for (const p of [a, b]) {
      await p.addInitScript(() => localStorage.setItem("webPushInvited", "1"))
      await p.goto("/")
      await clearBanners(p)
    }
    const callee: number[] = []
    const caller: number[] = []
    for (let i = 0; i < CALLS; i++) {
      await a.getByRole("tab", { name: "New" }).click()
      await a.getByRole("button", { name: `Video call ${nameB}, ${PRICE} coins per minute` }).click()
      const explainer = a.getByRole("dialog", { name: "Allow camera and microphone" })
      const price = a.getByRole("dialog", { name: "Start a video call?" })
      await explainer.or(price).first().waitFor()
      if (await explainer.isVisible()) await explainer.getByRole("button", { name: "Continue" }).click()
      await price.getByRole("button", { name: "Call", exact: true }).click()
      const accept = b.getByRole("dialog", { name: nameA }).getByRole("button", { name: "Accept" })
      await accept.waitFor({ timeout: 30_000 })
      await Promise.all([watchFirstFrame(a, `Video of ${nameB}`), watchFirstFrame(b, `Video of ${nameA}`)])
      const t0 = await accept.evaluate((el: HTMLElement) => {
        const t = Date.now()
        el.click()
        return t
      })
      const [fa, fb] = await Promise.all([firstFrame(a), firstFrame(b)])
      caller.push(fa - t0)
      callee.push(fb - t0)
      // A hangs up (confirmed); both receipts closed.
      await a.getByRole("toolbar", { name: "Call controls" }).getByRole("button", { name: "Hang up" }).click()
      await a.getByRole("dialog", { name: "Hang up" }).getByRole("button", { name: "Hang up" }).click()
      for (const [p, peer] of [[a, nameB], [b, nameA]] as const) await p.getByRole("dialog", { name: `Call with ${peer} ended` }).getByRole("button", { name: "OK" }).click({ timeout: 30_000 })
    }
    const both = caller.map((x, i) => Math.max(x, callee[i]!))
    const figures: CallFigures = { calls: CALLS, callee, caller, calleeP50: median(callee), callerP50: median(caller), bothP50: median(both) }
    const list = (xs: ReadonlyArray<number>) => xs.map((x) => Math.round(x)).join(", ")
    console.log(`local call (Chromium, two pages, WebRTC over the reference gateway's relay), ${CALLS} calls:`)
    console.log(`  accept -> first remote frame: callee p50 ${Math.round(figures.calleeP50)} ms [${list(callee)}], caller p50 ${Math.round(figures.callerP50)} ms [${list(caller)}], both p50 ${Math.round(figures.bothP50)} ms (target p50 <= 1000)`)
    return figures
  } finally {
    await ctxA.close()
    await ctxB.close()
  }
}
