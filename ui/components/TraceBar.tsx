// TraceBar: the control strip of the read-only trace replay (issue 3 item 7), fixed at the bottom of
// the page over the real UI — a "read-only" badge, the step and its event type and time, a step
// slider with previous/next buttons, and the problems found while reading the file.
import { useId } from "react"
import { useFormat, useI18n } from "../../i18n"
import { IconButton } from "./Button"
import { StepBackIcon, StepForwardIcon } from "./partIcons"
import "./TraceBar.css"

/** A line of the trace file that could not be used. */
export interface TraceBarProblem {
  readonly line: number
  readonly reason: string
}

/** Props of {@link TraceBar}. Steps count events applied: 1..total (0 only when there is none). */
export interface TraceBarProps {
  step: number
  total: number
  /** The type of the event of this step (null at step 0). */
  eventType: string | null
  /** When that event happened (epoch ms). */
  eventAt: number | null
  /** IANA time zone of the recording, used to show times as the member saw them. */
  timeZone?: string
  problems: ReadonlyArray<TraceBarProblem>
  onStep: (step: number) => void
}

/** The replay control bar. */
export function TraceBar({ step, total, eventType, eventAt, timeZone, problems, onStep }: TraceBarProps) {
  const { LL } = useI18n()
  const format = useFormat()
  const sliderId = useId()
  const first = total > 0 ? 1 : 0
  const stepText = total > 0 ? LL.member.traceMode.stepOf({ step, total }) : LL.member.traceMode.noEvents()
  // An unknown time zone in the trace header falls back to the browser's (i18n/format).
  const time = eventAt !== null ? format.dateTime(eventAt, timeZone) : null

  return (
    <div role="region" aria-label={LL.member.traceMode.region()} className="trace-bar" data-trace-bar>
      <div className="trace-bar-info">
        <span className="trace-bar-badge">{LL.member.traceMode.readOnly()}</span>
        <span className="trace-bar-step">{stepText}</span>
        {eventType ? <code className="trace-bar-type">{eventType}</code> : null}
        {time ? <time className="trace-bar-time" dateTime={new Date(eventAt!).toISOString()}>{time}</time> : null}
        {problems.length > 0 ? (
          <details className="trace-bar-problems">
            <summary>{LL.member.traceMode.problems({ count: problems.length })}</summary>
            <ul role="list">
              {problems.slice(0, 50).map((p, i) => (
                <li key={i}>{LL.member.traceMode.problemLine({ line: p.line, reason: p.reason })}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      <div className="trace-bar-controls">
        <IconButton
          label={LL.member.traceMode.previous()}
          icon={<StepBackIcon />}
          onMedia
          disabled={step <= first}
          onClick={() => onStep(step - 1)}
        />
        <label htmlFor={sliderId} className="visually-hidden">{LL.member.traceMode.step()}</label>
        <input
          id={sliderId}
          type="range"
          className="trace-bar-slider"
          min={first}
          max={total}
          step={1}
          value={step}
          disabled={total === 0}
          aria-valuetext={eventType ? `${stepText}${LL.common.listSeparator()}${eventType}` : stepText}
          onChange={(e) => onStep(Number(e.currentTarget.value))}
        />
        <IconButton
          label={LL.member.traceMode.next()}
          icon={<StepForwardIcon />}
          onMedia
          disabled={step >= total}
          onClick={() => onStep(step + 1)}
        />
      </div>
    </div>
  )
}
