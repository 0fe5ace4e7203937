// The Uploads port over XMLHttpRequest (m§5/§7 image upload): reads the blob at the request's local
// URL, posts it as multipart field "image" to its target's path (./uploadContract.ts; chat images at
// /upload/images) with the common signed query (a§7) and the login token, reports upload progress,
// and decodes data.url (and an album picture's id) from the answer. Never throws.
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { Uploads, UploadReport } from "../../domain/runtime/ports"
import { PLATFORM_TYPE } from "../../domain/constants"
import type { AppConfig } from "../config"
import { API_PREFIX } from "./request"
import { UploadApi, UploadedWire } from "./uploadContract"
import { signParams } from "./wire"

/** Path of the chat image upload endpoint under the API prefix (m§7). */
export const UPLOAD_IMAGES_PATH = UploadApi.chatImage

/** What the uploader needs of the page (injectable for tests). */
export interface UploadDeps {
  readonly fetchBlob: (url: string) => Promise<Blob>
  readonly xhr: () => XMLHttpRequest
  readonly now: () => number
  readonly nonce: () => string
}

/** The envelope of an upload answer: code, message and data (decoded as UploadedWire on code 200). */
const UploadEnvelope = Schema.Struct({ code: Schema.Unknown, msg: Schema.optionalKey(Schema.Unknown), data: Schema.optionalKey(Schema.Unknown) })
const decodeEnvelope = Schema.decodeUnknownResult(UploadEnvelope)
const decodeUploaded = Schema.decodeUnknownResult(UploadedWire)

/**
 * The stored image of a code-200 JSON answer (HTTP `status`, body `text`): data.url, and data.id when
 * the target answers one (album pictures), decoded with UploadedWire; else a failure reason
 * ("code <code>[: msg]", "http <status>", or "data invalid" for a 200 answer of the wrong shape).
 */
export const uploadedUrl = (status: number, text: string): { url: string; id?: number } | { reason: string } => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { reason: `http ${status}` }
  }
  const env = decodeEnvelope(json)
  if (Result.isFailure(env)) return { reason: `http ${status}` }
  const { code, msg } = env.success
  if (status === 200 && code === 200) {
    const data = decodeUploaded(env.success.data)
    if (Result.isFailure(data) || data.success.url === "") return { reason: "data invalid" }
    return data.success.id !== undefined ? { url: data.success.url, id: data.success.id } : { url: data.success.url }
  }
  return { reason: `code ${String(code ?? status)}${typeof msg === "string" && msg !== "" ? `: ${msg}` : ""}` }
}

/** The Uploads port for `config`. */
export const makeUploads = (config: AppConfig, deps: UploadDeps): Uploads["Service"] => ({
  upload: (request, report) => {
    const fail = (reason: string) => report({ _tag: "UploadFailed", key: request.key, reason } satisfies UploadReport)
    void (async () => {
      try {
        const blob = await deps.fetchBlob(request.localUrl)
        const query: Record<string, string | number> = {
          appId: config.appId,
          version: config.version,
          platformType: PLATFORM_TYPE,
          languageId: request.caller.languageId,
          deviceId: request.caller.deviceId,
          userId: request.caller.userId,
          timestamp: deps.now(),
          nonce: deps.nonce(),
        }
        query["sign"] = await signParams(config.signingSecret, query)
        const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
        const form = new FormData()
        form.append("image", blob, "image")
        const x = deps.xhr()
        x.open("POST", `${config.gatewayUrl}${API_PREFIX}${UploadApi[request.target ?? "chatImage"]}?${search}`)
        if (request.caller.token !== "") x.setRequestHeader("authorization", request.caller.token)
        x.timeout = config.requestTimeoutMs
        x.upload.onprogress = (ev) => report({ _tag: "UploadProgressed", key: request.key, loaded: ev.loaded, total: ev.lengthComputable ? ev.total : blob.size })
        x.onload = () => {
          const r = uploadedUrl(x.status, x.responseText)
          if ("url" in r) report({ _tag: "UploadFinished", key: request.key, ...r })
          else fail(r.reason)
        }
        x.onerror = () => fail("network")
        x.ontimeout = () => fail("timeout")
        x.send(form)
      } catch (err) {
        fail(String(err).slice(0, 200))
      }
    })()
  },
})
