// The report layer (global, ui/app/pages.tsx): the report dialog while the report slice is open (its code
// loads only then) and the "report sent, member blocked" confirmation for 3 s (m§4). A report opened on
// a page stacks with the page's dialogs, under the call screens (the layer comes before the call's); one
// opened from the call's screen stacks above every dialog (TopLayer), over the call video.
import { Suspense, useEffect } from "react"
import { I } from "../../domain/app/intents"
import { selectReport, selectReportSentTo } from "../../domain/report/selectors"
import { TopLayer } from "../components/Modal"
import { useI18n } from "../../i18n"
import { Toast } from "../components/Toast"
import { useAppState, useDispatch } from "../app/hooks"
import { ChunkErrorBoundary, lazy } from "../app/lazyChunk"

const ReportContainer = lazy(() => import("./ReportContainer"))

/** The report layer. */
export function ReportLayer() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const origin = useAppState((s) => selectReport(s)?.origin ?? null)
  const sentTo = useAppState(selectReportSentTo)
  useEffect(() => {
    if (sentTo === null) return
    const t = setTimeout(() => dispatch(I.DismissReportNotice()), 3000)
    return () => clearTimeout(t)
  }, [sentTo, dispatch])
  // A load that fails (offline, or a new version out) shows as a small dialog saying so.
  const part = (
    <ChunkErrorBoundary onClose={() => dispatch(I.CloseReport())}>
      <Suspense fallback={null}>
        <ReportContainer />
      </Suspense>
    </ChunkErrorBoundary>
  )
  return (
    <>
      {origin === "video" ? <TopLayer>{part}</TopLayer> : origin !== null ? part : null}
      {sentTo !== null ? <Toast message={LL.report.sent()} kind="success" /> : null}
    </>
  )
}
