// The call-media port's vocabulary (m§4 call lifecycle, m§5 devices), owned by the domain: what an RTC
// adapter must do (join/leave a call room, mute, switch devices) and the media facts it reports through
// one callback (joined, remote first frame, remote left, device changes, quality). Two adapters implement
// it (the WebRTC one for local mode, the Agora one for production); adapters never throw: failures are reports.

/** Result of a device check (m§5: camera, microphone and speakers must be available). */
export interface DeviceCheck {
  readonly camera: boolean
  readonly microphone: boolean
  /**
   * "present": at least one audiooutput is listed; "absent": the browser lists audio outputs but none is
   * there; "unknown": the browser does not list audio outputs at all (Firefox without the speaker-selection
   * pref, Safari) yet can play audio through the default output — callers treat it as available.
   */
  readonly speakers: "present" | "absent" | "unknown"
  /** Camera/microphone permission as the Permissions API tells it ("unknown" where it cannot). */
  readonly permission: "granted" | "denied" | "prompt" | "unknown"
}

/** Why joining failed. */
export type JoinFailure = "permission" | "device" | "network" | "token" | "unknown"

/** Counts of devices of each kind (devicechange reports). */
export interface DeviceCounts {
  readonly cameras: number
  readonly microphones: number
  readonly speakers: number
}

/** Network quality of the call, as the adapter measures it (getStats locally, Agora's network quality in production). */
export type Quality = "good" | "poor" | "bad"

/** One media fact an adapter reports; the interpreter turns it into a domain event stamped with `at`. */
export type RtcReport =
  | { readonly type: "joined"; readonly roomNum: string }
  | { readonly type: "joinFailed"; readonly roomNum: string; readonly reason: JoinFailure }
  | { readonly type: "remoteJoined"; readonly roomNum: string }
  | { readonly type: "remoteFirstFrame"; readonly roomNum: string }
  | { readonly type: "remoteLeft"; readonly roomNum: string; readonly reason: "bye" | "failed" | "closed" }
  | { readonly type: "deviceLost"; readonly kind: "camera" | "microphone" }
  | { readonly type: "devicesChanged"; readonly counts: DeviceCounts }
  | { readonly type: "quality"; readonly roomNum: string; readonly quality: Quality; readonly rttMs: number; readonly lossPct: number }

/** What joining a room needs; `appId`/`token` come from the launch/answer data (empty in local mode). */
export interface RtcJoin {
  readonly roomNum: string
  readonly appId: string
  readonly token: string
  /** Own user id (the RTC uid). */
  readonly uid: string
  readonly role: "caller" | "callee"
  /** The other member's user id (local mode sends signaling to it). */
  readonly peerUserId: string
}

/** A selectable input device. */
export interface MediaDeviceOption {
  readonly deviceId: string
  readonly label: string
}

/** The two video slots of the call popup. */
export type VideoSlot = "local" | "remote"

/** What an RTC media adapter provides: the service shape of the Rtc port (domain/runtime/ports.ts). */
export interface RtcAdapter {
  /** Loads what the adapter needs ahead of a join (Agora: the SDK chunk); safe to call often. */
  readonly prepare: () => void
  /** Checks camera, microphone and speakers; never rejects. */
  readonly checkDevices: () => Promise<DeviceCheck>
  /** Joins `join.roomNum` with local camera (720p) and microphone; reports through `report` until leave. */
  readonly join: (join: RtcJoin, report: (r: RtcReport) => void) => void
  /** Leaves the room (tells the peer, stops local tracks); a no-op for another or no room. */
  readonly leave: (roomNum: string) => void
  readonly setMicMuted: (muted: boolean) => void
  /** m§4: the remote audio volume, 0 or 100. */
  readonly setRemoteVolume: (volume: 0 | 100) => void
  /** Switches the camera or microphone in use (also mid-call). */
  readonly switchDevice: (kind: "camera" | "microphone", deviceId: string) => void
  /** Shows a slot's stream in `el` (null detaches); the call popup's video elements register here. */
  readonly attach: (slot: VideoSlot, el: HTMLVideoElement | null) => void
  /**
   * m§4 report screenshot: the remote video's current frame as a JPEG of `quality` (0..1, 0.2 for
   * reports), answered as a local object URL (blob:) the Uploads port can read; null when there is no
   * remote video or it cannot be encoded. Never rejects.
   */
  readonly captureRemoteFrame: (quality: number) => Promise<string | null>
  /** Lists cameras and microphones (labels are empty before permission) and the ids in use. */
  readonly devices: () => Promise<{ cameras: MediaDeviceOption[]; microphones: MediaDeviceOption[]; camera: string | null; microphone: string | null }>
}
