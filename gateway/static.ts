// Static files: the built client from dist/ (pre-compressed .br/.gz chosen by Accept-Encoding, hashed
// names cached for a year, the HTML pages and the service worker never), the trace inspector page at /inspector, generated media
// from DATA_DIR/media, and the SPA fallback that answers client-side routes (no file extension) with
// index.html.
import fs from "node:fs"
import path from "node:path"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply } from "fastify"

/** esbuild `[name]-[hash]` file names: a dash, eight upper-case base32 characters, then a dot. */
export const HASHED_NAME = /-[A-Z0-9]{8}\./

/** Cache-Control for a file of the built client, by its (possibly .br/.gz) path. */
export const cacheControlFor = (file: string): string => {
  const base = path.basename(file)
  // The pages and the service worker (a new sw.js must reach browsers at once) are always revalidated.
  if (/^((index|inspector)\.html|sw\.js)(\.br|\.gz)?$/.test(base)) return "no-cache"
  if (HASHED_NAME.test(base)) return "public, max-age=31536000, immutable"
  return "public, max-age=300"
}

/** Paths that belong to the gateway itself and never fall back to index.html. */
const OWN_PREFIX = /^\/(facade\/api|dev|media|csp)(\/|$)/

const NOT_BUILT = "The web client is not built yet: run `npm run build`, then reload.\n"

/** The trace inspector page (a standalone page of the build; its assets use relative URLs). */
const INSPECTOR_HTML = "inspector.html"

/** Registers client files, media files and the SPA / 404 fallback. */
export const registerStatic = async (app: FastifyInstance, staticDir: string, dataDir: string): Promise<void> => {
  const mediaDir = path.join(dataDir, "media")
  fs.mkdirSync(mediaDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: staticDir,
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply: FastifyReply, file: string) => reply.header("cache-control", cacheControlFor(file)),
  })
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: "/media/",
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply: FastifyReply) => reply.header("cache-control", "public, max-age=86400"),
  })
  // The inspector at /inspector (no trailing slash: its relative asset URLs resolve against the root).
  app.get("/inspector", (_req, reply) => {
    if (fs.existsSync(path.join(staticDir, INSPECTOR_HTML))) return reply.sendFile(INSPECTOR_HTML)
    return reply.type("text/plain; charset=utf-8").header("cache-control", "no-store").send(NOT_BUILT)
  })
  app.get("/inspector/", (_req, reply) => reply.redirect("/inspector", 301))
  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split("?")[0] ?? "/"
    const last = pathname.slice(pathname.lastIndexOf("/") + 1)
    const spaRoute = (req.method === "GET" || req.method === "HEAD") && !OWN_PREFIX.test(pathname) && !last.includes(".")
    if (spaRoute && fs.existsSync(path.join(staticDir, "index.html"))) return reply.sendFile("index.html")
    if (spaRoute) return reply.type("text/plain; charset=utf-8").header("cache-control", "no-store").send(NOT_BUILT)
    return reply.code(404).type("application/json; charset=utf-8").send({ code: 404, msg: "not found" })
  })
}
