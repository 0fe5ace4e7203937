// Opening a trace: a labelled file input (the label is the visible button) and drag-and-drop anywhere
// on the page, with a drop zone shown before a trace is open and an overlay while dragging.
import { useEffect, useId, useState, type ReactNode } from "react"
import { useI18n } from "../../i18n/core"

/** Props of {@link OpenFileButton} and {@link useFileDrop}. */
export interface OpenFileProps {
  readonly onFile: (file: File) => void
}

/** The "Open trace file" control: a real file input named by its visible label. */
export function OpenFileButton({ onFile }: OpenFileProps): ReactNode {
  const { LL } = useI18n()
  const id = useId()
  return (
    <span className="insp-open">
      <input
        id={id}
        type="file"
        className="insp-file-input"
        accept=".ndjson,.jsonl,.json,.txt,application/x-ndjson,application/json,text/plain"
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) onFile(file)
          e.target.value = ""
        }}
      />
      <label htmlFor={id} className="btn btn-primary btn-md insp-open-label">
        {LL.inspector.openFile()}
      </label>
    </span>
  )
}

/** Accepts files dropped anywhere on the window; returns whether a drag is over it. */
export function useFileDrop(onFile: (file: File) => void): boolean {
  const [dragging, setDragging] = useState(false)
  useEffect(() => {
    let depth = 0
    const hasFiles = (e: DragEvent) => [...(e.dataTransfer?.types ?? [])].includes("Files")
    const enter = (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault()
      depth++
      setDragging(true)
    }
    const over = (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault()
      if (e.dataTransfer) e.dataTransfer.dropEffect = "copy"
    }
    const leave = () => {
      depth = Math.max(0, depth - 1)
      if (depth === 0) setDragging(false)
    }
    const drop = (e: DragEvent) => {
      if (!hasFiles(e)) return
      e.preventDefault()
      depth = 0
      setDragging(false)
      const file = e.dataTransfer?.files[0]
      if (file) onFile(file)
    }
    window.addEventListener("dragenter", enter)
    window.addEventListener("dragover", over)
    window.addEventListener("dragleave", leave)
    window.addEventListener("drop", drop)
    return () => {
      window.removeEventListener("dragenter", enter)
      window.removeEventListener("dragover", over)
      window.removeEventListener("dragleave", leave)
      window.removeEventListener("drop", drop)
    }
  }, [onFile])
  return dragging
}

/** The empty state: what the page is for and where to drop a file. */
export function DropZone({ onFile }: OpenFileProps): ReactNode {
  const { LL } = useI18n()
  return (
    <section className="insp-dropzone" aria-labelledby="insp-drop-h">
      <h2 id="insp-drop-h">{LL.inspector.dropHere()}</h2>
      <p className="insp-muted">{LL.inspector.orChoose()}</p>
      <OpenFileButton onFile={onFile} />
      <p className="insp-intro">{LL.inspector.intro()}</p>
    </section>
  )
}
