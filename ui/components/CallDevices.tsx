// Device parts of the video popup (m§5 devices in a call): the camera and microphone picker, and the
// notice of a device change (a lost one is an alert with the way to choose another; a new one a status).
import { useId } from "react"
import { useI18n } from "../../i18n"
import { CloseIcon } from "./icons"
import { Spinner } from "./Spinner"
import "./Call.css"

/** Devices offered by the picker. */
export interface DeviceChoices {
  cameras: ReadonlyArray<{ deviceId: string; label: string }>
  microphones: ReadonlyArray<{ deviceId: string; label: string }>
  camera: string | null
  microphone: string | null
}

/** A device change to tell: a camera or microphone in use stopped, or one more was plugged in. */
export type DeviceNoticeKind = "cameraLost" | "microphoneLost" | "cameraAdded" | "microphoneAdded"

/** The notice of a device change; `onChoose` offers the picker, `onDismiss` closes the notice. */
export function DeviceNotice({ notice, className, onChoose, onDismiss }: { notice: DeviceNoticeKind; className: string; onChoose?: () => void; onDismiss?: () => void }) {
  const { LL } = useI18n()
  const t = LL.member.call.video
  const lost = notice === "cameraLost" || notice === "microphoneLost"
  return (
    <p className={className} role={lost ? "alert" : "status"}>
      <span>{t.deviceNotice[notice]()}</span>
      {onChoose ? (
        <button type="button" className="call-banner-action" onClick={onChoose}>{t.chooseDevice()}</button>
      ) : null}
      {onDismiss ? (
        <button type="button" className="call-banner-close" onClick={onDismiss} aria-label={t.closeNotice()}>
          <CloseIcon size={16} />
        </button>
      ) : null}
    </p>
  )
}

/** Camera and microphone selects (labels from the browser; empty before permission). */
export function DevicePicker({ devices, onPick }: { devices: DeviceChoices | null; onPick: (kind: "camera" | "microphone", deviceId: string) => void }) {
  const { LL } = useI18n()
  const t = LL.member.call.video
  const camId = useId()
  const micId = useId()
  if (devices === null) return <Spinner size={24} label={LL.common.loading()} />
  return (
    <div className="call-devices">
      <label htmlFor={camId}>{t.camera()}</label>
      <select id={camId} value={devices.camera ?? ""} onChange={(e) => onPick("camera", e.target.value)}>
        {devices.cameras.map((d) => (
          <option key={d.deviceId} value={d.deviceId}>{d.label}</option>
        ))}
      </select>
      <label htmlFor={micId}>{t.microphone()}</label>
      <select id={micId} value={devices.microphone ?? ""} onChange={(e) => onPick("microphone", e.target.value)}>
        {devices.microphones.map((d) => (
          <option key={d.deviceId} value={d.deviceId}>{d.label}</option>
        ))}
      </select>
    </div>
  )
}
