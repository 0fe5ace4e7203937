// Download popup (a§2): Android and iOS QR codes of the app-store pages with direct links. The QR
// library is loaded only when the popup opens (dynamic import; `makeQr` replaces it in tests).
import { useEffect, useId, useState } from "react"
import { useI18n } from "../../i18n"
import { Button } from "./Button"
import { Modal } from "./Modal"
import { Spinner } from "./Spinner"
import "./DownloadPopup.css"

/** Makes a QR code image (a data URL) for `url`. */
export type MakeQr = (url: string) => Promise<string>

type QrApi = typeof import("qrcode")

/** The default QR maker: the `qrcode` library, imported on first use. */
export const lazyQr: MakeQr = async (url) => {
  const mod: unknown = await import("qrcode")
  // A CommonJS module: bundlers put its exports on `default`, Node's loader also as named exports.
  const QR = ((mod as { default?: QrApi }).default ?? mod) as QrApi
  return QR.toDataURL(url, { margin: 1, width: 200, errorCorrectionLevel: "M" })
}

/** Props of {@link DownloadPopup}. */
export interface DownloadPopupProps {
  androidUrl: string
  iosUrl: string
  onClose: () => void
  makeQr?: MakeQr
}

type Qr = { state: "loading" } | { state: "ready"; src: string } | { state: "failed" }

const useQr = (url: string, makeQr: MakeQr): Qr => {
  const [qr, setQr] = useState<Qr>({ state: "loading" })
  useEffect(() => {
    let live = true
    setQr({ state: "loading" })
    makeQr(url).then(
      (src) => live && setQr({ state: "ready", src }),
      () => live && setQr({ state: "failed" }),
    )
    return () => {
      live = false
    }
  }, [url, makeQr])
  return qr
}

function QrCard({ title, alt, href, linkLabel, qr }: { title: string; alt: string; href: string; linkLabel: string; qr: Qr }) {
  const { LL } = useI18n()
  return (
    <figure className="download-qr">
      <div className="download-qr-box">
        {qr.state === "ready" ? (
          <img src={qr.src} alt={alt} width={160} height={160} />
        ) : qr.state === "loading" ? (
          <Spinner label={LL.overlays.download.loading()} />
        ) : (
          <p className="download-qr-failed">{LL.overlays.download.failed()}</p>
        )}
      </div>
      <figcaption className="download-qr-title">{title}</figcaption>
      <a className="download-qr-link" href={href} target="_blank" rel="noopener noreferrer">{linkLabel}</a>
    </figure>
  )
}

/** The Android and iOS QR codes with their store links (the popup and the download page). */
export function DownloadCodes({ androidUrl, iosUrl, makeQr = lazyQr }: { androidUrl: string; iosUrl: string; makeQr?: MakeQr }) {
  const { LL } = useI18n()
  const android = useQr(androidUrl, makeQr)
  const ios = useQr(iosUrl, makeQr)
  const d = LL.overlays.download
  return (
    <div className="download-popup-codes">
      <QrCard title={d.android()} alt={d.androidQr()} href={androidUrl} linkLabel={d.androidLink()} qr={android} />
      <QrCard title={d.ios()} alt={d.iosQr()} href={iosUrl} linkLabel={d.iosLink()} qr={ios} />
    </div>
  )
}

/** The download dialog with the two QR codes. */
export function DownloadPopup({ androidUrl, iosUrl, onClose, makeQr = lazyQr }: DownloadPopupProps) {
  const { LL } = useI18n()
  const titleId = useId()
  const introId = useId()
  const d = LL.overlays.download
  return (
    <Modal labelledBy={titleId} describedBy={introId} onEscape={onClose} onBackdropClick={onClose} className="download-popup">
      <h2 id={titleId} className="download-popup-title">{d.title()}</h2>
      <p id={introId} className="download-popup-intro">{d.intro({ app: LL.app.name() })}</p>
      <DownloadCodes androidUrl={androidUrl} iosUrl={iosUrl} makeQr={makeQr} />
      <div className="modal-actions download-popup-actions">
        <Button variant="secondary" onClick={onClose} data-autofocus>{d.close()}</Button>
      </div>
    </Modal>
  )
}
