// A photo written offline is kept and sent like a text (m§5 outbox; QA: offline, a text and a photo,
// back online: the photo stayed "Not sent" with an "Upload failed" toast). Through the real kernel: an
// upload that found no network (its reason, or the app offline) waits in stage retrying with the
// outbox's backoff and no notice, and uploads the same blob again on the timer or when the relay is
// back; an upload the server refused (a code) still stops with its notice and waits for Send again.
import { describe, expect, it } from "vitest"
import type { Cmd } from "../../domain/app/commands"
import type { NewEvent } from "../../domain/app/event"
import { I } from "../../domain/app/intents"
import { selectOffline } from "../../domain/connectivity/selectors"
import { selectOpenMessages } from "../../domain/messaging/selectors"
import { T0, user } from "../support/fixtures"
import { STORED_SESSION } from "../support/flows"
import { harness, NETWORK, type Harness } from "../support/harness"

type Input = NewEvent extends infer E ? (E extends unknown ? Omit<E, "at"> : never) : never
const pub = (h: Harness, e: Input): void => h.publish(e)

const PEER = "502"

/** Given a returning member whose relay went offline (no network), in the chat with PEER. */
const givenOfflineInChat = (): Harness => {
  const h = harness({ now: T0, stored: { ...STORED_SESSION } })
  h.answer("getUserInfo", user(501))
  pub(h, { _tag: "ChatStoreLoaded", userId: "501", conversations: [], outbox: [] })
  pub(h, { _tag: "RealtimeStatusChanged", status: "online", attempt: 0 })
  pub(h, { _tag: "RealtimeStatusChanged", status: "offline", attempt: 1, reason: "network" })
  h.dispatch(I.OpenConversation({ peerId: PEER }))
  expect(selectOffline(h.state())).toBe(true)
  return h
}

/** When the member sends a photo (blob `localUrl`) as `clientId`. */
const whenPhotoSent = (h: Harness, clientId: string, localUrl = `blob:http://app/${clientId}`): void =>
  h.dispatch(I.SendImage({ clientId, localUrl, size: 1000, mime: "image/png", width: 2, height: 2 }))

/** The UploadFile commands from command index `from` on. */
const uploadsSince = (h: Harness, from: number) => h.since(from).filter((c): c is Extract<Cmd, { _tag: "UploadFile" }> => c._tag === "UploadFile")

const bubble = (h: Harness, clientId: string) => [...selectOpenMessages(h.state())].find((m) => m.clientId === clientId)

