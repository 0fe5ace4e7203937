// LegalDocument: a long static text page (policies, terms, about, safety and privacy centers, a§2) —
// title, date, intro, a table of contents linking to each section, the sections (a blank line in a
// body starts a paragraph, "- " lines form a list), and links to the other static pages.
import { useId, type ReactNode } from "react"
import "./LegalDocument.css"

/** One section: heading and body text. */
export interface LegalSection {
  readonly heading: string
  readonly body: string
}

/** Props of {@link LegalDocument}. */
export interface LegalDocumentProps {
  title: string
  updated: string
  intro: string
  sections: ReadonlyArray<LegalSection>
  /** Label of the table of contents. */
  contentsLabel: string
  /** Related pages (links), rendered at the end. */
  related?: ReactNode
  /**
   * The text is in another language than the page (a policy without an official translation): the
   * notice, in the page's language, says so above it, and intro and sections are marked with `lang`.
   */
  otherLanguage?: { readonly lang: string; readonly notice: string }
}

/** Paragraphs and lists of a body text. */
export const blocks = (body: string): ReactNode[] =>
  body.split(/\n{2,}/).map((block, i) => {
    const lines = block.split("\n")
    return lines.every((l) => l.startsWith("- ")) ? (
      <ul key={i}>{lines.map((l, j) => <li key={j}>{l.slice(2)}</li>)}</ul>
    ) : (
      <p key={i}>{block}</p>
    )
  })

/** A static document page. */
export function LegalDocument({ title, updated, intro, sections, contentsLabel, related, otherLanguage }: LegalDocumentProps) {
  const id = useId()
  // English text keeps its own direction inside a right-to-left page.
  const body = otherLanguage ? { lang: otherLanguage.lang, dir: "auto" as const } : {}
  return (
    <article className="legal" aria-labelledby={`${id}-title`}>
      <header className="legal-head">
        <h1 id={`${id}-title`} className="legal-title">{title}</h1>
        <p className="legal-updated">{updated}</p>
        {otherLanguage ? (
          <p className="legal-other-language" role="note">{otherLanguage.notice}</p>
        ) : null}
        <p className="legal-intro" {...body}>{intro}</p>
      </header>
      <nav className="legal-toc" aria-label={contentsLabel}>
        <h2 className="legal-toc-title">{contentsLabel}</h2>
        <ol {...body}>
          {sections.map((s, i) => (
            <li key={i}><a href={`#${id}-s${i + 1}`}>{s.heading}</a></li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={i} id={`${id}-s${i + 1}`} className="legal-section" aria-labelledby={`${id}-h${i + 1}`} {...body}>
          <h2 id={`${id}-h${i + 1}`}>{s.heading}</h2>
          {blocks(s.body)}
        </section>
      ))}
      {related}
    </article>
  )
}
