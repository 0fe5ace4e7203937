// The export dialog's container (issue 3 item 4): builds the preview with the app's trace exporter
// and saves the file as trace-<YYYY-MM-DD>.ndjson. A lazy chunk: loaded only when the dialog opens.
import { ExportTraceDialog } from "../components/ExportTraceDialog"
import { saveTextFile, traceFileName } from "./download"
import type { TraceExporter } from "./services"

/** Props: the exporter and close. */
export interface ExportTraceContainerProps {
  exporter: TraceExporter
  onClose: () => void
}

/** The export dialog wired to the exporter and the file download. */
export default function ExportTraceContainer({ exporter, onClose }: ExportTraceContainerProps) {
  return (
    <ExportTraceDialog
      build={(opts) => exporter(opts)}
      onDownload={(trace) => {
        saveTextFile(traceFileName(Date.now()), trace.text)
        onClose()
      }}
      onClose={onClose}
    />
  )
}
