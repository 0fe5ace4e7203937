// Maps the open report (domain/report) to the ReportDialog and its gestures to report intents.
import { I } from "../../domain/app/intents"
import { selectReport, subReasonsOf } from "../../domain/report/selectors"
import { useAppState, useDispatch } from "../app/hooks"
import { ReportDialog } from "./ReportDialog"

/** The report dialog of the open report (nothing when closed). */
export default function ReportContainer() {
  const dispatch = useDispatch()
  const r = useAppState(selectReport)
  if (!r) return null
  return (
    <ReportDialog
      key={r.opened}
      step={r.step}
      category={r.category}
      reason={r.reason}
      reasons={subReasonsOf(r.category)}
      text={r.text}
      email={r.email}
      phase={r.phase}
      problem={r.problem}
      video={r.origin === "video"}
      onCategory={(category) => dispatch(I.ChooseReportCategory({ category }))}
      onReason={(reason) => dispatch(I.ChooseReportReason({ reason }))}
      onBack={() => dispatch(I.ReportStepBack())}
      onSend={(text, email) => dispatch(I.SendReport({ text, email }))}
      onClose={() => dispatch(I.CloseReport())}
    />
  )
}
