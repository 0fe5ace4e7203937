// The exported trace of a scripted session (issue 18): a stored device and login, an IP lookup, an
// e-mail sign-in with password, a profile with a birthday, a conversation with sent and received text,
// an incoming call invitation; the file is searched for every secret and personal value the session
// used (0 found), it checks clean, and `replay --check` on a copy with one event altered in the middle
// names that very event.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { main } from "../../scripts/replay"
import { checkTrace, parseTrace } from "../../infrastructure/log/trace"
import { T0, groups, signIn, user } from "../support/fixtures"
import { recordTrace, recordingHarness } from "../support/traceRecorder"

const S = {
  deviceId: "devq-5b1e-77aa",
  storedToken: "stok-Zq81x",
  loginToken: "ltok-Wp44u",
  rtmToken: "rtm-Kk02p",
  email: "zoe.quill@mail.example",
  password: "Qx!pass#9371",
  name: "Zoequill",
  peerName: "Marvolo",
  birthday: "1991-07-23",
  ip: "198.51.100.77",
  me: 88123457,
  peer: 88765431,
  sent: "meet me at the old mill",
  received: "bring the blue umbrella",
  avatar: "https://cdn.example/u/zq_270X360.jpg",
}

/** The session: every value of S passes through real flows of the store. */
const session = () => {
  const h = recordingHarness({ now: T0, deviceId: S.deviceId, stored: { deviceId: S.deviceId, RC_POP_18: "1" } }, 1)
  h.answer("countryByIp", { countryId: 792, ip: S.ip })
  h.answer("hostGroups", groups)
  h.dispatch(I.OpenLogin({ origin: "menu" }))
  h.dispatch(I.ChooseEmail())
  h.dispatch(I.SubmitEmail({ email: S.email }))
  h.answer("emailExists", { status: 4, userId: S.me })
  h.dispatch(I.SubmitPassword({ password: S.password }))
  h.answer("emailLogin", { ...signIn(S.me, S.loginToken), user: user(S.me, { name: S.name, avatar: S.avatar, birthday: S.birthday }) })
  h.answer("rtmToken", { token: S.rtmToken, expiresAt: T0 + 3_600_000 })
  h.dispatch(I.OpenConversation({ peerId: String(S.peer), name: S.peerName }))
  h.dispatch(I.SendText({ clientId: "c-1", text: S.sent }))
  h.answer("imSend", { messageId: "m-1" })
  h.advance(1_000)
  h.publish({
    _tag: "ImFrameReceived",
    frameId: "f-1",
    from: String(S.peer),
    message: {
      chat_id: `${S.me}-${S.peer}`,
      messageId: "m-2",
      message_type: 1,
      message_type_value: 0,
      senderId: String(S.peer),
      receiverIds: [String(S.me)],
      timeStamp: T0 + 1_000,
      textContent: { source: S.received },
    },
  })
  h.publish({
    _tag: "CallActionReceived",
    frameId: "f-2",
    from: String(S.peer),
    action: {
      callAction: 1,
      roomNum: "room-9",
      callerUserId: String(S.peer),
      calleeUserId: String(S.me),
      sendUserId: String(S.peer),
      sentAt: T0 + 1_000,
      remoteUserInfo: { id: String(S.peer), userName: S.peerName, headImg: S.avatar, age: 30 },
    },
  })
  return h
}

const tmp = mkdtempSync(join(tmpdir(), "trace-session-"))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

describe("Given a scripted session with sign-in, profile, messages and a call invitation", () => {
  const h = session()
  const text = recordTrace(h).text

  it("when it is exported, then none of its secret or personal values is in the file, and it checks clean", () => {
    expect(h.state().session.token).toBe(S.loginToken) // the flows really ran
    expect(h.events.some((e) => e._tag === "ImFrameReceived")).toBe(true)
    const found = Object.entries(S).filter(([, v]) => text.includes(String(v)))
    expect(found).toEqual([])
    const trace = parseTrace(text)
    expect(trace.problems).toEqual([])
    expect(trace.header.steps).toBe(true)
    expect(checkTrace(trace)).toBeNull()
    // What a support engineer can still follow: the member's pseudonym is the same in the sign-in answer and the message.
    const signedIn = trace.events.find((e) => e._tag === "GatewayAnswered" && e.name === "emailLogin") as { data: { user: { id: number; birthday: string } } } | undefined
    const frame = trace.events.find((e) => e._tag === "ImFrameReceived")
    expect(frame && frame._tag === "ImFrameReceived" ? frame.message.receiverIds : []).toEqual([String(signedIn!.data.user.id)])
    expect(signedIn!.data.user.birthday).toBe("age 25-34")
  })

  it("when one event in the middle is altered, then replay --check names that event (seq, tag, the differing paths)", async () => {
    const lines = text.trimEnd().split("\n")
    const at = lines.findIndex((l) => l.includes('"name":"hostGroups"'))
    const target = JSON.parse(lines[at]!) as { event: { seq: number; data: Array<{ name: string }> } }
    expect(at).toBeGreaterThan(1)
    expect(at).toBeLessThan(lines.length - 5)
    target.event.data[0]!.name = "Altered"
    lines[at] = JSON.stringify(target)
    const file = join(tmp, "altered.ndjson")
    writeFileSync(file, `${lines.join("\n")}\n`)
    const out: string[] = []
    const code = await main([file, "--check"], { out: { write: (s: string) => void out.push(s) }, err: { write: () => undefined } })
    expect(code).toBe(1)
    expect(out.join("")).toBe(`check: first divergence at event #${target.event.seq} GatewayAnswered: wall.groups\n`)
  })
})
