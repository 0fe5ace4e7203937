// Parses a trace text piece by piece with `parseTrace`, so a large file can be read between frames.
// Every chunk after the first is parsed with the trace's header line in front (so it decodes in the same
// way) and its problems are renumbered to lines of the whole file: concatenating the chunks gives the
// same events, hashes and problems as one `parseTrace(text)` call.
import { parseTrace, type Trace, type TraceHeader } from "../../infrastructure/log/trace"

/** One parsed piece: what `parseTrace` found in it, and where the whole text is read up to. */
export interface TraceChunk extends Omit<Trace, "header"> {
  /** The header, when this chunk holds the trace's first one. */
  readonly header: TraceHeader | null
  /** Characters of the text read so far (for progress). */
  readonly end: number
}

const NO_HEADER = "no header line; defaults assumed"

/** Index just after the `n`th newline from `from` (or the text's end). */
const afterLines = (text: string, from: number, n: number): number => {
  let at = from
  for (let i = 0; i < n; i++) {
    const nl = text.indexOf("\n", at)
    if (nl < 0) return text.length
    at = nl + 1
  }
  return at
}

/** The first non-empty line when it is a header line, else null. */
const headerLineOf = (text: string): string | null => {
  const m = /^\s*(\S[^\n]*)/.exec(text.slice(0, 1 << 16))
  const first = m?.[1]?.trim()
  if (!first) return null
  try {
    const o = JSON.parse(first) as { kind?: unknown }
    return o !== null && typeof o === "object" && o.kind === "header" ? first : null
  } catch {
    return null
  }
}

/**
 * Parses `text` in chunks of `lines` lines (the first chunk `firstLines`), yielding each chunk's result.
 * The header comes with the first chunk that has one; a trace without header gets the "no header"
 * problem of `parseTrace` once, in a last empty chunk (sort problems by line to get parseTrace's order).
 */
export function* traceChunks(text: string, lines = 2_000, firstLines = lines): Generator<TraceChunk> {
  const headerLine = headerLineOf(text)
  let start = 0
  let lineNo = 0 // lines before `start`
  let header: TraceHeader | null = null
  let first = true
  while (start < text.length || first) {
    const n = first ? firstLines : lines
    const end = afterLines(text, start, n)
    const body = text.slice(start, end)
    const prefixed = !first && headerLine !== null
    const t = parseTrace(prefixed ? `${headerLine}\n${body}` : body)
    const offset = prefixed ? lineNo - 1 : lineNo
    const found = !t.problems.some((p) => p.reason === NO_HEADER)
    // The prefixed header line's own problems and every "no header" are not this chunk's lines.
    const problems = t.problems
      .filter((p) => p.reason !== NO_HEADER && !(prefixed && p.line === 1))
      .map((p) => ({ line: p.line + offset, reason: p.reason }))
    let chunkHeader: TraceHeader | null = null
    if (header === null && found) chunkHeader = header = t.header
    yield { header: chunkHeader, events: t.events, hashes: t.hashes, problems, end }
    let counted = 0
    for (let i = body.indexOf("\n"); i >= 0; i = body.indexOf("\n", i + 1)) counted++
    lineNo += counted
    start = end
    first = false
  }
  if (header === null) yield { header: null, events: [], hashes: [], problems: [{ line: 1, reason: NO_HEADER }], end: text.length }
}