describe("m§5 a photo whose upload found no network waits in the outbox like a text", () => {
  it("given the app offline, when a photo's upload fails for lack of network, then it waits (retrying, backoff 2 s then 4 s) with no notice or toast, and each retry uploads the same blob", () => {
    const h = givenOfflineInChat()
    whenPhotoSent(h, "p1")
    expect(uploadsSince(h, 0).map((c) => [c.key, c.localUrl])).toEqual([["p1", "blob:http://app/p1"]])
    pub(h, { _tag: "UploadFailed", key: "p1", reason: "network" })
    expect(h.state().messaging.outbox["p1"]?.stage).toBe("retrying")
    expect(bubble(h, "p1")?.delivery).toBe("failed")
    expect(h.state().messaging.uploads["p1"]).toMatchObject({ failed: false, localUrl: "blob:http://app/p1" })
    expect(h.state().messaging.notice).toBeNull()
    expect(h.state().shell.toast).toBeNull()
    expect(h.timers()).toContainEqual({ key: "im.retry.p1", due: T0 + 2_000 })
    // The timer uploads it again from the kept blob; still no network: the next wait is longer.
    const mark = h.mark()
    h.advance(2_000)
    expect(uploadsSince(h, mark).map((c) => [c.key, c.localUrl])).toEqual([["p1", "blob:http://app/p1"]])
    expect(h.state().messaging.outbox["p1"]?.stage).toBe("uploading")
    pub(h, { _tag: "UploadFailed", key: "p1", reason: "timeout" })
    expect(h.state().messaging.outbox["p1"]?.stage).toBe("retrying")
    expect(h.timers()).toContainEqual({ key: "im.retry.p1", due: T0 + 2_000 + 4_000 })
    expect(h.state().messaging.notice).toBeNull()
  })

  it("given a text and then a photo written offline, when the relay is back, then the photo uploads again and both reach the server in the order written, each once", () => {
    const h = givenOfflineInChat()
    h.dispatch(I.SendText({ clientId: "t1", text: "written offline" }))
    h.fail("imSend", NETWORK)
    whenPhotoSent(h, "p1")
    pub(h, { _tag: "UploadFailed", key: "p1", reason: "network" })
    expect(h.state().messaging.notice).toBeNull()
    const mark = h.mark()
    pub(h, { _tag: "RealtimeStatusChanged", status: "online", attempt: 0 })
    expect(selectOffline(h.state())).toBe(false)
    expect(uploadsSince(h, mark).map((c) => [c.key, c.localUrl])).toEqual([["p1", "blob:http://app/p1"]])
    pub(h, { _tag: "UploadFinished", key: "p1", url: "/media/uploads/p1.png" })
    const sent: string[] = []
    for (let next = h.pendingCalls().find((c) => c.name === "imSend"); next; next = h.pendingCalls().find((c) => c.name === "imSend")) {
      const id = String(next.params["clientMsgId"])
      sent.push(id)
      if (id === "p1") expect(next.params).toMatchObject({ messageType: 3, pictureUrl: "/media/uploads/p1.png" })
      h.answerTo(next, { messageId: `s-${id}`, translateCode: 0 })
    }
    expect(sent).toEqual(["t1", "p1"])
    expect([...selectOpenMessages(h.state())].map((m) => [m.clientId, m.delivery])).toEqual([["t1", "sent"], ["p1", "sent"]])
    expect(h.state().messaging.notice).toBeNull()
  })

  it("given the app offline, when an upload fails for a reason that is no server answer (the browser's own error), then it waits too", () => {
    const h = givenOfflineInChat()
    whenPhotoSent(h, "p1")
    pub(h, { _tag: "UploadFailed", key: "p1", reason: "http 0" })
    expect(h.state().messaging.outbox["p1"]?.stage).toBe("retrying")
    expect(h.state().messaging.notice).toBeNull()
  })

  it("given two photos offline, one refused by the server (a code) and one that found no network, when the relay is back, then only the second uploads again; the refused one keeps its notice and waits for Send again", () => {
    const h = givenOfflineInChat()
    whenPhotoSent(h, "bad")
    pub(h, { _tag: "UploadFailed", key: "bad", reason: "code 10001: not an image" })
    expect(h.state().messaging.outbox["bad"]?.stage).toBe("stopped")
    expect(h.state().messaging.uploads["bad"]?.failed).toBe(true)
    expect(h.state().messaging.notice?.reason).toBe("uploadFailed")
    expect(h.timers().filter((t) => t.key === "im.retry.bad")).toEqual([])
    h.dispatch(I.DismissImNotice())
    whenPhotoSent(h, "p2")
    pub(h, { _tag: "UploadFailed", key: "p2", reason: "network" })
    expect(h.state().messaging.notice).toBeNull()
    const mark = h.mark()
    pub(h, { _tag: "RealtimeStatusChanged", status: "online", attempt: 0 })
    expect(uploadsSince(h, mark).map((c) => c.key)).toEqual(["p2"])
    expect(h.state().messaging.outbox["bad"]?.stage).toBe("stopped")
    // Send again (online) uploads the refused one again, as before.
    const again = h.mark()
    h.dispatch(I.RetrySend({ clientId: "bad" }))
    expect(uploadsSince(h, again).map((c) => c.key)).toEqual(["bad"])
  })
})
