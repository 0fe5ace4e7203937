// @vitest-environment node
// The gateway serves the inspector page at /inspector (not cached, relative asset URLs resolve at the
// root), redirects /inspector/ there, and says how to build it when dist/ lacks it.
import fs from "node:fs"
import path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { removeTempDirs, startGateway, tempDir } from "../gateway/helpers"

const HTML = '<!doctype html><title>Trace inspector</title><script defer src="./inspector-ABCD2345.js"></script>'

afterAll(removeTempDirs)

describe("/inspector", () => {
  it("serves inspector.html without caching and redirects the trailing slash", async () => {
    const dist = tempDir("dist")
    fs.writeFileSync(path.join(dist, "inspector.html"), HTML)
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>app</title>")
    const gw = await startGateway({ staticDir: dist })
    try {
      for (const url of ["/inspector", "/inspector?lang=tr", "/inspector.html"]) {
        const r = await gw.app.inject({ method: "GET", url })
        expect(r.statusCode).toBe(200)
        expect(r.headers["content-type"]).toContain("text/html")
        expect(r.headers["cache-control"]).toBe("no-cache")
        expect(r.body).toBe(HTML)
      }
      const slash = await gw.app.inject({ method: "GET", url: "/inspector/" })
      expect(slash.statusCode).toBe(301)
      expect(slash.headers.location).toBe("/inspector")
    } finally {
      await gw.app.close()
    }
  })

  it("tells to run the build when the page is missing", async () => {
    const gw = await startGateway({ staticDir: tempDir("dist") })
    try {
      const r = await gw.app.inject({ method: "GET", url: "/inspector" })
      expect(r.statusCode).toBe(200)
      expect(r.headers["content-type"]).toContain("text/plain")
      expect(r.body).toContain("npm run build")
    } finally {
      await gw.app.close()
    }
  })
})
