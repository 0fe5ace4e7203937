// Password hashing for the phone endpoints (a§7: "password hashed and upper-cased"): SHA-256 of the
// UTF-8 password as upper-case hex, with WebCrypto (browser and Node 20), so no hashing dependency.
// The production service's digest is configurable on its side; this project's gateway expects SHA-256.

/** SHA-256 of `text` as 64 upper-case hex digits. */
export const sha256HexUpper = async (text: string): Promise<string> => {
  const digest = await globalThis.crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("").toUpperCase()
}

/** `params` with each of the `fields` that holds a string replaced by its hash. */
export const hashFields = async (
  params: Readonly<Record<string, unknown>>,
  fields: ReadonlyArray<string> | undefined,
): Promise<Readonly<Record<string, unknown>>> => {
  if (!fields || fields.length === 0) return params
  const out: Record<string, unknown> = { ...params }
  for (const f of fields) if (typeof out[f] === "string") out[f] = await sha256HexUpper(out[f] as string)
  return out
}
