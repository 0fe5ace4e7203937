// A translated sentence with one literal (a symbol list, an e-mail address, a phone number) shown as
// left-to-right text in its own isolate (<bdi dir="ltr">): in an Arabic or Hebrew sentence the literal
// keeps its order and its brackets unmirrored (QA RTL finding 6, i18n/README.md "Right to left").
import type { ReactNode } from "react"

/** Stands in for the literal while the catalog builds the sentence (a private-use character, never in a catalog). */
const SLOT = "\uE000"
/** The slot with the bidi isolate marks the isolating `LL` (i18n/isolate.ts) may have put round it. */
const SLOT_WITH_MARKS = /[\u2066-\u2068]?\uE000\u2069?/

/**
 * `sentence(slot)` (a catalog call given `slot` for the literal) with `literal` in a `<bdi dir="ltr">`;
 * `nowrap` keeps a short literal on one line (a symbol list, a phone number). A catalog without the
 * parameter gets the literal as plain text.
 */
export function withLtrLiteral(sentence: (slot: string) => string, literal: string, { nowrap = false } = {}): ReactNode {
  const text = sentence(SLOT)
  const m = SLOT_WITH_MARKS.exec(text)
  if (!m) return sentence(literal)
  return (
    <>
      {text.slice(0, m.index)}
      <bdi dir="ltr" className={nowrap ? "ltr-literal ltr-literal-nowrap" : "ltr-literal"}>{literal}</bdi>
      {text.slice(m.index + m[0].length)}
    </>
  )
}
