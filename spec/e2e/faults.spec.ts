// Seeded fault schedules for messaging (issue 15): two fresh members A and B in two browser contexts keep
// their chat with each other open while spec/support/faultSchedule.ts schedules send messages between
// relay WebSocket drops (routeWebSocket), aborted, answer-lost, slow and hung send requests (route),
// reloads, offline windows of 5-60 s (setOffline plus the page clock moved on, so windows longer than
// the 50 s request timeout take no real time) and duplicated or reordered relay deliveries. After each
// schedule both chats must show every message of it exactly once, each sender's in the order sent, the
// same order on both sides, own messages "Sent". Figures are printed for the whole run.
// FAULT_SCHEDULES (default 50) and FAULT_SEED choose the run; `npm run faults -- --schedules 1000`.
import { describeSchedule, type FaultFigures, type FaultSchedule, type FaultStep, judgeView, messagesOf, newFigures, REQUEST_TIMEOUT_MS, schedules, type Side } from "../support/faultSchedule"
import { expect, test } from "./helpers/csp"
import { chatLog, composer, type Member, newPair, recentEvents, releaseHung, resyncClock, sendText, sleep, view } from "./helpers/faults"

const COUNT = Number(process.env.FAULT_SCHEDULES ?? 50)
const SEED = Number(process.env.FAULT_SEED ?? 20_261_125)
/** A fresh pair of members every this many schedules (long runs keep the chats small). */
const PAIR_EVERY = 100
/** FAULT_ONLY=3,11: run only these schedules of the seed (no pinned ones), to look at a failure again. */
const ONLY = process.env.FAULT_ONLY ? new Set(process.env.FAULT_ONLY.split(",").map(Number)) : null

/**
 * Schedules that once failed, kept as regressions (run first, then the seeded ones). Each names what
 * it caught; see the fix in the domain.
 */
const PINNED: ReadonlyArray<{ readonly why: string; readonly steps: ReadonlyArray<FaultStep> }> = [
  {
    why: "seed 20261125 #2: a send that failed offline was overtaken by newer ones (the outbox skipped retrying entries); fixed: pump holds a conversation behind its failed send",
    steps: [
      { t: "offline", side: "b", seconds: 51, during: [] },
      { t: "send", from: "b" },
      { t: "offline", side: "b", seconds: 28, during: [{ t: "send", from: "b" }, { t: "send", from: "b" }] },
      { t: "abortSends", side: "a", n: 2 },
      { t: "send", from: "b" },
    ],
  },
  {
    why: "seed 20261125 #4/#5: own messages kept this device's clock (ahead after an offline window) and sorted after later replies; fixed: an acknowledged message takes the server's time",
    steps: [{ t: "offline", side: "b", seconds: 55, during: [] }, { t: "send", from: "b" }, { t: "wsDrop", side: "b" }, { t: "send", from: "a" }],
  },
  {
    why: "seed 20261125 #38 (and #28): a message sent while the reloaded side's channel was still coming up reached neither its first fetches nor its channel; fixed: the first connection resyncs like a reconnect",
    steps: [{ t: "reload", side: "a" }, { t: "send", from: "b" }],
  },
]

