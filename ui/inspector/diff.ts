// The changes between two states as a flat list of paths with their old and new values. Replayed states
// share unchanged subtrees (immer), so only changed branches are walked; the list stops at `limit`.
import { jsonForm } from "../../domain/runtime/hash"
import { truncate } from "./summary"

/** One changed leaf or subtree: `before`/`after` are undefined when the path was added/removed. */
export interface Change {
  readonly path: string
  readonly kind: "changed" | "added" | "removed"
  readonly before: unknown
  readonly after: unknown
}

/** A diff and whether it was cut at the limit. */
export interface Diff {
  readonly changes: ReadonlyArray<Change>
  readonly truncated: boolean
}

const IDENT = /^[A-Za-z_$][\w$]*$/

/** `base.key`, or `base["key"]` when the key is not an identifier. */
export const childPath = (base: string, key: string | number): string =>
  typeof key === "number" ? `${base}[${key}]` : IDENT.test(key) ? (base === "" ? key : `${base}.${key}`) : `${base}[${JSON.stringify(key)}]`

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v)

/** The changes from `a` to `b` (at most `limit`, depth first in key order). */
export const diffStates = (a: unknown, b: unknown, limit = 200): Diff => {
  const changes: Change[] = []
  let truncated = false
  const push = (c: Change) => {
    if (changes.length >= limit) truncated = true
    else changes.push(c)
  }
  const walk = (x0: unknown, y0: unknown, path: string): void => {
    if (truncated || Object.is(x0, y0)) return
    // A value with its own JSON form (a conversation's MessageList: its flat array) is compared as that.
    const x = jsonForm(x0)
    const y = jsonForm(y0)
    if (Array.isArray(x) && Array.isArray(y)) {
      for (let i = 0; i < Math.max(x.length, y.length) && !truncated; i++) {
        if (i >= x.length) push({ path: childPath(path, i), kind: "added", before: undefined, after: y[i] })
        else if (i >= y.length) push({ path: childPath(path, i), kind: "removed", before: x[i], after: undefined })
        else walk(x[i], y[i], childPath(path, i))
      }
      return
    }
    if (isObject(x) && isObject(y)) {
      const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])]
      for (const k of keys) {
        if (truncated) return
        const inX = Object.hasOwn(x, k) && x[k] !== undefined
        const inY = Object.hasOwn(y, k) && y[k] !== undefined
        if (inX && !inY) push({ path: childPath(path, k), kind: "removed", before: x[k], after: undefined })
        else if (!inX && inY) push({ path: childPath(path, k), kind: "added", before: undefined, after: y[k] })
        else if (inX && inY) walk(x[k], y[k], childPath(path, k))
      }
      return
    }
    push({ path: path === "" ? "(root)" : path, kind: "changed", before: x, after: y })
  }
  walk(a, b, "")
  return { changes, truncated }
}

/** A value as short one-line JSON for the diff list (`max` characters). */
export const preview = (v: unknown, max = 80): string => {
  if (v === undefined) return "—"
  let text: string
  try {
    text = JSON.stringify(v) ?? String(v)
  } catch {
    text = String(v)
  }
  return truncate(text, max)
}
