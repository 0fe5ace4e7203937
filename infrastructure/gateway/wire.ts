// The gateway wire scheme shared by the client and the reference gateway (account-access-shell.md §7):
// canonical parameter strings, HMAC-SHA-256 request signatures and the AES-GCM body codec.
// Runs on WebCrypto only (browsers and Node >= 20), so both sides sign and encrypt byte-for-byte alike.

/** Header that marks a request (and therefore its answer) as carrying an encrypted body. */
export const CODEC_HEADER = "x-body-codec"
/** Value of {@link CODEC_HEADER} for the AES-GCM codec. */
export const CODEC_NAME = "aes-gcm"
/** Parameter names added by signing (§7: sign, timestamp, nonce, deviceId, userId). */
export const SIGN_FIELDS = ["sign", "timestamp", "nonce", "deviceId", "userId"] as const

/** A parameter value on the wire: scalars as text, objects as JSON; null/undefined are dropped. */
export type WireValue = string | number | boolean | null | undefined | object

const text = (v: Exclude<WireValue, null | undefined>): string =>
  typeof v === "object" ? JSON.stringify(v) : String(v)

/**
 * Canonical string of parameters: keys sorted by UTF-16 code unit, `sign` and empty values left out,
 * joined as `k=v&k=v` without URL encoding. Example: `{b: 2, a: "x"}` -> `a=x&b=2`.
 */
export const canonicalize = (params: Readonly<Record<string, WireValue>>): string =>
  Object.keys(params)
    .filter((k) => k !== "sign" && params[k] !== undefined && params[k] !== null)
    .sort()
    .map((k) => `${k}=${text(params[k] as Exclude<WireValue, null | undefined>)}`)
    .join("&")

const encoder = new TextEncoder()
const decoder = new TextDecoder()

const toHex = (buf: ArrayBuffer): string =>
  Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, "0")).join("")

/** Base64 of bytes (no line breaks), in browsers and Node alike. */
export const toBase64 = (bytes: Uint8Array): string => {
  let s = ""
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(s)
}

/** Bytes of a base64 string; throws on malformed input (callers map that to code 6666). */
export const fromBase64 = (b64: string): Uint8Array<ArrayBuffer> => {
  const s = atob(b64)
  const out = new Uint8Array(s.length)
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i)
  return out
}

/** Lower-case hex HMAC-SHA-256 of the canonical string of `params` under `secret`. */
export const signParams = async (secret: string, params: Readonly<Record<string, WireValue>>): Promise<string> => {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ])
  return toHex(await crypto.subtle.sign("HMAC", key, encoder.encode(canonicalize(params))))
}

/** Constant-time-ish comparison of two signatures (hex strings). */
export const sameSignature = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/** Encrypts and decrypts UTF-8 text as base64(iv[12] || AES-GCM ciphertext+tag). */
export interface BodyCodec {
  /** Encrypts `plain` with a fresh 12-byte IV. */
  readonly encrypt: (plain: string) => Promise<string>
  /** Decrypts; rejects when the text is not base64, too short, or fails authentication. */
  readonly decrypt: (sealed: string) => Promise<string>
}

/** Builds the AES-GCM codec from a base64 key of 16 or 32 bytes; rejects on a bad key. */
export const makeBodyCodec = async (keyBase64: string): Promise<BodyCodec> => {
  const key = await crypto.subtle.importKey("raw", fromBase64(keyBase64), { name: "AES-GCM" }, false, [
    "encrypt",
    "decrypt",
  ])
  return {
    encrypt: async (plain) => {
      const iv = crypto.getRandomValues(new Uint8Array(12))
      const ct = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, encoder.encode(plain)))
      const out = new Uint8Array(12 + ct.length)
      out.set(iv, 0)
      out.set(ct, 12)
      return toBase64(out)
    },
    decrypt: async (sealed) => {
      const bytes = fromBase64(sealed)
      if (bytes.length < 12 + 16) throw new Error("sealed body too short")
      const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.subarray(0, 12) }, key, bytes.subarray(12))
      return decoder.decode(plain)
    },
  }
}

/** The encrypted body envelope on the wire, in both directions: `{"payload": "<base64>"}`. */
export interface SealedEnvelope {
  readonly payload: string
}

/** The answer envelope every /facade/api endpoint returns (after decryption). */
export interface AnswerEnvelope {
  readonly code: number
  readonly msg?: string
  readonly data?: unknown
}
