// The selected step: the event (type, time, severity, timer link, hash result, data), the changes
// from the previous step, and the state tree after it. States come from the session's checkpoints.
import { forwardRef, useMemo, type ReactNode } from "react"
import { useI18n, useLocaleInfo } from "../../i18n/core"
import { diffStates, preview } from "./diff"
import { JsonTree } from "./JsonTree"
import type { TraceSession } from "./model"
import { clockTime, dateTime } from "./time"

/** Props of {@link Details}. */
export interface DetailsProps {
  readonly session: TraceSession
  readonly index: number
  readonly timeZone: string
  readonly onSelect: (index: number) => void
}

function Diff({ session, index }: { session: TraceSession; index: number }): ReactNode {
  const { LL } = useI18n()
  const diff = useMemo(() => diffStates(session.stateAt(index - 1), session.stateAt(index)), [session, index])
  if (diff.changes.length === 0) return <p className="insp-muted">{LL.inspector.details.noChanges()}</p>
  return (
    <>
      {index === 0 && <p className="insp-muted">{LL.inspector.details.firstStep()}</p>}
      <ul className="insp-diff" role="list">
        {diff.changes.map((c) => (
          <li key={c.path} className={`insp-diff-${c.kind}`}>
            <code className="insp-diff-path">{c.path}</code>
            {c.kind === "added" ? (
              <span>
                <span className="insp-diff-tag">{LL.inspector.details.added()}</span> <code className="insp-new">{preview(c.after)}</code>
              </span>
            ) : c.kind === "removed" ? (
              <span>
                <span className="insp-diff-tag">{LL.inspector.details.removed()}</span> <code className="insp-old">{preview(c.before)}</code>
              </span>
            ) : (
              <span>
                <code className="insp-old">{preview(c.before)}</code>
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> → </span>
                <code className="insp-new">{preview(c.after)}</code>
              </span>
            )}
          </li>
        ))}
      </ul>
      {diff.truncated && <p className="insp-muted">{LL.inspector.details.truncated({ count: diff.changes.length })}</p>}
    </>
  )
}

/** Details of event index `index` (the heading takes focus when activated from the timeline). */
export const Details = forwardRef<HTMLHeadingElement, DetailsProps>(function Details({ session, index, timeZone, onSelect }, headingRef) {
  const { LL } = useI18n()
  const { tag } = useLocaleInfo()
  const e = session.events[index]!
  const sev = session.severities[index]
  const hash = session.hashCheckAt(index)
  const starter = e._tag === "TimerElapsed" ? session.starterOf(index) : null
  const state = session.stateAt(index)
  return (
    <div className="insp-details-body">
      <h2 ref={headingRef} tabIndex={-1} className="insp-details-title">
        {LL.inspector.details.step({ seq: e.seq, type: e._tag })}
      </h2>
      <dl className="insp-kv">
        <dt>{LL.inspector.details.at()}</dt>
        <dd>
          {clockTime(e.at, timeZone)} <span className="insp-muted">({dateTime(e.at, timeZone, tag)})</span>
        </dd>
        {sev && (
          <>
            <dt>{LL.inspector.severity[sev]()}</dt>
            <dd className={`insp-sev-text is-${sev}`}>{session.summaryOf(index)}</dd>
          </>
        )}
        {e._tag === "TimerElapsed" && (
          <>
            <dt>{LL.inspector.details.timer()}</dt>
            <dd>
              <code>{e.key}</code>{" "}
              {starter !== null ? (
                <button type="button" className="insp-link" onClick={() => onSelect(starter)}>
                  {LL.inspector.details.startedBy({ seq: session.events[starter]!.seq })}
                </button>
              ) : (
                <span className="insp-muted">{LL.inspector.details.starterNotFound()}</span>
              )}
            </dd>
          </>
        )}
        {hash && (
          <>
            <dt>{LL.inspector.details.hash()}</dt>
            <dd className={`insp-hash-text is-${hash.status}`}>
              {LL.inspector.hashes[hash.status]()}
              {hash.paths.length > 0 && ` — ${LL.inspector.hashes.differingPaths({ paths: hash.paths.join(LL.inspector.listSeparator()) })}`}
            </dd>
          </>
        )}
      </dl>
      <section className="insp-section" aria-labelledby="insp-event-h">
        <h3 id="insp-event-h">{LL.inspector.details.event()}</h3>
        <JsonTree label={LL.inspector.details.eventTree({ seq: e.seq })} rootName={e._tag} value={e} />
      </section>
      <section className="insp-section" aria-labelledby="insp-diff-h">
        <h3 id="insp-diff-h">{LL.inspector.details.diff()}</h3>
        <Diff session={session} index={index} />
      </section>
      <section className="insp-section" aria-labelledby="insp-state-h">
        <h3 id="insp-state-h">{LL.inspector.details.state()}</h3>
        <JsonTree label={LL.inspector.details.stateTree({ seq: e.seq })} rootName="state" value={state} />
      </section>
    </div>
  )
})
