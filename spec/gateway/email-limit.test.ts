// @vitest-environment node
// Wrong e-mail passwords on the reference gateway: 10 per account and 10 per device within 15 minutes,
// then emailLogin answers 35505 ("too many wrong passwords", the phone flow's code) even to the right
// password until the window has passed; the right password before that forgets the account's failures.
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { EMAIL_FAILURE_WINDOW_MS, EMAIL_PASSWORD_TRIES } from "../../gateway/routes/account"
import type { BuiltGateway } from "../../gateway/server"
import { login, removeTempDirs, startGateway } from "./helpers"

let gw: BuiltGateway
let now = Date.UTC(2026, 0, 10, 12)
beforeEach(async () => {
  now = Date.UTC(2026, 0, 10, 12)
  gw = await startGateway({ now: () => now })
})
afterEach(async () => {
  await gw.app.close()
  removeTempDirs()
})

const wrong = async (email: string, device: string, n: number) => {
  const codes: number[] = []
  for (let i = 0; i < n; i++) {
    codes.push((await login(gw, email, `wrong-${i}`, device)).code)
    now += 1_000
  }
  return codes
}

describe("Given an account that gets wrong passwords", () => {
  it("when 10 wrong ones arrive within 15 minutes, then the 11th try answers 35505, even with the right password, on any device", async () => {
    expect(EMAIL_PASSWORD_TRIES).toBe(10)
    expect(EMAIL_FAILURE_WINDOW_MS).toBe(15 * 60_000)
    expect(await wrong("alex@example.com", "dev-a", 10)).toEqual(Array(10).fill(10006))
    expect(await login(gw, "alex@example.com", "password1", "dev-a")).toMatchObject({ code: 35505, msg: "Too many wrong passwords" })
    expect((await login(gw, "alex@example.com", "password1", "dev-other")).code).toBe(35505)
    // Another account is not affected.
    expect((await login(gw, "sam@example.com", "password2", "dev-other")).code).toBe(200)
  })

  it("when the 15 minutes since the failures pass, then the right password signs in again", async () => {
    await wrong("alex@example.com", "dev-a", 10)
    expect((await login(gw, "alex@example.com", "password1", "dev-a")).code).toBe(35505)
    now += EMAIL_FAILURE_WINDOW_MS - 9_000 // the oldest failure is now just outside the window
    expect((await login(gw, "alex@example.com", "password1", "dev-a")).code).toBe(200)
  })

  it("when the right password comes after 9 wrong ones, then the count starts again from 0", async () => {
    await wrong("alex@example.com", "dev-a", 9)
    expect((await login(gw, "alex@example.com", "password1", "dev-a")).code).toBe(200)
    expect(await wrong("alex@example.com", "dev-a", 9)).toEqual(Array(9).fill(10006))
    expect((await login(gw, "alex@example.com", "password1", "dev-a")).code).toBe(200)
  })

  it("when wrong ones are spread over different devices, then they still count for the account", async () => {
    for (let i = 0; i < 10; i++) await wrong("alex@example.com", `dev-${i}`, 1)
    expect((await login(gw, "alex@example.com", "password1", "dev-fresh")).code).toBe(35505)
  })
})

describe("Given a device that tries wrong passwords on several accounts", () => {
  it("when it reaches 10 within 15 minutes, then that device gets 35505 on every account, other devices do not", async () => {
    await wrong("alex@example.com", "dev-x", 5)
    await wrong("sam@example.com", "dev-x", 5)
    expect((await login(gw, "mia.host@example.com", "hostpass1", "dev-x")).code).toBe(35505)
    expect((await login(gw, "mia.host@example.com", "hostpass1", "dev-y")).code).toBe(200)
    // Signing in to one of the accounts elsewhere forgets that account's failures only: the device keeps the other 5.
    expect((await login(gw, "alex@example.com", "password1", "dev-y")).code).toBe(200)
    expect((await login(gw, "lena.host@example.com", "hostpass2", "dev-x")).code).toBe(200)
    await wrong("lena.host@example.com", "dev-x", 5)
    expect((await login(gw, "lena.host@example.com", "hostpass2", "dev-x")).code).toBe(35505)
  })
})
