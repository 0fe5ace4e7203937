// The download page (a§2 downLoad, /download): the Android and iOS QR codes with their store links, the
// same as the download popup that phones get from the settings menu.
import { useI18n } from "../../i18n"
import { useServices } from "../app/hooks"
import { DownloadCodes } from "../components/DownloadPopup"
import "../components/DownloadPopup.css"

/** The download page. */
export default function DownloadPage() {
  const { LL } = useI18n()
  const d = LL.overlays.download
  const { downloadLinks } = useServices()
  return (
    <section className="download-popup download-page" aria-labelledby="download-page-title">
      <h1 id="download-page-title" className="download-popup-title">{d.title()}</h1>
      <p className="download-popup-intro">{d.intro({ app: LL.app.name() })}</p>
      <DownloadCodes androidUrl={downloadLinks.android} iosUrl={downloadLinks.ios} />
    </section>
  )
}