/** Runs one schedule; returns the problems found after convergence (empty when all is well). */
async function runSchedule(s: FaultSchedule, ms: Record<Side, Member>, figures: FaultFigures, debug?: (name: string, body: string) => Promise<void>): Promise<string[]> {
  const expected = messagesOf(s)
  const count = { a: 0, b: 0 }
  const send = async (from: Side) => sendText(ms[from], `f${s.index}-${from}${++count[from]}`)
  const tally = (kind: string) => (figures.faults[kind] = (figures.faults[kind] ?? 0) + 1)
  let hung = false
  const stepTimes: string[] = []
  for (const step of s.steps) {
    const stepStart = Date.now()
    if (step.t !== "send") tally(step.t === "offline" && step.seconds * 1000 > REQUEST_TIMEOUT_MS ? "offline>50s" : step.t)
    switch (step.t) {
      case "send":
        await send(step.from)
        break
      case "wsDrop":
        await ms[step.side].st.socket?.close({ code: 4001, reason: "dropped" }).catch(() => {})
        break
      case "abortSends":
        ms[step.side].st.abortSends += step.n
        break
      case "loseAnswers":
        ms[step.side].st.loseAnswers += step.n
        break
      case "slow":
        ms[step.side].st.slow = { n: step.n, ms: step.ms }
        break
      case "hang":
        ms[step.side].st.hang = true
        hung = true
        break
      case "reload":
        await ms[step.side].page.reload()
        await expect(chatLog(ms[step.side].page)).toBeVisible({ timeout: 20_000 })
        await expect(composer(ms[step.side].page)).toBeEditable()
        break
      case "dupFrames":
        ms[step.side].st.dupFrames += step.n
        break
      case "reorderFrames":
        ms[step.side].st.reorder = true
        break
      case "offline": {
        const m = ms[step.side]
        m.st.offline = true
        await m.context.setOffline(true)
        await m.st.socket?.close({ code: 4002, reason: "offline" }).catch(() => {})
        for (const d of step.during) await send(d.from)
        // The window passes on the member's clock (timers due in it fire: retries, reconnects, the 50 s timeout).
        await m.page.clock.fastForward(step.seconds * 1000)
        m.st.offline = false
        await m.context.setOffline(false)
        break
      }
    }
    stepTimes.push(`${step.t} ${Date.now() - stepStart}`)
  }
  if (process.env.FAULT_VERBOSE) console.log(`  steps: ${stepTimes.join(", ")}`)
  const convergeStart = Date.now()
  // A hung send is given up by the client at 50 s (its clock moves on), then reaches the server late.
  if (hung) {
    for (const m of [ms.a, ms.b]) if (m.st.hung.length > 0 || m.st.hang) await m.page.clock.fastForward(REQUEST_TIMEOUT_MS + 1_000)
    await releaseHung(ms.a)
    await releaseHung(ms.b)
  }
  // Converge: timers (retries with backoff, reconnects) run as the clocks move on.
  let problems: string[] = []
  let rounds = 0
  const trail: string[] = []
  for (let round = 0; round < 45; round++) {
    rounds = round
    for (const m of [ms.a, ms.b]) {
      if (m.st.held !== null && m.st.socket) {
        m.st.socket.send(m.st.held)
        m.st.held = null
        m.st.reorder = false
      }
    }
    const [va, vb] = await Promise.all([view(ms.a.page), view(ms.b.page)])
    problems = []
    const ja = judgeView(va.map((x) => x.text), expected)
    const jb = judgeView(vb.map((x) => x.text), expected)
    for (const [who, j] of [["A", ja], ["B", jb]] as const) {
      if (j.lost.length > 0) problems.push(`${who} lacks ${j.lost.join(" ")}`)
      if (j.duplicated.length > 0) problems.push(`${who} shows twice ${j.duplicated.join(" ")}`)
      if (j.outOfOrder.length > 0) problems.push(`${who} out of order ${j.outOfOrder.join("; ")}`)
    }
    if (ja.order.join(" ") !== jb.order.join(" ")) problems.push(`A shows ${ja.order.join(" ")}, B shows ${jb.order.join(" ")}`)
    const unsent = [...va.map((x) => ({ ...x, side: "a" })), ...vb.map((x) => ({ ...x, side: "b" }))].filter(
      (x) => x.delivery !== null && x.delivery !== "sent" && expected.some((e) => e.text === x.text && e.from === x.side),
    )
    if (unsent.length > 0) problems.push(`not yet sent: ${unsent.map((x) => `${x.text} (${x.delivery})`).join(" ")}`)
    if (problems.length === 0) {
      figures.messages += expected.length
      break
    }
    if (round % 5 === 0) trail.push(`round ${round}: ${problems.join("; ")}`)
    // The first rounds give the network a moment; later ones move the clocks on (retry backoff, reconnects).
    if (round < 3) await sleep(150)
    else {
      const ms_ = round < 6 ? 3_000 : 8_000
      await Promise.all([ms.a.page.clock.fastForward(ms_), ms.b.page.clock.fastForward(ms_)])
    }
  }
  if (process.env.FAULT_VERBOSE) console.log(`  converged after ${rounds} rounds in ${Date.now() - convergeStart} ms${trail.length > 0 ? `\n    ${trail.join("\n    ")}` : ""}`)
  if (process.env.FAULT_DUMP && rounds > 5) for (const m of [ms.a, ms.b]) console.log(`--- events ${m.side}\n${await recentEvents(m.page)}`)
  // Faults armed but not used end with the schedule (each schedule stands alone).
  for (const m of [ms.a, ms.b]) Object.assign(m.st, { abortSends: 0, loseAnswers: 0, slow: { n: 0, ms: 0 }, hang: false, dupFrames: 0 })
  if (problems.length > 0) {
    if (debug) for (const m of [ms.a, ms.b]) await debug(`events-${s.index}-${m.side}`, await recentEvents(m.page))
    const [va, vb] = await Promise.all([view(ms.a.page), view(ms.b.page)])
    const ja = judgeView(va.map((x) => x.text), expected)
    const jb = judgeView(vb.map((x) => x.text), expected)
    figures.messages += expected.length
    figures.lost += new Set([...ja.lost, ...jb.lost]).size
    figures.duplicated += new Set([...ja.duplicated, ...jb.duplicated]).size
    figures.outOfOrder += ja.outOfOrder.length + jb.outOfOrder.length + (ja.order.join(" ") !== jb.order.join(" ") ? 1 : 0)
  }
  figures.schedules++
  await resyncClock(ms.a)
  await resyncClock(ms.b)
  return problems
}

