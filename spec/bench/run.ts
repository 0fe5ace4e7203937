// `npm run bench`: (1) startup as the browser sees it and Lighthouse (spec/bench/browser.ts: the built
// client served by the reference gateway with brotli, every script Chromium fetches on the first visit
// within <= 120 KiB and <= 12 requests, Agora/Firebase/emoji/QR/country tables/IM and call layers only
// when used; Lighthouse mobile, median of 3, on the first visit and the signed-in wall; `--no-lighthouse`
// skips Lighthouse); (2) the runtime and scale figures (spec/bench/runtime.ts: replay, live store,
// inspector, older history, trace scale in Node; chat, inspector and a local call in Chromium against
// the reference gateway). The figures are written to bench/latest.json (spec/bench/figures.ts).
// `--startup-only` runs (1) alone. Exits 1 when a check fails or a part could not be measured.
import { browserBench } from "./browser"
import { writeFigures } from "./figures"
import { runtimeBench } from "./runtime"

const ok = await browserBench({ lighthouse: !process.argv.includes("--no-lighthouse") })
console.log("")
const runtimeOk = process.argv.includes("--startup-only") ? true : await runtimeBench()
console.log(`\nfigures written to ${writeFigures(ok && runtimeOk)}`)
process.exit(ok && runtimeOk ? 0 : 1)
