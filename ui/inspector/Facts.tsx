// The trace's header facts, the recorded-hash verdict (first mismatch named, with a jump) and the list
// of unreadable lines with their numbers.
import { memo, type ReactNode } from "react"
import { useI18n, useLocaleInfo } from "../../i18n/core"
import type { TraceSession } from "./model"
import { dateTime } from "./time"

/** Problems listed before "and N more". */
const PROBLEMS_SHOWN = 200

/** Props of {@link Facts}. */
export interface FactsProps {
  readonly session: TraceSession
  readonly onJump: (seq: number) => void
}

function HashVerdict({ session, onJump }: FactsProps): ReactNode {
  const { LL } = useI18n()
  const m = session.firstMismatch
  if (session.hashes.length === 0) return session.loaded ? <p className="insp-muted">{LL.inspector.hashes.none()}</p> : null
  if (m) {
    return (
      <div className="insp-verdict is-bad" role="status">
        <strong>{m.status === "missing" ? LL.inspector.hashes.missingEvent({ seq: m.seq }) : LL.inspector.hashes.firstMismatch({ seq: m.seq })}</strong>
        {m.paths.length > 0 && <span> — {LL.inspector.hashes.differingPaths({ paths: m.paths.join(LL.inspector.listSeparator()) })}</span>}{" "}
        {m.status === "mismatch" && (
          <button type="button" className="insp-link" onClick={() => onJump(m.seq)}>
            {LL.inspector.hashes.jump({ seq: m.seq })}
          </button>
        )}
      </div>
    )
  }
  if (!session.loaded) return <p className="insp-muted">{LL.inspector.hashes.checking()}</p>
  return (
    <p className="insp-verdict is-good" role="status">
      {LL.inspector.hashes.allMatch({ count: session.hashes.length })}
    </p>
  )
}

/** Header facts, hash verdict and problems of the loaded trace (re-rendered when the session changes). */
export const Facts = memo(function Facts({ session, onJump }: FactsProps & { readonly version: number }): ReactNode {
  const { LL } = useI18n()
  const { tag, formats } = useLocaleInfo()
  const h = session.header
  const f = LL.inspector.facts
  const yesNo = (b: boolean) => (b ? f.yes() : f.no())
  const zone = h?.timeZone ?? "UTC"
  const facts: Array<[string, ReactNode]> = [
    [f.file(), session.fileName],
    [f.app(), h?.app ?? "—"],
    [f.locale(), h?.locale ?? "—"],
    [f.timeZone(), zone],
    [f.started(), h ? dateTime(h.startedAt, zone, tag) : "—"],
    [f.exported(), h ? dateTime(h.exportedAt, zone, tag) : "—"],
    [f.redacted(), h ? yesNo(h.redacted) : "—"],
    [f.includesText(), h ? yesNo(h.includesText) : "—"],
    [f.format(), h ? `${h.format} / ${h.schema}` : "—"],
    [f.events(), formats.number(session.events.length)],
    [f.hashes(), formats.number(session.hashes.length)],
    // Every error the page shows: error and warning events and the lines that could not be read (the
    // Problems list below), so a file with bad lines never reads as "0 errors" next to its problems.
    [f.errors(), formats.number(session.errorCount + session.problems.length)],
    [f.userAgent(), h?.userAgent || "—"],
  ]
  const problems = session.problems
  return (
    <section className="insp-facts" aria-labelledby="insp-facts-h">
      <h2 id="insp-facts-h" className="visually-hidden">
        {f.heading()}
      </h2>
      <dl className="insp-facts-list">
        {facts.map(([k, v]) => (
          <div key={k} className="insp-fact">
            <dt>{k}</dt>
            <dd title={typeof v === "string" ? v : undefined}>{v}</dd>
          </div>
        ))}
      </dl>
      <HashVerdict session={session} onJump={onJump} />
      <details className="insp-problems">
        <summary className={problems.length > 0 ? "has-problems" : undefined}>{LL.inspector.problems.heading({ count: problems.length })}</summary>
        {problems.length === 0 ? (
          <p className="insp-muted">{LL.inspector.problems.none()}</p>
        ) : (
          <ol role="list">
            {problems.slice(0, PROBLEMS_SHOWN).map((p, k) => (
              <li key={k} title={p.reason}>
                <strong>{LL.inspector.problems.line({ line: p.line })}</strong>: {p.reason}
              </li>
            ))}
            {problems.length > PROBLEMS_SHOWN && <li>{LL.inspector.problems.more({ count: problems.length - PROBLEMS_SHOWN })}</li>}
          </ol>
        )}
      </details>
    </section>
  )
})
