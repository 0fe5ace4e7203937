// @vitest-environment node
// Fuzzing the reference gateway (issue 15), seeded and small enough for every run: malformed requests to
// every endpoint of the contract table (signed and unsigned, sealed, plain and garbage bodies, near-valid
// and hostile values, good, foreign and garbage tokens) and to the upload, report and dev routes answer
// below 500 — /facade/api always with an envelope — and hostile WebSocket sessions leave the relay
// serving. Long runs: `npm run fuzz:gateway -- --runs N`.
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api, type ApiName } from "../../infrastructure/gateway/contract"
import type { BuiltGateway } from "../../gateway/server"
import { contractRequestArb, type FuzzTarget, newStats, requestArb, sendAndCount } from "../support/gatewayFuzz"
import { newWsStats, playSession, relayServes, wsSessionArb } from "../support/relayFuzz"
import { call, listenRelay, login, removeTempDirs, startGateway } from "./helpers"

const SEED = 15_015
let gw: BuiltGateway
let target: FuzzTarget
let relay: string
let rtm: { userId: string; token: string }
const USED_NONCE = "fuzz-used-nonce"

beforeAll(async () => {
  gw = await startGateway()
  relay = await listenRelay(gw)
  const r = await login(gw, "alex@example.com", "password1", "fuzz-device")
  target = { gw, member: { token: r.data.loginToken as string, deviceId: "fuzz-device", userId: r.data.userId as number } }
  const t = await call(gw, "rtmToken", {}, { token: target.member.token, deviceId: "fuzz-device", userId: target.member.userId, nonce: USED_NONCE })
  rtm = { userId: String(target.member.userId), token: t.data.token as string }
})
afterAll(async () => {
  await gw.app.close()
  removeTempDirs()
})

describe("Given malformed requests", () => {
  it("when 400 of them reach the contract, upload, report and dev routes, then none answers 5xx and every API answer is an envelope", async () => {
    const stats = newStats()
    await fc.assert(
      fc.asyncProperty(requestArb, async (r) => {
        const before = stats.findings.length
        await sendAndCount(target, r, stats, USED_NONCE)
        return stats.findings.length === before
      }),
      { seed: SEED, numRuns: 400, endOnFailure: true },
    )
    expect(stats.findings).toEqual([])
    expect(stats.requests).toBe(400)
    // Some got through the pipeline to a handler's own answer (the fuzz reaches the handlers).
    expect(stats.handled).toBeGreaterThan(20)
  }, 120_000)

  it("when every contract endpoint gets 4 signed requests with a member's token, then none answers 5xx", async () => {
    const stats = newStats()
    for (const name of Object.keys(Api) as ApiName[]) {
      const samples = fc.sample(contractRequestArb.filter((r) => r.name === name), { seed: SEED, numRuns: 4 })
      for (const r of samples) await sendAndCount(target, { ...r, sign: "valid", token: "member", appId: "right", body: Api[name].plain ? "plain" : "sealed", method: Api[name].method, contentType: null }, stats, USED_NONCE)
    }
    expect(stats.findings).toEqual([])
    expect(stats.requests).toBe(Object.keys(Api).length * 4)
  }, 120_000)
})

/**
 * Every dev route that reads a JSON body (gateway/dev*.ts, each through dev.ts's jsonBody), for the
 * member: the bodies it must refuse with a 400 rather than read a field of null (a 500) or answer as if
 * the body were empty (a 404 "unknown user", a 401).
 */
const DEV_BODY_ROUTES = (id: number): ReadonlyArray<string> => [
  "/dev/members/phone", "/dev/members/email", // dev.ts
  "/dev/pay/complete", // devPay.ts
  `/dev/users/${id}/gold`, `/dev/users/${id}/host`, `/dev/users/${id}/friend`, // devCalls.ts
  "/dev/idp/identities", "/dev/idp/token", // devIdp.ts
  `/dev/users/${id}/system-message`, `/dev/users/${id}/seed-conversation`, `/dev/users/${id}/friend-request`, `/dev/users/${id}/notice`, // devIm.ts
  `/dev/users/${id}/avatar-review`, `/dev/users/${id}/block`, // devProfile.ts
  "/dev/push/test", // devPush.ts
  `/dev/users/${id}/status`, `/dev/users/${id}/unfriend`, // devSocial.ts
]
/** Not JSON, or JSON that is no object. */
const NOT_AN_OBJECT = ["{", "null", "[]", "[{\"friendId\": 1}]", "7", "\"text\"", "\u0000"]

describe("Given a dev route's body that is malformed JSON or a JSON null", () => {
  it("when each dev route that reads a JSON body gets one, then it answers 400 with a message, never 5xx or an answer as if the body were empty", async () => {
    const answers: string[] = []
    for (const url of DEV_BODY_ROUTES(target.member.userId))
      for (const payload of NOT_AN_OBJECT) {
        const res = await gw.app.inject({ method: "POST", url, headers: { "content-type": "application/json", authorization: target.member.token }, payload })
        if (res.statusCode !== 400 || typeof (res.json() as { msg?: unknown }).msg !== "string") answers.push(`${url} ${JSON.stringify(payload)} -> ${res.statusCode}`)
      }
    expect(answers).toEqual([])
  })
})

describe("Given hostile relay sessions", () => {
  it("when 40 of them send garbage, wrong hellos, bad signals, binary and oversized frames, then the relay still authenticates and delivers", async () => {
    const stats = newWsStats()
    const left: Array<{ terminate: () => void }> = []
    for (const s of fc.sample(wsSessionArb, { seed: SEED, numRuns: 40 })) {
      const ws = await playSession(relay, s, rtm, stats)
      if (ws) left.push(ws)
    }
    expect(await relayServes(gw, relay, rtm)).toBe(true)
    for (const ws of left) ws.terminate()
    expect(stats.sessions).toBe(40)
    expect(stats.frames).toBeGreaterThan(40)
    expect(stats.ready).toBeGreaterThan(0)
  }, 120_000)
})
