// @vitest-environment jsdom
// The export preview (issues 3, 18) with a fake exporter: a status while building, then the total,
// the whole file as a searchable list with the changed values marked; the "Include message text" checkbox builds again with
// includeText true; stale answers are dropped; failures offer a retry; Download hands over the text.
import { afterEach, describe, expect, it, vi } from "vitest"
import { ExportTraceDialog, type TracePreview } from "../../ui/components/ExportTraceDialog"
import { cleanup, click, flush, getByLabel, getByRole, render, typeInto } from "./render"

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const LINES = [
  '{"kind":"header","format":1}',
  '{"kind":"event","v":1,"event":{"_tag":"AppStarted","seq":1,"path":"/<script>alert(1)</script>","deviceId":"device-abc-1"}}',
  '{"kind":"event","v":1,"event":{"_tag":"EmailSubmitted","seq":2,"email":"person-1@example.invalid"}}',
  '{"kind":"hash","seq":2,"root":"00aa","paths":{}}',
]
const preview = (over: Partial<TracePreview> = {}): TracePreview => ({
  text: `${LINES.join("\n")}\n`,
  lines: LINES,
  masked: new Map([
    [1, ["deviceId"]],
    [2, ["email"]],
  ]),
  eventCount: 12,
  ...over,
})

/** A promise with its resolve/reject exposed. */
const deferred = <T,>() => {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe("ExportTraceDialog", () => {
  it("shows a building status, then the total and the whole file, searchable, with the changed values marked", async () => {
    // jsdom has no layout: give the scroll box the size of the preview.
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(360)
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(600)
    const d = deferred<TracePreview>()
    const build = vi.fn(() => d.promise)
    const { container } = render(<ExportTraceDialog build={build} onDownload={vi.fn()} onClose={vi.fn()} />)
    const dialog = getByRole(container, "dialog", { name: "Export diagnostic trace" })
    expect(build).toHaveBeenCalledWith({ includeText: false })
    expect(getByRole(dialog, "status").textContent).toBe("Preparing the trace…")
    expect((getByRole(dialog, "button", { name: "Download" }) as HTMLButtonElement).disabled).toBe(true)
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toContain("Passwords, verification codes and login tokens are removed")

    d.resolve(preview())
    await flush()
    expect(getByRole(dialog, "status").textContent).toBe("Total events: 12 · Values masked or replaced: 2")
    // The whole file, one list item per line, with the changed values marked and named.
    const list = getByRole(dialog, "list", { name: "The whole file, as it will be shared" })
    const items = Array.from(list.querySelectorAll('[role="listitem"]'))
    expect(items.map((r) => r.querySelector("code")!.textContent)).toEqual(LINES)
    expect(list.querySelector("script")).toBeNull() // shown as text
    expect(Array.from(list.querySelectorAll("mark")).map((m) => m.textContent)).toEqual(['"deviceId":"device-abc-1"', '"email":"person-1@example.invalid"'])
    expect(items[2]!.textContent).toContain("Masked: email")
    // Search filters the lines.
    const search = getByLabel(dialog, "Search the trace")
    typeInto(search, "emailsub")
    await flush()
    expect(Array.from(list.querySelectorAll('[role="listitem"] code')).map((c) => c.textContent)).toEqual([LINES[2]])
    expect(dialog.textContent).toContain("Matching lines: 1 of 4")
    expect((getByRole(dialog, "button", { name: "Download" }) as HTMLButtonElement).disabled).toBe(false)
  })

  it("builds again with includeText true when the box is ticked, keeping only the newest answer", async () => {
    const first = deferred<TracePreview>()
    const second = deferred<TracePreview>()
    const build = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise)
    const { container } = render(<ExportTraceDialog build={build} onDownload={vi.fn()} onClose={vi.fn()} />)
    const box = getByLabel(container, "Include message text")
    expect(box.type).toBe("checkbox")
    expect(box.checked).toBe(false)
    click(box)
    expect(box.checked).toBe(true)
    expect(build).toHaveBeenCalledTimes(2)
    expect(build).toHaveBeenLastCalledWith({ includeText: true })
    second.resolve(preview({ eventCount: 30 }))
    first.resolve(preview({ eventCount: 12 })) // late answer to the old choice
    await flush()
    expect(getByRole(container, "status").textContent).toBe("Total events: 30 · Values masked or replaced: 2")
  })

  it("hands the built trace to onDownload; Cancel and Escape close", async () => {
    const built = preview()
    const onDownload = vi.fn()
    const onClose = vi.fn()
    const { container } = render(<ExportTraceDialog build={() => Promise.resolve(built)} onDownload={onDownload} onClose={onClose} />)
    await flush()
    click(getByRole(container, "button", { name: "Download" }))
    expect(onDownload).toHaveBeenCalledWith(built)
    click(getByRole(container, "button", { name: "Cancel" }))
    expect(onClose).toHaveBeenCalledTimes(1)
    getByRole(container, "dialog").dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it("says when nothing was recorded and keeps Download disabled", async () => {
    const { container } = render(<ExportTraceDialog build={() => Promise.resolve(preview({ eventCount: 0, lines: [], masked: new Map() }))} onDownload={vi.fn()} onClose={vi.fn()} />)
    await flush()
    expect(getByRole(container, "status").textContent).toBe("Nothing has been recorded yet.")
    expect(container.querySelector("table")).toBeNull()
    expect((getByRole(container, "button", { name: "Download" }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("reports a failed build with a retry", async () => {
    const build = vi.fn().mockRejectedValueOnce(new Error("idb closed")).mockResolvedValueOnce(preview())
    const { container } = render(<ExportTraceDialog build={build} onDownload={vi.fn()} onClose={vi.fn()} />)
    await flush()
    const alert = getByRole(container, "alert")
    expect(alert.textContent).toContain("The trace could not be prepared.")
    click(getByRole(alert, "button", { name: "Try again" }))
    await flush()
    expect(build).toHaveBeenCalledTimes(2)
    expect(build).toHaveBeenLastCalledWith({ includeText: false })
    expect(getByRole(container, "status").textContent).toBe("Total events: 12 · Values masked or replaced: 2")
  })

  it("is translated", async () => {
    const { container } = render(<ExportTraceDialog build={() => Promise.resolve(preview())} onDownload={vi.fn()} onClose={vi.fn()} />, { locale: "tr" })
    await flush()
    getByRole(container, "dialog", { name: "Tanılama kaydını dışa aktar" })
    getByLabel(container, "Mesaj metinlerini ekle")
    getByRole(container, "button", { name: "İndir" })
    expect(getByRole(container, "status").textContent).toBe("Toplam olay: 12 · Gizlenen ya da değiştirilen değerler: 2")
  })
})
