// ExportTraceDialog: the preview of a diagnostic trace before it is shared (issues 3 and 18) — what is
// removed or replaced, the event count, the WHOLE redacted file (virtualized, searchable, the values the
// redaction changed highlighted), and the "Include message text" choice (off by default; changing it
// builds the preview again). The trace is built by the `build` callback; the dialog keeps only the
// newest answer and hands the very trace it shows to `onDownload` (the download equals the preview).
import { useCallback, useEffect, useId, useRef, useState } from "react"
import { TraceLines, type TracePreview } from "./TraceLines"
import { useI18n } from "../../i18n"
import { Button } from "./Button"
import { Modal } from "./Modal"
import { Skeleton } from "./Skeleton"
import "./ExportTraceDialog.css"

export type { TracePreview } from "./TraceLines"

/** Props of {@link ExportTraceDialog}. */
export interface ExportTraceDialogProps {
  /** Builds the redacted trace; called on open and again when the checkbox changes. */
  build: (opts: { includeText: boolean }) => Promise<TracePreview>
  /** Saves the built trace (the container downloads it as a file). */
  onDownload: (trace: TracePreview) => void
  onClose: () => void
}

type Phase = { readonly kind: "building" } | { readonly kind: "ready"; readonly trace: TracePreview } | { readonly kind: "failed" }

/** The export preview dialog. */
export function ExportTraceDialog({ build, onDownload, onClose }: ExportTraceDialogProps) {
  const { LL } = useI18n()
  const titleId = useId()
  const introId = useId()
  const hintId = useId()
  const [includeText, setIncludeText] = useState(false)
  const [phase, setPhase] = useState<Phase>({ kind: "building" })
  const latest = useRef(0)
  const buildRef = useRef(build)
  buildRef.current = build

  const run = useCallback((withText: boolean) => {
    const ticket = ++latest.current
    setPhase({ kind: "building" })
    buildRef.current({ includeText: withText }).then(
      (trace) => ticket === latest.current && setPhase({ kind: "ready", trace }),
      () => ticket === latest.current && setPhase({ kind: "failed" }),
    )
  }, [])

  useEffect(() => {
    run(includeText)
    return () => {
      latest.current++ // answers after close are dropped
    }
  }, [includeText, run])

  const trace = phase.kind === "ready" ? phase.trace : null

  return (
    <Modal labelledBy={titleId} describedBy={introId} onEscape={onClose} layout="sheet" className="export-trace">
      <h2 id={titleId} className="export-trace-title">{LL.member.exportTrace.title()}</h2>
      <div id={introId} className="export-trace-intro">
        <p>{LL.member.exportTrace.intro()}</p>
        <p>{LL.member.exportTrace.privacy()}</p>
      </div>

      <div className="export-trace-option">
        <input
          id={`${titleId}-text`}
          type="checkbox"
          checked={includeText}
          aria-describedby={hintId}
          onChange={(e) => setIncludeText(e.currentTarget.checked)}
        />
        <div>
          <label htmlFor={`${titleId}-text`}>{LL.member.exportTrace.includeText()}</label>
          <p id={hintId} className="export-trace-hint">{LL.member.exportTrace.includeTextHint()}</p>
        </div>
      </div>

      <div className="export-trace-preview" aria-busy={phase.kind === "building"}>
        {phase.kind === "building" ? (
          <div role="status" className="export-trace-building">
            <span className="visually-hidden">{LL.member.exportTrace.building()}</span>
            <Skeleton shape="text" width="40%" />
            <Skeleton shape="block" height={96} />
            <Skeleton shape="block" height={120} />
          </div>
        ) : phase.kind === "failed" ? (
          <div role="alert" className="export-trace-failed">
            <p>{LL.member.exportTrace.failed()}</p>
            <Button size="sm" onClick={() => run(includeText)}>{LL.common.retry()}</Button>
          </div>
        ) : trace && trace.eventCount === 0 ? (
          <p role="status">{LL.member.exportTrace.empty()}</p>
        ) : trace ? (
          <TraceLines trace={trace} />
        ) : null}
      </div>

      <div className="export-trace-actions">
        <Button variant="secondary" onClick={onClose}>{LL.common.cancel()}</Button>
        <Button variant="primary" disabled={!trace || trace.eventCount === 0} onClick={() => trace && onDownload(trace)}>
          {LL.member.exportTrace.download()}
        </Button>
      </div>
    </Modal>
  )
}
