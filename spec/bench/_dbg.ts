import { chromium } from "@playwright/test"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"
import { startBenchGateway } from "./gateway"
const gw = await startBenchGateway(process.argv[2]!)
const b = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] })
const p = await b.newPage({ viewport: { width: 1280, height: 800 } })
p.on("response", (r) => r.status() >= 400 && console.log("404:", r.url()))
p.on("pageerror", (e) => console.log("pageerror:", e.message.slice(0, 500)))
await p.goto(gw.url, { waitUntil: "networkidle" })
await p.waitForTimeout(3000)
await p.screenshot({ path: "/tmp/perf-dbg.png" })
await b.close(); await gw.stop()
