// Stable state hashes for traces: a canonical JSON (object keys sorted) hashed with cyrb53, so the
// same state gives the same hash in Node and in any browser.

/** Whether `v` is an object with its own JSON form (`toJSON`, as a conversation's MessageList has). */
const hasJsonForm = (v: unknown): v is { toJSON: () => unknown } =>
  v !== null && typeof v === "object" && typeof (v as { toJSON?: unknown }).toJSON === "function"

/**
 * A state value as JSON sees it: an object's own JSON form (a conversation's MessageList: its flat array
 * of messages), else the value itself. Views and tools that walk a state (inspector tree and diff,
 * trace redaction) walk this, so they see what a trace or `replay --state` holds.
 */
export const jsonForm = (v: unknown): unknown => (hasJsonForm(v) ? v.toJSON() : v)

/**
 * Canonical JSON: object keys sorted, undefined properties dropped and `toJSON` used (like
 * JSON.stringify: a conversation's MessageList is its flat array).
 */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null"
  if (hasJsonForm(value)) return canonicalJson(value.toJSON())
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`
  const o = value as Record<string, unknown>
  const keys = Object.keys(o).filter((k) => o[k] !== undefined).sort()
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`).join(",")}}`
}

/** cyrb53: a fast 53-bit string hash (public domain), as 14 hex digits. */
export const cyrb53 = (text: string, seed = 0): string => {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0")
}

/** The hash of a state. */
export const stateHash = (state: unknown): string => cyrb53(canonicalJson(state))
