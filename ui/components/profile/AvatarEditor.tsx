// AvatarEditor: the profile photo in the 3:4 frame of the 270X360 avatar (a§3), a "choose a new photo"
// button over a hidden file input (images only, a§5), the upload's progress bar, and the a§8 photo
// states as text: uploading, sending for review, under review (with a badge), not approved, failed.
import { useId, useRef } from "react"
import { useFormat, useI18n, type ErrorKey } from "../../../i18n"
import { Button } from "../Button"
import { ImageFileInput } from "../ImageFileInput"
import { initialOf } from "../Avatar"
import "./ProfileEdit.css"

/** a§8 review of the newest photo. */
export type AvatarReviewState = "none" | "reviewing" | "notApproved" | "failed"

/** Props of {@link AvatarEditor}. */
export interface AvatarEditorProps {
  /** The approved photo (what others see); "" when none. */
  currentUrl: string
  name: string
  review: AvatarReviewState
  /** The photo under review or last refused ("" when none). */
  reviewUrl: string
  /** The upload in flight: bytes loaded of total, its local preview, and whether it is being submitted. */
  upload: { readonly loaded: number; readonly total: number; readonly localUrl: string; readonly phase: "uploading" | "saving" } | null
  /** Why the last chosen photo did not reach review (catalog error key), or null. */
  problem: Extract<ErrorKey, "photoNotImage" | "photoTooLarge" | "photoUploadFailed" | "updateFailed"> | null
  onChoose: (file: File) => void
}

/** The photo part of the edit-profile page. */
export function AvatarEditor({ currentUrl, name, review, reviewUrl, upload, problem, onChoose }: AvatarEditorProps) {
  const { LL } = useI18n()
  const format = useFormat()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const pending = upload !== null || (review === "reviewing" && reviewUrl !== "")
  const shown = upload?.localUrl ?? (review === "reviewing" && reviewUrl !== "" ? reviewUrl : currentUrl)
  const percent = upload ? Math.round((upload.loaded / Math.max(upload.total, 1)) * 100) : 0
  const error = problem
    ? LL.errors[problem]()
    : review === "notApproved"
      ? LL.member.profile.notApproved()
      : review === "failed"
        ? LL.member.profile.reviewFailed()
        : null
  const status = upload?.phase === "uploading" ? LL.member.profile.uploading({ percent }) : upload ? LL.member.profile.submitting() : review === "reviewing" ? LL.member.profile.reviewing() : null
  return (
    <section className="profile-photo" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="profile-section-title">{LL.member.profile.photo()}</h2>
      <div className="profile-photo-frame">
        {shown ? (
          <img src={shown} alt={pending ? LL.member.profile.photoPendingAlt() : LL.member.profile.photoAlt()} width={270} height={360} />
        ) : (
          <span className="profile-photo-initial" role="img" aria-label={LL.member.profile.photoAlt()}>{initialOf(name)}</span>
        )}
        {pending && upload === null ? <span className="profile-photo-badge">{LL.member.profile.reviewBadge()}</span> : null}
        {upload ? (
          <progress className="profile-photo-progress" role="progressbar" max={100} value={percent} aria-label={LL.member.profile.uploadLabel()} aria-valuetext={format.percent(percent)} />
        ) : null}
      </div>
      <p className="profile-photo-status" role="status">{status}</p>
      {error ? <p className="field-error" role="alert">{error}</p> : null}
      <ImageFileInput ref={input} onFile={onChoose} />
      <Button variant="secondary" block disabled={upload !== null} onClick={() => input.current?.click()}>
        {LL.member.profile.choosePhoto()}
      </Button>
      <p className="field-hint">{LL.member.profile.photoRules()}</p>
    </section>
  )
}
