import fs from "node:fs"
import { buildTrace } from "../../infrastructure/log/exportTrace"
import { generateEvents } from "./events"
const env = { app: "replay-bench", locale: "en", userAgent: "node", timeZone: "UTC", now: 0 }
fs.writeFileSync(process.argv[2]!, buildTrace(generateEvents(100_000, 42), [], env, { includeText: true }).text)
