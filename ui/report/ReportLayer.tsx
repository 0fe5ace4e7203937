// The report layer (global, ui/app/pages.tsx): the report dialog while the report slice is open (its code
// loads only then) and the "report sent, member blocked" confirmation for 3 s (m§4).
import { lazy, Suspense, useEffect } from "react"
import { I } from "../../domain/app/intents"
import { selectReport, selectReportSentTo } from "../../domain/report/selectors"
import { useI18n } from "../../i18n"
import { Toast } from "../components/Toast"
import { useAppState, useDispatch } from "../app/hooks"

const ReportContainer = lazy(() => import("./ReportContainer"))

/** The report layer. */
export function ReportLayer() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const open = useAppState(selectReport) !== null
  const sentTo = useAppState(selectReportSentTo)
  useEffect(() => {
    if (sentTo === null) return
    const t = setTimeout(() => dispatch(I.DismissReportNotice()), 3000)
    return () => clearTimeout(t)
  }, [sentTo, dispatch])
  return (
    <>
      {open ? (
        <Suspense fallback={null}>
          <ReportContainer />
        </Suspense>
      ) : null}
      {sentTo !== null ? <Toast message={LL.report.sent()} kind="success" /> : null}
    </>
  )
}
