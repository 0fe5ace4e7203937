import { chromium } from "@playwright/test"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"
import { startBenchGateway } from "./gateway"
const gw = await startBenchGateway(process.argv[2]!)
try {
  const b = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] })
  for (const vp of [{ n: "desktop", width: 1280, height: 800, m: false }, { n: "mobile", width: 390, height: 844, m: true }]) {
    for (const returning of [false, true]) {
      const ctx = await b.newContext({ viewport: { width: vp.width, height: vp.height }, isMobile: vp.m, hasTouch: vp.m, locale: "en-US" })
      if (returning) await ctx.addCookies([{ name: "RC_POP_18", value: "1", url: gw.url }])
      const p = await ctx.newPage()
      await p.route(/\/main-[A-Z0-9]+\.js$/, (r) => r.abort())
      await p.goto(gw.url, { waitUntil: "load" })
      await p.screenshot({ path: `/tmp/perf-shot-${vp.n}-${returning ? "returning" : "first"}-before.png` })
      await p.unroute(/\/main-[A-Z0-9]+\.js$/)
      await p.goto(gw.url, { waitUntil: "networkidle" })
      await p.waitForFunction(() => document.querySelector(".fp-paint") === null)
      await p.waitForTimeout(1500)
      await p.screenshot({ path: `/tmp/perf-shot-${vp.n}-${returning ? "returning" : "first"}-after.png` })
      await ctx.close()
    }
  }
  await b.close()
} finally { await gw.stop() }
