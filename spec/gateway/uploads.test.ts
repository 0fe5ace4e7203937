// @vitest-environment node
// Image uploads of the reference gateway (m§5, m§7): multipart field "image", images only by content,
// 5 MB at most, signed and signed in; the stored file is served back at the answered URL.
import { randomUUID } from "node:crypto"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { IMAGE_MAX_BYTES } from "../../domain/constants"
import type { BuiltGateway } from "../../gateway/server"
import { API_PREFIX } from "../../infrastructure/gateway/contract"
import { signParams } from "../../infrastructure/gateway/wire"
import { login, removeTempDirs, startGateway } from "./helpers"

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64")

let gw: BuiltGateway
beforeEach(async () => {
  gw = await startGateway()
})
afterEach(async () => {
  await gw.app.close()
  removeTempDirs()
})

interface Upload {
  readonly path?: string
  readonly field?: string
  readonly bytes: Buffer
  readonly token?: string
  readonly sign?: boolean
}

/** Posts one multipart upload the way the client's Uploads port does. */
const upload = async ({ path = "/upload/images", field = "image", bytes, token, sign = true }: Upload) => {
  const query: Record<string, string | number> = { appId: gw.options.appId, version: "0.1.0", platformType: 4, languageId: 1, deviceId: "device-test-1", userId: "", timestamp: gw.options.now(), nonce: randomUUID() }
  if (sign) query.sign = await signParams(gw.options.signingSecret, query)
  const boundary = `----b${randomUUID()}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="image"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await gw.app.inject({
    method: "POST",
    url: `${API_PREFIX}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: token } : {}) },
    payload,
  })
  return { http: res.statusCode, ...(res.json() as { code: number; msg: string; data?: { url: string } }) }
}

const token = async () => (await login(gw, "alex@example.com", "password1")).data.loginToken as string

describe("image upload", () => {
  it("stores a PNG and serves it at the answered URL, on both upload paths", async () => {
    const t = await token()
    for (const path of ["/upload/images", "/upload/uploadAlbumImage"]) {
      const r = await upload({ path, bytes: PNG, token: t })
      expect(r.code).toBe(200)
      expect(r.data!.url).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/)
      const served = await gw.app.inject({ method: "GET", url: r.data!.url })
      expect(served.statusCode).toBe(200)
      expect(Buffer.from(served.rawPayload).equals(PNG)).toBe(true)
    }
  })

  it("refuses what is not an image, whatever its declared type", async () => {
    const r = await upload({ bytes: Buffer.from("<svg onload=alert(1)></svg>"), token: await token() })
    expect(r.code).toBe(400)
    expect(r.data).toBeUndefined()
  })

  it("refuses an image over 5 MB and another field name", async () => {
    const t = await token()
    const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)])
    expect((await upload({ bytes: big, token: t })).code).toBe(400)
    expect((await upload({ bytes: PNG, token: t, field: "file" })).code).toBe(400)
  })

  it("needs a login token (401) and a signature (10002)", async () => {
    expect((await upload({ bytes: PNG })).http).toBe(401)
    expect((await upload({ bytes: PNG, token: await token(), sign: false })).code).toBe(10002)
  })
})
