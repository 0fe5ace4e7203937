// A photo still waiting in the outbox at a page load (m§5: a message being sent is kept until the
// server has it). Through the real kernel: a photo the chat database kept the bytes of comes back
// under a fresh object URL (ChatStoreLoaded `revived`) and uploads again by itself, waits while there
// is no network, and is sent once; one whose bytes were lost is "Not sent", and Send again says to
// pick it again instead of sending its dead blob: URL as the picture.
import { describe, expect, it } from "vitest"
import type { Cmd } from "../../domain/app/commands"
import type { NewEvent } from "../../domain/app/event"
import { I } from "../../domain/app/intents"
import type { ChatMessage } from "../../domain/messaging/message"
import { selectOpenMessages } from "../../domain/messaging/selectors"
import { T0, user } from "../support/fixtures"
import { STORED_SESSION } from "../support/flows"
import { harness, type Harness } from "../support/harness"

type Input = NewEvent extends infer E ? (E extends unknown ? Omit<E, "at"> : never) : never
const pub = (h: Harness, e: Input): void => h.publish(e)

const ME = "501"
const PEER = "502"
/** The URL the photo had on the page that picked it (dead since), and the one the adapter made at the load. */
const DEAD = "blob:http://app/picked-before-the-reload"
const FRESH = "blob:http://app/made-at-the-load"

/** An own photo written before the reload and not uploaded yet ("Waiting for the connection": failed). */
const waitingPhoto = (clientId: string, url: string): ChatMessage => ({
  id: clientId,
  clientId,
  peerId: PEER,
  senderId: ME,
  mine: true,
  kind: "img",
  type: 1,
  typeValue: 3,
  text: "",
  translation: null,
  giftId: null,
  giftStar: null,
  picture: { url, width: 2, height: 2 },
  addType: null,
  accept: null,
  call: null,
  at: T0 - 60_000,
  read: true,
  delivery: "failed",
})

/** Given a returning member whose chat database brings back `outbox` (with the `revived` client ids), in the chat with PEER. */
const givenReloaded = (outbox: ChatMessage[], revived?: string[]): Harness => {
  const h = harness({ now: T0, stored: { ...STORED_SESSION } })
  h.answer("getUserInfo", user(501))
  pub(h, { _tag: "ChatStoreLoaded", userId: ME, conversations: [], outbox, ...(revived ? { revived } : {}) })
  h.dispatch(I.OpenConversation({ peerId: PEER }))
  return h
}

const uploadsSince = (h: Harness, from: number) => h.since(from).filter((c): c is Extract<Cmd, { _tag: "UploadFile" }> => c._tag === "UploadFile")
const savedSince = (h: Harness, from: number) => h.since(from).flatMap((c) => (c._tag === "SaveChats" ? c.messages : []))
const bubble = (h: Harness, clientId: string) => [...selectOpenMessages(h.state())].find((m) => m.clientId === clientId)

describe("m§5 a photo waiting in the outbox at a page load", () => {
  it("given its bytes were kept (a fresh object URL), when the chat database loads, then the photo shows under that URL and uploads again by itself; offline it waits, and back online it is sent once with the server's URL", () => {
    // (p0: another waiting photo the database kept no bytes of: not named, so not uploaded.)
    const h = givenReloaded([{ ...waitingPhoto("p0", DEAD), at: T0 - 90_000 }, waitingPhoto("p1", FRESH)], ["p1"])
    expect(uploadsSince(h, 0).map((c) => [c.key, c.localUrl])).toEqual([["p1", FRESH]])
    expect(h.state().messaging.outbox["p0"]?.stage).toBe("stopped")
    expect(h.state().messaging.outbox["p1"]?.stage).toBe("uploading")
    expect(bubble(h, "p1")).toMatchObject({ delivery: "pending", picture: { url: FRESH } })
    // No network yet: it waits like a text, with no notice.
    pub(h, { _tag: "RealtimeStatusChanged", status: "offline", attempt: 1, reason: "network" })
    pub(h, { _tag: "UploadFailed", key: "p1", reason: "network" })
    expect(h.state().messaging.outbox["p1"]?.stage).toBe("retrying")
    expect(h.state().messaging.notice).toBeNull()
    // Back online: uploaded again from the same (live) URL, then sent once with the server's URL.
    const mark = h.mark()
    pub(h, { _tag: "RealtimeStatusChanged", status: "online", attempt: 0 })
    expect(uploadsSince(h, mark).map((c) => [c.key, c.localUrl])).toEqual([["p1", FRESH]])
    pub(h, { _tag: "UploadFinished", key: "p1", url: "/media/uploads/p1.png" })
    const sends = h.pendingCalls().filter((c) => c.name === "imSend")
    expect(sends.map((c) => c.params)).toEqual([expect.objectContaining({ clientMsgId: "p1", messageType: 3, pictureUrl: "/media/uploads/p1.png" })])
    const beforeAck = h.mark()
    h.answerTo(sends[0]!, { messageId: "s-p1", translateCode: 0 })
    expect(bubble(h, "p1")).toMatchObject({ id: "s-p1", delivery: "sent", picture: { url: "/media/uploads/p1.png" } })
    // Saved as sent with the server's URL: the adapter keeps no bytes for it any more.
    expect(savedSince(h, beforeAck).map((m) => [m.id, m.delivery, m.picture?.url])).toEqual([["s-p1", "sent", "/media/uploads/p1.png"]])
    expect(h.pendingCalls().filter((c) => c.name === "imSend")).toEqual([])
  })

  it("given a text and then a photo restored with kept bytes, when the relay is online, then the text waits for the photo's upload and both reach the server in the order written", () => {
    const text: ChatMessage = { ...waitingPhoto("t1", ""), kind: "txt", typeValue: 0, text: "first", picture: null, at: T0 - 120_000 }
    const h = givenReloaded([text, waitingPhoto("p1", FRESH)], ["p1"])
    pub(h, { _tag: "RealtimeStatusChanged", status: "online", attempt: 0 })
    const first = h.pendingCalls().find((c) => c.name === "imSend")
    expect(first?.params["clientMsgId"]).toBe("t1")
    h.answerTo(first!, { messageId: "s-t1", translateCode: 0 })
    pub(h, { _tag: "UploadFinished", key: "p1", url: "/media/uploads/p1.png" })
    const second = h.pendingCalls().find((c) => c.name === "imSend")
    expect(second?.params).toMatchObject({ clientMsgId: "p1", pictureUrl: "/media/uploads/p1.png" })
  })

  it("given its bytes were lost (no `revived`), when the member taps Send again, then nothing is sent or uploaded, the photo stays Not sent and the notice says to pick it again", () => {
    const h = givenReloaded([waitingPhoto("p1", DEAD)])
    expect(h.state().messaging.outbox["p1"]?.stage).toBe("stopped")
    expect(bubble(h, "p1")?.delivery).toBe("failed")
    expect(uploadsSince(h, 0)).toEqual([])
    pub(h, { _tag: "RealtimeStatusChanged", status: "online", attempt: 0 })
    const mark = h.mark()
    h.dispatch(I.RetrySend({ clientId: "p1" }))
    expect(h.pendingCalls().filter((c) => c.name === "imSend")).toEqual([])
    expect(uploadsSince(h, mark)).toEqual([])
    expect(h.state().messaging.outbox["p1"]?.stage).toBe("stopped")
    expect(bubble(h, "p1")?.delivery).toBe("failed")
    expect(h.state().messaging.notice?.reason).toBe("photoGone")
  })
})
