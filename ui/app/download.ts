// Saving a text as a file from the page (a Blob and an anchor with `download`), and the name of an
// exported trace: trace-<YYYY-MM-DD>.ndjson in the member's local date.

/** The file name of a trace exported at `at` (epoch ms), e.g. "trace-2026-01-15.ndjson". */
export const traceFileName = (at: number): string => {
  const d = new Date(at)
  const pad = (n: number) => String(n).padStart(2, "0")
  return `trace-${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}.ndjson`
}

/** Starts the browser's download of `text` as `name`. */
export const saveTextFile = (name: string, text: string, type = "application/x-ndjson"): void => {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = document.createElement("a")
  a.href = url
  a.download = name
  a.rel = "noopener"
  a.style.display = "none"
  document.body.append(a)
  a.click()
  a.remove()
  // The download has started reading the blob; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 30_000)
}
