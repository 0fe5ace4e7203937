// Call media (m§4 lifecycle, m§5 devices) as data: the RTC commands the interpreter runs through the Rtc
// port, and the media events its adapters report. The call state machine (domain/calls) decides when
// to send which command and what each event means; this file only names them.
import * as Schema from "effect/Schema"
import { DeviceId, SafeNumber, SafeString, Secret, UserIdString } from "../core/sensitive"
import { event, message } from "../core/schema"

const Role = Schema.Literals(["caller", "callee"])
const Kind = Schema.Literals(["camera", "microphone"])

/** Check camera, microphone and speakers; answered by DevicesChecked. */
export const CheckDevices = message("CheckDevices", {})
/** Load the RTC code ahead of a join (production: the Agora SDK chunk, when ringing starts). */
export const PrepareRtc = message("PrepareRtc", {})
/** Join call room `roomNum` (appId/token from the launch or answer data; "" in local mode); peerUserId gets the local signaling. */
export const JoinRtc = message("JoinRtc", { roomNum: SafeString, appId: SafeString, token: Secret, uid: UserIdString, role: Role, peerUserId: UserIdString })
/** Leave room `roomNum` (a no-op for another room). */
export const LeaveRtc = message("LeaveRtc", { roomNum: SafeString })
export const SetMicMuted = message("SetMicMuted", { muted: Schema.Boolean })
/** m§4: mute toggles the remote volume between 0 and 100. */
export const SetRemoteVolume = message("SetRemoteVolume", { volume: Schema.Literals([0, 100]) })
export const SwitchMediaDevice = message("SwitchMediaDevice", { kind: Kind, deviceId: DeviceId })

/** The RTC commands. */
export const MediaCommands = [CheckDevices, PrepareRtc, JoinRtc, LeaveRtc, SetMicMuted, SetRemoteVolume, SwitchMediaDevice] as const

/**
 * m§5 device check result. speakers "unknown": the browser does not list outputs (Firefox, Safari) but
 * plays through the default one — count it as available; only "absent" is missing.
 */
export const DevicesChecked = event("DevicesChecked", {
  camera: Schema.Boolean,
  microphone: Schema.Boolean,
  speakers: Schema.Literals(["present", "absent", "unknown"]),
  permission: Schema.Literals(["granted", "denied", "prompt", "unknown"]),
})
/** Local media published in the room (m§4: start the call timer and the 30 s first-frame timer). */
export const RtcJoined = event("RtcJoined", { roomNum: SafeString })
export const RtcJoinFailed = event("RtcJoinFailed", { roomNum: SafeString, reason: Schema.Literals(["permission", "device", "network", "token", "unknown"]) })
/** The other member's media connected (also after coming back). */
export const RemoteJoined = event("RemoteJoined", { roomNum: SafeString })
/** The remote video decoded its first frame (m§4: cancels the 30 s no-video hang-up). */
export const RemoteFirstFrame = event("RemoteFirstFrame", { roomNum: SafeString })
/** The other member left (bye) or the connection failed/closed (m§4: 20 s remote-left timer). */
export const RemoteLeft = event("RemoteLeft", { roomNum: SafeString, reason: Schema.Literals(["bye", "failed", "closed"]) })
/** A camera or microphone in use stopped (unplugged, taken by another app). */
export const MediaDeviceLost = event("MediaDeviceLost", { kind: Kind })
/** devicechange: the numbers of devices now. */
export const MediaDevicesChanged = event("MediaDevicesChanged", { cameras: SafeNumber, microphones: SafeNumber, speakers: SafeNumber })
/** Connection quality changed (getStats or Agora network quality); rttMs in ms, lossPct in %. */
export const RtcQualityChanged = event("RtcQualityChanged", { roomNum: SafeString, quality: Schema.Literals(["good", "poor", "bad"]), rttMs: SafeNumber, lossPct: SafeNumber })

/** The media events. */
export const MediaEvents = [DevicesChecked, RtcJoined, RtcJoinFailed, RemoteJoined, RemoteFirstFrame, RemoteLeft, MediaDeviceLost, MediaDevicesChanged, RtcQualityChanged] as const
