// The interpreter's call-media half: RTC commands reach the Rtc port with their fields, and adapter
// reports come back as media events stamped with the Clock at report time.
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import type { Cmd } from "../../domain/app/commands"
import type { NewEvent } from "../../domain/app/event"
import { program } from "../../domain/runtime/interpreter"
import { T0 } from "../support/fixtures"
import { testPorts } from "../support/testLayers"

const run = async (c: Cmd, ports = testPorts({ now: T0 })) => {
  const published: NewEvent[] = []
  await Effect.runPromise(Effect.provide(program(c, (e) => published.push(e)), ports.layer))
  return { ports, published }
}

describe("Given RTC commands", () => {
  it("when JoinRtc runs, then the port joins with the room, credentials, role and peer, and reports become stamped events", async () => {
    const { ports, published } = await run({ _tag: "JoinRtc", roomNum: "r-1", appId: "app", token: "tok", uid: "501", role: "caller", peerUserId: "777" })
    expect(ports.rtc.log).toEqual([{ op: "join", args: [{ roomNum: "r-1", appId: "app", token: "tok", uid: "501", role: "caller", peerUserId: "777" }] }])
    ports.clock.tick(500)
    ports.rtc.emit({ type: "joined", roomNum: "r-1" })
    ports.rtc.emit({ type: "remoteFirstFrame", roomNum: "r-1" })
    ports.rtc.emit({ type: "remoteLeft", roomNum: "r-1", reason: "bye" })
    ports.rtc.emit({ type: "devicesChanged", counts: { cameras: 1, microphones: 0, speakers: 2 } })
    ports.rtc.emit({ type: "quality", roomNum: "r-1", quality: "poor", rttMs: 450, lossPct: 1.5 })
    expect(published).toEqual([
      { _tag: "RtcJoined", at: T0 + 500, roomNum: "r-1" },
      { _tag: "RemoteFirstFrame", at: T0 + 500, roomNum: "r-1" },
      { _tag: "RemoteLeft", at: T0 + 500, roomNum: "r-1", reason: "bye" },
      { _tag: "MediaDevicesChanged", at: T0 + 500, cameras: 1, microphones: 0, speakers: 2 },
      { _tag: "RtcQualityChanged", at: T0 + 500, roomNum: "r-1", quality: "poor", rttMs: 450, lossPct: 1.5 },
    ])
  })

  it("when CheckDevices runs, then DevicesChecked carries what the port found", async () => {
    const ports = testPorts({ now: T0 })
    ports.rtc.check.camera = false
    ports.rtc.check.speakers = "unknown"
    const { published } = await run({ _tag: "CheckDevices" }, ports)
    expect(published).toEqual([{ _tag: "DevicesChecked", at: T0, camera: false, microphone: true, speakers: "unknown", permission: "granted" }])
  })

  it("when mute, volume, device switch, prepare and leave run, then the port gets each call", async () => {
    const ports = testPorts({ now: T0 })
    for (const c of [
      { _tag: "PrepareRtc" },
      { _tag: "SetMicMuted", muted: true },
      { _tag: "SetRemoteVolume", volume: 0 },
      { _tag: "SwitchMediaDevice", kind: "camera", deviceId: "cam-2" },
      { _tag: "LeaveRtc", roomNum: "r-1" },
    ] as Cmd[])
      await run(c, ports)
    expect(ports.rtc.log.map((l) => [l.op, ...l.args])).toEqual([["prepare"], ["setMicMuted", true], ["setRemoteVolume", 0], ["switchDevice", "camera", "cam-2"], ["leave", "r-1"]])
  })
})