test("seeded fault schedules: every message once, in order, on both sides", async ({ page, context, browser, baseURL }, info) => {
  test.skip(info.project.name !== "desktop", "delivery under faults does not depend on the layout: desktop only")
  test.setTimeout(2 * (120_000 + COUNT * 6_000))
  const figures = newFigures()
  const failures: string[] = []
  const seeded = schedules(SEED, ONLY ? Math.max(...ONLY) + 1 : COUNT).filter((s) => !ONLY || ONLY.has(s.index))
  const all: FaultSchedule[] = [...(ONLY ? [] : PINNED.map((p, i) => ({ index: -1 - i, steps: p.steps }))), ...seeded]
  const started = Date.now()
  let pair = await newPair(page, context, browser, baseURL!, true)
  try {
    for (const [k, s] of all.entries()) {
      if (k > 0 && k % PAIR_EVERY === 0) {
        await pair.close()
        pair = await newPair(page, context, browser, baseURL!, false)
      }
      const t0 = Date.now()
      const problems = await runSchedule(s, { a: pair.a, b: pair.b }, figures, (name, body) => info.attach(name, { body, contentType: "text/plain" }))
      if (process.env.FAULT_VERBOSE) console.log(`${describeSchedule(s)}: ${Date.now() - t0} ms${problems.length > 0 ? " FAILED" : ""}`)
      if (problems.length > 0) failures.push(`${describeSchedule(s)} (seed ${SEED}):\n    ${problems.join("\n    ")}`)
    }
  } finally {
    await pair.close()
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  const faults = Object.entries(figures.faults).sort().map(([k, n]) => `${k} ${n}`).join(", ")
  const summary = `fault schedules (seed ${SEED}): ${figures.schedules} schedules, ${figures.messages} messages in ${seconds} s; lost ${figures.lost}, duplicated ${figures.duplicated}, out of order ${figures.outOfOrder}; faults: ${faults}`
  console.log(summary)
  await info.attach("fault-figures", { body: summary, contentType: "text/plain" })
  expect(failures, failures.join("\n")).toEqual([])
  expect(figures.schedules).toBe(all.length)
})
