// Entry point of the reference gateway (`npx tsx gateway/main.ts`): builds the server from the
// environment, prints the seeded credentials, listens on HOST:PORT and closes cleanly on SIGINT/SIGTERM.
import { LOCAL_DEFAULTS } from "../infrastructure/config"
import { listenOptions } from "./config"
import { SEED_ACCOUNTS, SEED_PHONE } from "./seed"
import { buildServer } from "./server"

const main = async (): Promise<void> => {
  const { app, options, seeded } = await buildServer()
  const { port, host } = listenOptions()
  if (options.mode === "production" && (options.signingSecret === LOCAL_DEFAULTS.signingSecret || options.codecKey === LOCAL_DEFAULTS.codecKey))
    app.log.warn("production mode with the public local SIGNING_SECRET / CODEC_KEY: set both in the environment")
  await app.listen({ port, host })
  const lines = [
    `gateway (${options.mode}) on http://${host}:${port}  data: ${options.dataDir}${seeded ? " (freshly seeded)" : ""}`,
    `static: ${options.staticDir}${options.mode === "local" ? "   dev outbox: /dev/outbox" : ""}`,
    "seeded accounts (e-mail / password):",
    ...SEED_ACCOUNTS.map((a) => `  ${a.email.padEnd(24)} ${a.password.padEnd(10)} ${a.role}`),
    `seeded phone member (country code / number / password): +${SEED_PHONE.countryCode} ${SEED_PHONE.mobileNo} ${SEED_PHONE.password}`,
  ]
  process.stdout.write(`${lines.join("\n")}\n`)
  const stop = (signal: string) => {
    app.log.info(`${signal}: closing`)
    app.close().then(() => process.exit(0), () => process.exit(1))
  }
  process.once("SIGINT", () => stop("SIGINT"))
  process.once("SIGTERM", () => stop("SIGTERM"))
}

main().catch((err: unknown) => {
  process.stderr.write(`gateway failed to start: ${err instanceof Error ? err.stack : String(err)}\n`)
  process.exit(1)
})
