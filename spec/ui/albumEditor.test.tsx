// @vitest-environment jsdom
// The "My photos" part of Edit profile (m§2 own profile, m§7 album/*, a§5): skeleton tiles while first
// asked, the empty text, a retry when the list failed, the grid of thumbnails with "Open photo n of
// total" and "Delete photo n", a pending tile with progress per upload, the danger confirm (Cancel takes
// the focus), a deletion in flight that cannot be asked again, the problem as an alert, the file
// chosen handed on, and the focus kept on the album once a deleted picture is gone.
import { afterEach, describe, expect, it, vi } from "vitest"
import { AlbumEditor, type AlbumEditorProps } from "../../ui/components/profile/AlbumEditor"
import { cleanup, click, getByRole, queryAllByRole, render } from "./render"

afterEach(cleanup)

const PICS = [
  { id: 11, url: "/media/uploads/a.png" },
  { id: 12, url: "/media/uploads/b.png" },
  { id: 13, url: "/media/uploads/c.png" },
]
const props = (over: Partial<AlbumEditorProps> = {}): AlbumEditorProps => ({
  pictures: PICS, loading: false, uploads: [], deleting: [], problem: null, onAdd: vi.fn(), onDelete: vi.fn(), onRetry: vi.fn(), ...over,
})
const region = (root: ParentNode) => getByRole(root, "region", { name: "My photos" })

describe("AlbumEditor", () => {
  it("shows skeleton tiles and a loading status while the album is first asked", () => {
    const { container } = render(<AlbumEditor {...props({ pictures: null, loading: true })} />)
    expect(region(container).getAttribute("aria-busy")).toBe("true")
    expect(getByRole(container, "status").textContent).toBe("Loading your photos…")
    expect(container.querySelectorAll(".skeleton")).toHaveLength(3)
    expect(queryAllByRole(container, "button", { name: /^Open photo/ })).toHaveLength(0)
    expect(getByRole(container, "button", { name: "Add photo" })).toBeTruthy()
  })

  it("says so when there are no photos, and offers a retry when the list failed", () => {
    const empty = render(<AlbumEditor {...props({ pictures: [] })} />)
    expect(empty.container.textContent).toContain("You have not added any photos yet.")
    empty.unmount()
    const onRetry = vi.fn()
    const failed = render(<AlbumEditor {...props({ pictures: null, loading: false, onRetry })} />)
    expect(getByRole(failed.container, "alert").textContent).toBe("Your photos could not be loaded.")
    click(getByRole(failed.container, "button", { name: "Try again" }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it("lists the photos with a named open and delete button each, and an upload as a pending tile with progress", () => {
    const { container } = render(<AlbumEditor {...props({ uploads: [{ key: "k1", localUrl: "blob:k1", loaded: 512, total: 2048 }] })} />)
    const list = getByRole(container, "list", { name: "My photos" })
    expect(queryAllByRole(list, "listitem")).toHaveLength(4)
    expect(getByRole(list, "button", { name: "Open photo 2 of 3" }).querySelector("img")?.getAttribute("src")).toBe("/media/uploads/b.png")
    expect(queryAllByRole(list, "button", { name: /^Delete photo \d$/ }).map((b) => b.getAttribute("aria-label"))).toEqual(["Delete photo 1", "Delete photo 2", "Delete photo 3"])
    const bar = getByRole(list, "progressbar", { name: "Uploading a new photo" }) as HTMLProgressElement
    expect(bar.value).toBe(25)
    expect(list.querySelector('img[src="blob:k1"]')).not.toBeNull()
  })

  it("asks before deleting: Cancel takes the focus and keeps the photo; Delete hands on the photo's id", () => {
    const onDelete = vi.fn()
    const { container } = render(<AlbumEditor {...props({ onDelete })} />)
    click(getByRole(container, "button", { name: "Delete photo 2" }))
    const dialog = getByRole(document.body, "dialog", { name: "Delete photo 2?" })
    expect(dialog.textContent).toContain("It is removed from your profile for everyone.")
    expect(document.activeElement).toBe(getByRole(dialog, "button", { name: "Cancel" }))
    click(getByRole(dialog, "button", { name: "Cancel" }))
    expect(queryAllByRole(document.body, "dialog")).toHaveLength(0)
    expect(onDelete).not.toHaveBeenCalled()
    click(getByRole(container, "button", { name: "Delete photo 2" }))
    click(getByRole(getByRole(document.body, "dialog", { name: "Delete photo 2?" }), "button", { name: "Delete" }))
    expect(onDelete).toHaveBeenCalledWith(12)
  })

  it("while a photo is being deleted, its delete button is unavailable and asks nothing", () => {
    const { container } = render(<AlbumEditor {...props({ deleting: [12] })} />)
    const busy = getByRole(container, "button", { name: "Delete photo 2" })
    expect(busy.getAttribute("aria-disabled")).toBe("true")
    click(busy)
    expect(queryAllByRole(document.body, "dialog")).toHaveLength(0)
  })

  it("shows why the last add or delete failed as an alert", () => {
    const { container } = render(<AlbumEditor {...props({ problem: "photoTooLarge" })} />)
    expect(getByRole(container, "alert").textContent).toBe("The image is larger than 5 MB.")
  })

  it("hands on the chosen file; the input takes images only", () => {
    const onAdd = vi.fn()
    const { container } = render(<AlbumEditor {...props({ onAdd })} />)
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!
    expect(input.accept).toBe("image/*")
    const file = new File([new Uint8Array([1, 2, 3])], "me.png", { type: "image/png" })
    Object.defineProperty(input, "files", { value: [file], configurable: true })
    input.dispatchEvent(new Event("change", { bubbles: true }))
    expect(onAdd).toHaveBeenCalledWith(file)
  })

  it("once a deleted photo is gone, the focus goes to the photo now in its place (the Add button when none is left)", () => {
    const onDelete = vi.fn()
    const { container, rerender } = render(<AlbumEditor {...props({ onDelete })} />)
    click(getByRole(container, "button", { name: "Delete photo 2" }))
    click(getByRole(getByRole(document.body, "dialog"), "button", { name: "Delete" }))
    rerender(<AlbumEditor {...props({ onDelete, deleting: [12] })} />)
    rerender(<AlbumEditor {...props({ onDelete, pictures: [PICS[0]!, PICS[2]!] })} />)
    expect(document.activeElement).toBe(getByRole(container, "button", { name: "Open photo 2 of 2" }))
    click(getByRole(container, "button", { name: "Delete photo 1" }))
    click(getByRole(getByRole(document.body, "dialog"), "button", { name: "Delete" }))
    rerender(<AlbumEditor {...props({ onDelete, pictures: [] })} />)
    expect(document.activeElement).toBe(getByRole(container, "button", { name: "Add photo" }))
  })
})
