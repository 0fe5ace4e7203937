// The interpreter's half for call media: runs the RTC commands (domain/calls/media.ts) through the Rtc
// port and turns the adapter's RtcReports into media events stamped with the Clock.
import * as Effect from "effect/Effect"
import type { NewEvent } from "../app/types"
import type { RtcReport } from "./rtc"
import { Clock, Rtc } from "./ports"

type MediaCmd =
  | { readonly _tag: "CheckDevices" }
  | { readonly _tag: "PrepareRtc" }
  | { readonly _tag: "JoinRtc"; readonly roomNum: string; readonly appId: string; readonly token: string; readonly uid: string; readonly role: "caller" | "callee"; readonly peerUserId: string }
  | { readonly _tag: "LeaveRtc"; readonly roomNum: string }
  | { readonly _tag: "SetMicMuted"; readonly muted: boolean }
  | { readonly _tag: "SetRemoteVolume"; readonly volume: 0 | 100 }
  | { readonly _tag: "SwitchMediaDevice"; readonly kind: "camera" | "microphone"; readonly deviceId: string }
  | { readonly _tag: "CaptureRemoteFrame"; readonly key: string; readonly quality: number }

type MediaEvent = Extract<NewEvent, { _tag: "RtcJoined" | "RtcJoinFailed" | "RemoteJoined" | "RemoteFirstFrame" | "RemoteLeft" | "MediaDeviceLost" | "MediaDevicesChanged" | "RtcQualityChanged" }>
/** A media event before the Clock stamps `at`. */
export type MediaInput = MediaEvent extends infer E ? (E extends unknown ? Omit<E, "at"> : never) : never

/** The media event of one adapter report (without `at`). */
export const mediaEvent = (r: RtcReport): MediaInput => {
  switch (r.type) {
    case "joined":
      return { _tag: "RtcJoined", roomNum: r.roomNum }
    case "joinFailed":
      return { _tag: "RtcJoinFailed", roomNum: r.roomNum, reason: r.reason }
    case "remoteJoined":
      return { _tag: "RemoteJoined", roomNum: r.roomNum }
    case "remoteFirstFrame":
      return { _tag: "RemoteFirstFrame", roomNum: r.roomNum }
    case "remoteLeft":
      return { _tag: "RemoteLeft", roomNum: r.roomNum, reason: r.reason }
    case "deviceLost":
      return { _tag: "MediaDeviceLost", kind: r.kind }
    case "devicesChanged":
      return { _tag: "MediaDevicesChanged", ...r.counts }
    case "quality":
      return { _tag: "RtcQualityChanged", roomNum: r.roomNum, quality: r.quality, rttMs: r.rttMs, lossPct: r.lossPct }
  }
}

/** Runs one media command; reports come back through `publish`. */
export const mediaProgram = (c: MediaCmd, publish: (e: NewEvent) => void) =>
  Effect.gen(function* () {
    const clock = yield* Clock
    const rtc = yield* Rtc
    const stamp = (r: RtcReport) => publish({ ...mediaEvent(r), at: clock.now() } as NewEvent)
    switch (c._tag) {
      case "CheckDevices":
        return yield* Effect.promise(() => rtc.checkDevices().then((d) => publish({ _tag: "DevicesChecked", at: clock.now(), ...d })))
      case "PrepareRtc":
        return rtc.prepare()
      case "JoinRtc":
        return rtc.join({ roomNum: c.roomNum, appId: c.appId, token: c.token, uid: c.uid, role: c.role, peerUserId: c.peerUserId }, stamp)
      case "LeaveRtc":
        return rtc.leave(c.roomNum)
      case "SetMicMuted":
        return rtc.setMicMuted(c.muted)
      case "SetRemoteVolume":
        return rtc.setRemoteVolume(c.volume)
      case "SwitchMediaDevice":
        return rtc.switchDevice(c.kind, c.deviceId)
      case "CaptureRemoteFrame":
        return yield* Effect.promise(() =>
          rtc
            .captureRemoteFrame(c.quality)
            .catch(() => null)
            .then((localUrl) => publish({ _tag: "RemoteFrameCaptured", at: clock.now(), key: c.key, localUrl })),
        )
    }
  })
