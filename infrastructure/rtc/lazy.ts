// An RtcAdapter whose real adapter (WebRTC or Agora, with the media helpers) is a chunk loaded on first
// use (issue 14: no call code in the startup file). Calls made before it arrives are kept and replayed
// in order; `prepare()` (run ahead of a join) starts the load. Like every adapter it never throws: a
// chunk that cannot load makes a join report joinFailed ("network") and the other answers empty.
import type { DeviceCheck, RtcAdapter } from "../../domain/runtime/rtc"

/** What the device check says when the adapter could not be loaded: nothing available. */
const NO_DEVICES: DeviceCheck = { camera: false, microphone: false, speakers: "unknown", permission: "unknown" }

/** An RtcAdapter over `load` (called at most once successfully; retried on the next use after a failure). */
export const lazyRtc = (load: () => Promise<RtcAdapter>): RtcAdapter => {
  let adapter: RtcAdapter | null = null
  let loading: Promise<RtcAdapter> | null = null
  const queue: Array<(a: RtcAdapter) => void> = []

  const get = (): Promise<RtcAdapter> =>
    (loading ??= load().then(
      (a) => {
        adapter = a
        for (const call of queue.splice(0)) call(a)
        return a
      },
      (err: unknown) => {
        loading = null
        throw err
      },
    ))

  /** Runs `call` now when loaded, else after the load (in the order asked); `failed` runs if it cannot load. */
  const later = (call: (a: RtcAdapter) => void, failed: () => void = () => {}): void => {
    if (adapter) return call(adapter)
    queue.push(call)
    get().catch(() => {
      const i = queue.indexOf(call)
      if (i >= 0) {
        queue.splice(i, 1)
        failed()
      }
    })
  }

  return {
    prepare: () => later((a) => a.prepare()),
    checkDevices: () => get().then((a) => a.checkDevices(), () => NO_DEVICES),
    join: (join, report) => later((a) => a.join(join, report), () => report({ type: "joinFailed", roomNum: join.roomNum, reason: "network" })),
    leave: (roomNum) => later((a) => a.leave(roomNum)),
    setMicMuted: (muted) => later((a) => a.setMicMuted(muted)),
    setRemoteVolume: (volume) => later((a) => a.setRemoteVolume(volume)),
    switchDevice: (kind, deviceId) => later((a) => a.switchDevice(kind, deviceId)),
    attach: (slot, el) => later((a) => a.attach(slot, el)),
    captureRemoteFrame: (quality) => get().then((a) => a.captureRemoteFrame(quality), () => null),
    devices: () => get().then((a) => a.devices(), () => ({ cameras: [], microphones: [], camera: null, microphone: null })),
  }
}
