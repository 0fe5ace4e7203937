// `npm start`: install dependencies when needed, build for production, then run the reference gateway
// (which serves dist/ and the API) on PORT (default 8080) and print its address once it answers.
// Ctrl-C (SIGINT) or SIGTERM is forwarded to the gateway.
import { ROOT, bin, ensureDeps, run } from "./lib.mjs"

process.chdir(ROOT)
try {
  await ensureDeps()
} catch (err) {
  console.error(err.message)
  process.exit(1)
}
const built = await run("node", ["build.mjs"])
if (built !== 0) process.exit(built)

const port = process.env.PORT || "8080"
const host = process.env.HOST && process.env.HOST !== "0.0.0.0" ? process.env.HOST : "127.0.0.1"
let exited = false
// tsx from node_modules/.bin (what `npx tsx` runs), spawned directly so SIGINT/SIGTERM reach the gateway.
const gateway = run(bin("tsx"), ["gateway/main.ts"], { env: { PORT: port } }).then((code) => {
  exited = true
  return code
})

/** Polls the gateway until it answers (60 s at most), then prints the address. */
async function announce() {
  const deadline = Date.now() + 60_000
  while (!exited && Date.now() < deadline) {
    try {
      await fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(2_000) })
      console.log(`\nApp running at http://localhost:${port}/\n`)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  if (!exited) console.log(`\nThe gateway has not answered on port ${port} yet; it should be at http://localhost:${port}/\n`)
}

void announce()
process.exit(await gateway)
