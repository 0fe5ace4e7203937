// PhotoViewer: a dialog showing one of a list of pictures larger, with previous/next buttons, the arrow
// keys (mirrored right to left), "Photo n of total", and close (button, Escape, backdrop). Used by the
// friend page's album and the own album of the edit-profile page.
import { useI18n } from "../../i18n"
import { Button } from "./Button"
import { CloseIcon } from "./icons"
import { BackIcon } from "./partIcons"
import { Modal } from "./Modal"
import "./PhotoViewer.css"

/** Props of {@link PhotoViewer}: the translated title, the picture URLs and the index shown (0-based). */
export interface PhotoViewerProps {
  title: string
  urls: ReadonlyArray<string>
  index: number
  onIndex: (i: number) => void
  onClose: () => void
}

/** The album viewer dialog. */
export function PhotoViewer({ title, urls, index, onIndex, onClose }: PhotoViewerProps) {
  const { LL } = useI18n()
  const n = urls.length
  const go = (d: number) => onIndex((index + d + n) % n)
  return (
    <Modal labelledBy="friend-photo-title" onEscape={onClose} onBackdropClick={onClose} className="friend-photo-viewer">
      <div
        className="friend-photo-body"
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") go(document.dir === "rtl" ? -1 : 1)
          else if (e.key === "ArrowLeft") go(document.dir === "rtl" ? 1 : -1)
        }}
      >
        <div className="friend-photo-bar">
          <h2 id="friend-photo-title" className="friend-photo-title">{title}</h2>
          <Button variant="ghost" aria-label={LL.common.close()} onClick={onClose}><CloseIcon /></Button>
        </div>
        <img src={urls[index]} alt={LL.member.social.page.photoOf({ n: index + 1, total: n })} className="friend-photo-img" />
        <p className="friend-photo-count" aria-live="polite">{LL.member.social.page.photoOf({ n: index + 1, total: n })}</p>
        {n > 1 ? (
          <div className="friend-photo-nav">
            <Button variant="secondary" aria-label={LL.member.social.page.prev()} onClick={() => go(-1)}><BackIcon /></Button>
            <Button variant="secondary" aria-label={LL.member.social.page.next()} onClick={() => go(1)}><span className="friend-photo-next"><BackIcon /></span></Button>
          </div>
        ) : null}
      </div>
    </Modal>
  )
}
