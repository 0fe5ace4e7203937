// @vitest-environment node
// Static serving of the built client: pre-compressed variants by Accept-Encoding, cache headers for
// hashed names and index.html, the SPA fallback, the not-built hint, and dev routes only in local mode.
import fs from "node:fs"
import path from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { BuiltGateway } from "../../gateway/server"
import { startGateway, tempDir, removeTempDirs } from "./helpers"

const JS = "console.log('hello from the client bundle')\n".repeat(20)
const HTML = "<!doctype html><title>app</title><script src=/app-ABCD2345.js></script>"

const fakeDist = (): string => {
  const dir = tempDir("dist")
  for (const [name, text] of [["app-ABCD2345.js", JS], ["index.html", HTML], ["robots.txt", "User-agent: *\n"]] as const) {
    fs.writeFileSync(path.join(dir, name), text)
    fs.writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text))
    fs.writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text))
  }
  return dir
}

let gw: BuiltGateway
beforeAll(async () => {
  gw = await startGateway({ staticDir: fakeDist() })
})
afterAll(async () => {
  await gw.app.close()
  removeTempDirs()
})

const get = (url: string, encoding?: string) =>
  gw.app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} })

describe("static client", () => {
  it("serves the brotli or gzip file by Accept-Encoding, with an immutable cache on hashed names", async () => {
    const br = await get("/app-ABCD2345.js", "br, gzip")
    expect(br.statusCode).toBe(200)
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers["content-type"]).toContain("javascript")
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable")
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.rawPayload.equals(brotliCompressSync(JS))).toBe(true)
    const gz = await get("/app-ABCD2345.js", "gzip")
    expect(gz.headers["content-encoding"]).toBe("gzip")
    const plain = await get("/app-ABCD2345.js")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body).toBe(JS)
  })

  it("does not cache index.html and gives unhashed files a short cache", async () => {
    const index = await get("/", "br")
    expect(index.headers["content-type"]).toContain("text/html")
    expect(index.headers["cache-control"]).toBe("no-cache")
    expect((await get("/robots.txt")).headers["cache-control"]).toBe("public, max-age=300")
  })

  it("answers client-side routes with index.html and missing files with 404", async () => {
    for (const url of ["/tr/login", "/profile/edit", "/message?x=1"]) {
      const r = await get(url)
      expect(r.statusCode).toBe(200)
      expect(r.body).toBe(HTML)
      expect(r.headers["cache-control"]).toBe("no-cache")
    }
    expect((await get("/missing-file.js")).statusCode).toBe(404)
    expect((await get("/media/nothing")).statusCode).toBe(404)
    expect((await get("/dev/nothing")).statusCode).toBe(404)
  })
})

describe("without a build and in production mode", () => {
  it("tells to run npm run build when dist/ is missing", async () => {
    const bare = await startGateway({ staticDir: path.join(tempDir("nodist"), "dist") })
    const r = await bare.app.inject({ method: "GET", url: "/" })
    expect(r.statusCode).toBe(200)
    expect(r.headers["content-type"]).toContain("text/plain")
    expect(r.body).toContain("npm run build")
    expect((await bare.app.inject({ method: "GET", url: "/dev/outbox" })).statusCode).toBe(200)
    await bare.app.close()
  })

  it("has no /dev routes in production mode", async () => {
    const prod = await startGateway({ mode: "production" })
    const r = await prod.app.inject({ method: "GET", url: "/dev/outbox" })
    expect(r.statusCode).toBe(404)
    await prod.app.close()
  })
})
