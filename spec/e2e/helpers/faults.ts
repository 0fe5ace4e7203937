// The fault layer of the messaging fault schedules (spec/e2e/faults.spec.ts): per member, a state of armed
// faults that its context's routes apply — the relay WebSocket through routeWebSocket (drops, offline,
// duplicated and reordered peer frames) and API requests through route (aborted, answer-lost, slow, hung
// sends) — plus the chat reads and writes a schedule needs, and a fresh pair of members made over HTTP.
import { expect, type Browser, type BrowserContext, type Page, type Route, type WebSocketRoute } from "@playwright/test"
import type { Side } from "../../support/faultSchedule"
import { apiMember, secondContext } from "./member"

/** What the fault layer does to one member's traffic now. */
export interface SideState {
  offline: boolean
  abortSends: number
  loseAnswers: number
  slow: { n: number; ms: number }
  hang: boolean
  readonly hung: Route[]
  dupFrames: number
  reorder: boolean
  held: string | null
  socket: WebSocketRoute | null
}

/** One member of the pair: which side, its page and context, its id, and its armed faults. */
export interface Member {
  readonly side: Side
  readonly page: Page
  readonly context: BrowserContext
  id: string
  name: string
  readonly st: SideState
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
export const freshState = (): SideState => ({ offline: false, abortSends: 0, loseAnswers: 0, slow: { n: 0, ms: 0 }, hang: false, hung: [], dupFrames: 0, reorder: false, held: null, socket: null })

/** Routes the member's relay WebSocket and API requests through its fault state. */
export async function installFaults(m: Member): Promise<void> {
  const st = m.st
  await m.context.routeWebSocket(/\/facade\/rt$/, (ws) => {
    if (st.offline) {
      void ws.close({ code: 4000, reason: "offline" }).catch(() => {})
      return
    }
    const server = ws.connectToServer()
    st.socket = ws
    server.onMessage((frame) => {
      const text = typeof frame === "string" ? frame : frame.toString("utf8")
      if (!text.includes('"t":"peer"')) return ws.send(text)
      if (st.reorder) {
        if (st.held === null) {
          st.held = text
          return
        }
        ws.send(text)
        ws.send(st.held)
        st.held = null
        st.reorder = false
        return
      }
      ws.send(text)
      if (st.dupFrames > 0) {
        st.dupFrames--
        ws.send(text)
      }
    })
  })
  await m.context.route("**/facade/api/**", async (route) => {
    const isSend = route.request().url().includes("/im/v1/send")
    if (st.offline) return route.abort("internetdisconnected")
    if (isSend && st.abortSends > 0) {
      st.abortSends--
      return route.abort("failed")
    }
    if (isSend && st.hang) {
      st.hang = false
      st.hung.push(route)
      return
    }
    if (st.slow.n > 0) {
      st.slow.n--
      await sleep(st.slow.ms)
    }
    if (isSend && st.loseAnswers > 0) {
      st.loseAnswers--
      await route.fetch().catch(() => null)
      return route.abort("failed").catch(() => {})
    }
    return route.continue().catch(() => {})
  })
}

export const chatLog = (p: Page) => p.getByRole("log", { name: /^Messages with / })
/** The chat's message box (looked up inside the chat section: the page-wide role query is slow on a busy machine). */
export const composer = (p: Page) => p.locator("section.im-chat").getByRole("textbox", { name: "Message" })

/**
 * What the member's open chat shows: each message's text and delivery state, top to bottom (read by CSS
 * selector, not by role: it runs many times per schedule and must be cheap).
 */
export const view = (p: Page): Promise<Array<{ text: string; delivery: string | null }>> =>
  p
    .locator('[role="log"][aria-label^="Messages with"] li.im-msg')
    .evaluateAll((items) => items.map((li) => ({ text: li.querySelector(".im-text")?.textContent ?? "", delivery: li.getAttribute("data-delivery") })))
    .catch(() => [])

/** Opens the chat with the other member (its route) and waits for the composer. */
export async function openChat(m: Member, peerId: string): Promise<void> {
  await m.page.goto(`/message/${peerId}`)
  await expect(chatLog(m.page)).toBeVisible({ timeout: 20_000 })
  await expect(composer(m.page)).toBeEditable()
}

export async function sendText(m: Member, text: string): Promise<void> {
  const box = composer(m.page)
  await box.fill(text)
  await box.press("Enter")
  await expect(box).toHaveValue("")
}

/** Releases the member's hung send requests: they reach the server late, their answers go nowhere. */
export async function releaseHung(m: Member): Promise<void> {
  for (const r of m.st.hung.splice(0)) {
    await r.fetch().catch(() => null)
    await r.abort("failed").catch(() => {})
  }
}

/** The member's last app events (messaging and connection ones), one line each, for a failure's attachment. */
export const recentEvents = (p: Page): Promise<string> =>
  p
    .evaluate(() => {
      const all = ((globalThis as { __events?: () => ReadonlyArray<Record<string, unknown>> }).__events?.() ?? []).filter((e) =>
        /Send|Gateway|Realtime|Timer|ImFrame|ChatStore|Network/.test(String(e._tag)),
      )
      return all.slice(-150).map((e) => JSON.stringify(e).slice(0, 2_000)).join("\n")
    })
    .catch((err: unknown) => `(no events: ${String(err)})`)

/** Brings the member's page clock back to real time when schedules moved it far ahead (signatures allow 10 min). */
export async function resyncClock(m: Member): Promise<void> {
  const skew = (await m.page.evaluate(() => Date.now())) - Date.now()
  if (skew > 120_000) await m.page.clock.setSystemTime(Date.now())
}

/** Closes the overlays a fresh member may meet (welcome gift, notifications invitation) whenever they come up. */
export async function dismissOverlays(p: Page): Promise<void> {
  const gift = p.getByRole("dialog", { name: "Your welcome gift" })
  await p.addLocatorHandler(gift, () => gift.getByRole("button", { name: "Close" }).click())
  const invite = p.getByRole("dialog", { name: "Turn on notifications" })
  await p.addLocatorHandler(invite, () => invite.getByRole("button", { name: "Not now" }).click())
}

/** Two fresh members (made over HTTP) with their chats open on each other, clocks installed, faults routed. */
export async function newPair(page: Page, context: BrowserContext, browser: Browser, baseURL: string, first: boolean): Promise<{ a: Member; b: Member; close: () => Promise<void> }> {
  const other = first ? null : await secondContext(browser, false, baseURL)
  const b = await secondContext(browser, false, baseURL)
  const a: Member = { side: "a", page: other?.page ?? page, context: other?.context ?? context, id: "", name: "", st: freshState() }
  const bm: Member = { side: "b", page: b.page, context: b.context, id: "", name: "", st: freshState() }
  const tag = Math.floor(Math.random() * 1e5)
  ;[a.id, bm.id] = await Promise.all([apiMember(a.context, baseURL, "fa", `Fa${tag}`), apiMember(bm.context, baseURL, "fb", `Fb${tag}`)])
  for (const m of [a, bm]) {
    await m.page.clock.install()
    await installFaults(m)
    await dismissOverlays(m.page)
  }
  await Promise.all([openChat(a, bm.id), openChat(bm, a.id)])
  return {
    a,
    b: bm,
    close: async () => {
      await b.context.close()
      if (other) await other.context.close()
    },
  }
}
