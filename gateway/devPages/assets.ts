// The stand-in pages' scripts and styles (local mode), served as files of their own so the pages carry
// no inline script or style and run under the same strict Content-Security-Policy as the app.
import fs from "node:fs"
import type { FastifyInstance } from "fastify"

const TYPES = { js: "text/javascript; charset=utf-8", css: "text/css; charset=utf-8" } as const

/** Serves `gateway/devPages/<name>` at `url` (read once, at registration). */
export const serveDevAsset = (app: FastifyInstance, url: string, name: `${string}.${keyof typeof TYPES}`): void => {
  const text = fs.readFileSync(new URL(`./${name}`, import.meta.url), "utf8")
  const type = TYPES[name.slice(name.lastIndexOf(".") + 1) as keyof typeof TYPES]
  app.get(url, async (_req, reply) => reply.header("cache-control", "no-cache").type(type).send(text))
}
