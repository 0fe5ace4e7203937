// AlbumEditor: the "My photos" part of the edit-profile page (m§2 own profile, m§7 album/*): the member's
// own album as a grid of 3:4 thumbnails (skeleton tiles while first asked, an empty text, a retry when
// the list failed), an "Add photo" button over a hidden file input (images only, a§5; the domain refuses
// the rest), a pending tile with progress per upload, and per picture a "Delete photo n" button behind a
// danger confirm (Cancel takes the focus). A picture opens larger in the shared PhotoViewer.
import { useEffect, useId, useRef, useState } from "react"
import { useFormat, useI18n, type ErrorKey } from "../../../i18n"
import { Button } from "../Button"
import { ConfirmDialog } from "../ConfirmDialog"
import { ImageFileInput } from "../ImageFileInput"
import { TrashIcon } from "../icons"
import { PlusIcon } from "../partIcons"
import { PhotoViewer } from "../PhotoViewer"
import { Skeleton } from "../Skeleton"
import { Spinner } from "../Spinner"
import "./ProfileEdit.css"
import "./AlbumEditor.css"

/** Skeleton tiles shown while the album is first asked. */
const SKELETON_TILES = 3

/** Props of {@link AlbumEditor}. */
export interface AlbumEditorProps {
  /** The member's own pictures, oldest first; null until the first answer. */
  pictures: ReadonlyArray<{ readonly id: number; readonly url: string }> | null
  /** The list is being asked. With no pictures yet: skeleton tiles while asked, else a retry (it failed). */
  loading: boolean
  /** Uploads in flight: key, local preview (blob: URL), bytes loaded of total. */
  uploads: ReadonlyArray<{ readonly key: string; readonly localUrl: string; readonly loaded: number; readonly total: number }>
  /** Ids of the pictures being deleted. */
  deleting: ReadonlyArray<number>
  /** Why the last add or delete failed (catalog error key), or null. */
  problem: ErrorKey | null
  onAdd: (file: File) => void
  onDelete: (id: number) => void
  onRetry: () => void
}

/** The own-album part of the edit-profile page. */
export function AlbumEditor({ pictures, loading, uploads, deleting, problem, onAdd, onDelete, onRetry }: AlbumEditorProps) {
  const { LL } = useI18n()
  const format = useFormat()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const addButton = useRef<HTMLButtonElement>(null)
  const grid = useRef<HTMLUListElement>(null)
  const [confirm, setConfirm] = useState<{ id: number; n: number } | null>(null)
  const [viewer, setViewer] = useState<number | null>(null)
  // After a confirmed deletion the focus was on the picture's delete button: once the picture is gone,
  // it moves to the picture now in its place (else the Add photo button), not to the page's start.
  const focusAfter = useRef<{ id: number; index: number } | null>(null)
  useEffect(() => {
    const f = focusAfter.current
    if (f === null || pictures === null) return
    if (pictures.some((p) => p.id === f.id)) {
      if (!deleting.includes(f.id)) focusAfter.current = null
      return
    }
    focusAfter.current = null
    const thumbs = grid.current?.querySelectorAll<HTMLButtonElement>(".profile-album-thumb")
    const next = thumbs && thumbs.length > 0 ? thumbs[Math.min(f.index, thumbs.length - 1)] : null
    ;(next ?? addButton.current)?.focus()
  }, [pictures, deleting])

  const list = pictures ?? []
  const total = list.length
  const first = pictures === null && loading
  return (
    <section className="profile-album" aria-labelledby={`${id}-h`} aria-busy={first || undefined}>
      <div className="profile-album-head">
        <h2 id={`${id}-h`} className="profile-section-title">{LL.member.profile.album()}</h2>
        <Button ref={addButton} variant="secondary" size="sm" icon={<PlusIcon size={18} />} onClick={() => input.current?.click()}>
          {LL.member.profile.addPhoto()}
        </Button>
      </div>
      <p className="field-hint">{LL.member.profile.albumRules()}</p>
      {problem ? <p className="field-error" role="alert">{LL.errors[problem]()}</p> : null}
      <ImageFileInput ref={input} onFile={onAdd} />
      {first ? (
        <>
          <p className="visually-hidden" role="status">{LL.member.profile.albumLoading()}</p>
          <ul className="profile-album-grid" aria-hidden="true">
            {Array.from({ length: SKELETON_TILES }, (_, i) => (
              <li key={i} className="profile-album-tile"><Skeleton className="profile-album-skeleton" /></li>
            ))}
          </ul>
        </>
      ) : pictures === null && uploads.length === 0 ? (
        <div className="profile-album-failed">
          <p role="alert">{LL.member.profile.albumLoadFailed()}</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>{LL.common.retry()}</Button>
        </div>
      ) : total === 0 && uploads.length === 0 ? (
        <p className="profile-album-empty">{LL.member.profile.albumEmpty()}</p>
      ) : (
        <ul ref={grid} className="profile-album-grid" aria-labelledby={`${id}-h`}>
          {list.map((p, i) => {
            const busy = deleting.includes(p.id)
            return (
              <li key={p.id} className={`profile-album-tile${busy ? " is-deleting" : ""}`}>
                <button type="button" className="profile-album-thumb" aria-label={LL.member.social.page.openPhoto({ n: i + 1, total })} onClick={() => setViewer(i)}>
                  <img src={p.url} alt="" loading="lazy" />
                </button>
                <button
                  type="button"
                  className="profile-album-delete"
                  aria-label={LL.member.profile.deletePhoto({ n: i + 1 })}
                  title={LL.member.profile.deletePhoto({ n: i + 1 })}
                  aria-disabled={busy || undefined}
                  onClick={() => {
                    if (!busy) setConfirm({ id: p.id, n: i + 1 })
                  }}
                >
                  {busy ? <Spinner size={18} decorative /> : <TrashIcon size={18} />}
                </button>
              </li>
            )
          })}
          {uploads.map((u) => {
            const percent = Math.round((u.loaded / Math.max(u.total, 1)) * 100)
            return (
              <li key={u.key} className="profile-album-tile is-pending">
                <img src={u.localUrl} alt="" />
                <div className="profile-album-progress">
                  <progress role="progressbar" max={100} value={percent} aria-label={LL.member.profile.uploadingPhoto()} aria-valuetext={format.percent(percent)} />
                  <span aria-hidden="true">{format.percent(percent)}</span>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      {confirm !== null ? (
        <ConfirmDialog
          danger
          title={LL.member.profile.deleteTitle({ n: confirm.n })}
          text={LL.member.profile.deleteText()}
          confirmLabel={LL.member.profile.deleteConfirm()}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            focusAfter.current = { id: confirm.id, index: confirm.n - 1 }
            setConfirm(null)
            onDelete(confirm.id)
          }}
        />
      ) : null}
      {viewer !== null && list[viewer] ? (
        <PhotoViewer title={LL.member.profile.album()} urls={list.map((p) => p.url)} index={viewer} onIndex={setViewer} onClose={() => setViewer(null)} />
      ) : null}
    </section>
  )
}
