// Parses a trace text piece by piece with `parseTrace`, so a large file can be read between frames.
// Each line is parsed on its own (parseTrace decodes every line independently; only the header is
// shared state, tracked here the same way: the first supported header wins, a later one is a problem),
// so each event's line is known: views search the event's own text instead of re-serialising it.
// Concatenating the chunks gives the same events, hashes and problems as one `parseTrace(text)` call.
import { parseTrace, type Trace, type TraceHeader } from "../../infrastructure/log/trace"

/** One parsed piece: what `parseTrace` found in it, and where the whole text is read up to. */
export interface TraceChunk extends Omit<Trace, "header"> {
  /** The header, when this chunk holds the trace's first one. */
  readonly header: TraceHeader | null
  /** For each event of the chunk: where its line starts and ends in the text (character offsets). */
  readonly spans: ReadonlyArray<readonly [number, number]>
  /** Characters of the text read so far (for progress). */
  readonly end: number
}

const NO_HEADER = "no header line; defaults assumed"
const SECOND_HEADER = "second header ignored"

/**
 * Parses `text` in chunks of `lines` lines (the first chunk `firstLines`), yielding each chunk's result.
 * The header comes with the chunk that has it; a trace without header gets the "no header" problem of
 * `parseTrace` once, in a last empty chunk (sort problems by line to get parseTrace's order).
 */
export function* traceChunks(text: string, lines = 2_000, firstLines = lines): Generator<TraceChunk> {
  let header: TraceHeader | null = null
  let start = 0
  let lineNo = 0
  let first = true
  while (start < text.length) {
    const limit = first ? firstLines : lines
    first = false
    let chunkHeader: TraceHeader | null = null
    const events: Array<Trace["events"][number]> = []
    const hashes: Array<Trace["hashes"][number]> = []
    const problems: Array<Trace["problems"][number]> = []
    const spans: Array<readonly [number, number]> = []
    for (let n = 0; n < limit && start < text.length; n++) {
      const nl = text.indexOf("\n", start)
      const next = nl < 0 ? text.length : nl + 1
      const end = nl < 0 ? text.length : nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl
      lineNo++
      const line = text.slice(start, end)
      if (line.trim() !== "") {
        const t = parseTrace(line)
        const found = !t.problems.some((p) => p.reason === NO_HEADER)
        const anyHeader = found || t.problems.some((p) => p.reason.startsWith("unsupported trace format"))
        if (anyHeader && header !== null) problems.push({ line: lineNo, reason: SECOND_HEADER })
        else {
          for (const p of t.problems) if (p.reason !== NO_HEADER) problems.push({ line: lineNo, reason: p.reason })
          if (found) chunkHeader = header = t.header
        }
        for (const e of t.events) {
          events.push(e)
          spans.push([start, end])
        }
        hashes.push(...t.hashes)
      }
      start = next
    }
    yield { header: chunkHeader, events, hashes, problems, spans, end: start }
  }
  if (header === null) yield { header: null, events: [], hashes: [], problems: [{ line: 1, reason: NO_HEADER }], spans: [], end: text.length }
}
