// Image uploads (m§5, m§7): POST /facade/api/upload/images (and the older /upload/uploadAlbumImage) for
// chat pictures, /album/uploadAlbumImage (a picture added to the member's own album: answers its id too)
// and /report/video/report/images (a video-call report screenshot); multipart field "image", images only (PNG, JPEG, GIF or WebP by their first bytes, whatever the declared type), at most
// IMAGE_MAX_BYTES (5 MB); signed query and login token like every non-public endpoint. Files are stored
// by content hash under DATA_DIR/media/uploads and served at /media/uploads/<hash>.<ext>.
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import multipart from "@fastify/multipart"
import type { FastifyInstance, FastifyRequest } from "fastify"
import { IMAGE_MAX_BYTES } from "../domain/constants"
import { API_PREFIX, Code } from "../infrastructure/gateway/contract"
import { LEGACY_CHAT_UPLOAD_PATH, UploadApi, type UploadedWire } from "../infrastructure/gateway/uploadContract"
import type { BodyCodec } from "../infrastructure/gateway/wire"
import { type Answer, fail, ok } from "./answers"
import { sendEnvelope } from "./api"
import { resolveToken, tokenOf } from "./auth"
import type { GatewayOptions } from "./config"
import type { Db, User } from "./db"
import { NonceGuard, type Params, verifySignature } from "./protocol"

/** Paths of the upload endpoints under the API prefix (m§7; the contract's upload table plus the older chat path). */
export const UPLOAD_PATHS = [UploadApi.chatImage, LEGACY_CHAT_UPLOAD_PATH, UploadApi.albumImage, UploadApi.reportImage] as const
/** One upload endpoint's path. */
export type UploadPath = (typeof UPLOAD_PATHS)[number]

/** Folder under DATA_DIR/media where uploads are kept, and its URL prefix. */
export const UPLOADS_DIR = "uploads"

/** Code of an upload that is not an image or is too large (the client checks first: m§5 imgSizeErr). */
export const UPLOAD_REJECTED = Code.badParams

const SIGNATURES: ReadonlyArray<{ readonly ext: string; readonly test: (b: Buffer) => boolean }> = [
  { ext: "png", test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: "jpg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: "gif", test: (b) => b.subarray(0, 4).toString("latin1") === "GIF8" },
  { ext: "webp", test: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" },
]

/** The file extension of an image in `bytes` by its signature, or null when it is not an image we take. */
export const imageKind = (bytes: Buffer): string | null => SIGNATURES.find((s) => s.test(bytes))?.ext ?? null

/** Stores `bytes` (already checked) and returns its public URL, /media/uploads/<sha256>.<ext>. */
export const storeImage = (dataDir: string, bytes: Buffer, ext: string): string => {
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${ext}`
  const dir = path.join(dataDir, "media", UPLOADS_DIR)
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, name)
  if (!fs.existsSync(file)) fs.writeFileSync(file, bytes)
  return `/media/${UPLOADS_DIR}/${name}`
}

/** What the upload routes need from the server. */
export interface UploadDeps {
  readonly db: Db
  readonly opts: GatewayOptions
  readonly codec: BodyCodec
  /**
   * Called after a successful upload (album pictures are recorded here); may add fields to the answer's
   * data (the album picture's id). May not throw.
   */
  readonly onStored?: (user: User, url: string, endpoint: UploadPath, now: number) => Partial<UploadedWire> | undefined
}

const receive = async (deps: UploadDeps, nonces: NonceGuard, req: FastifyRequest, endpoint: UploadPath): Promise<Answer<UploadedWire>> => {
  const now = deps.opts.now()
  const query = (req.query ?? {}) as Params
  if (query.appId !== deps.opts.appId) return fail(Code.badParams, "unknown appId")
  if (!(await verifySignature(deps.opts.signingSecret, query, {}, now, nonces))) return fail(Code.badSignature, "sign invalid")
  const found = resolveToken(deps.db, tokenOf(req.headers.authorization), typeof query.deviceId === "string" ? query.deviceId : "", now)
  if ("refusal" in found) return found.refusal
  if (!req.isMultipart()) return fail(UPLOAD_REJECTED, "multipart field image expected")
  const file = await req.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } })
  if (!file || file.fieldname !== "image") return fail(UPLOAD_REJECTED, "multipart field image expected")
  const bytes = await file.toBuffer().catch(() => null)
  if (bytes === null || file.file.truncated) return fail(UPLOAD_REJECTED, "image larger than 5 MB")
  const ext = imageKind(bytes)
  if (ext === null) return fail(UPLOAD_REJECTED, "only PNG, JPEG, GIF or WebP images")
  const url = storeImage(deps.opts.dataDir, bytes, ext)
  return ok({ url, ...deps.onStored?.(found.user, url, endpoint, now) })
}

/** Registers the upload endpoints in their own scope (multipart parsing only there). */
export const registerUploads = async (app: FastifyInstance, deps: UploadDeps): Promise<void> => {
  const nonces = new NonceGuard()
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10 } })
    for (const endpoint of UPLOAD_PATHS) {
      scope.post(API_PREFIX + endpoint, async (req, reply) => {
        try {
          const a = await receive(deps, nonces, req, endpoint)
          const http = "http" in a && a.http !== undefined ? a.http : 200
          return sendEnvelope(reply, deps.codec, false, a.code === 200 ? { code: 200, msg: "success", data: a.data } : { code: a.code, msg: "msg" in a ? a.msg : "" }, http)
        } catch (err) {
          req.log.error({ err, endpoint }, "upload failed")
          return sendEnvelope(reply, deps.codec, false, { code: Code.internal, msg: "internal server error" }, 500)
        }
      })
    }
  })
}
