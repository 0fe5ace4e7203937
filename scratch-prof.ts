import fs from "node:fs"
import { parseTrace } from "./infrastructure/log/trace"
import { replay } from "./domain/runtime/replay"
const trace = parseTrace(fs.readFileSync("/tmp/rtrace.ndjson", "utf8"))
for (let i = 0; i < 5; i++) replay(trace.events)
const t = performance.now(); for (let i = 0; i < 40; i++) replay(trace.events); console.log((100000 / ((performance.now() - t) / 40) / 1000).toFixed(2), "M ev/s")
