// Report flow (m§2 report menu, m§3 payloads, m§4 screenshot and block, m§9 limits) as given/when/then:
// every main category and sub-reason range, Others straight to the text, the 200/100 limits, the e-mail
// check (invalid, failing), a failing send keeping the input, success blocking and closing, and the
// video path uploading the JPEG screenshot first.
import { describe, expect, it } from "vitest"
import type { AppEvent, NewEvent } from "../../domain/app/event"
import type { Cmd } from "../../domain/app/commands"
import type { Intent } from "../../domain/app/intents"
import { I } from "../../domain/app/intents"
import { decide, evolve, react } from "../../domain/app/kernel"
import { initialState, type AppState } from "../../domain/app/state"
import { REPORT_REASONS } from "../../domain/constants"
import { subReasonsOf } from "../../domain/report/selectors"
import { E, T0 } from "../support/fixtures"

const ME = 501
const PEER = 777

/** A running scenario: intents are decided, events evolved and reacted to; `cmds` holds the last step's commands. */
const scenario = (...given: NewEvent[]) => {
  const log: AppEvent[] = []
  let state: AppState = initialState
  let cmds: Cmd[] = []
  const push = (e: NewEvent): AppEvent => {
    const ev = { ...e, seq: log.length + 1 } as AppEvent
    log.push(ev)
    state = evolve(state, ev)
    return ev
  }
  for (const e of given) push(e)
  const s = {
    get state() { return state },
    get open() { return state.report.open },
    get cmds() { return cmds },
    /** The seq the next event gets. */
    get next() { return log.length + 1 },
    /** Decides `i`; returns the decided events and keeps their commands. */
    when: (i: Intent) => {
      const evs = decide(state, i, T0)
      cmds = []
      for (const e of evs) {
        const ev = push(e)
        cmds.push(...react(state, ev))
      }
      return evs
    },
    /** An outside event (answer, upload, capture). */
    on: (e: NewEvent) => {
      const ev = push(e)
      cmds = react(state, ev)
      return ev
    },
    /** Answers the CallGateway command `name` of the last step with `data`. */
    answer: (name: string, data: unknown) => {
      const c = cmds.find((x) => x._tag === "CallGateway" && x.name === name) as Extract<Cmd, { _tag: "CallGateway" }> | undefined
      if (!c) throw new Error(`no ${name} in ${JSON.stringify(cmds.map((x) => x._tag === "CallGateway" ? x.name : x._tag))}`)
      return s.on(E.answered(c.requestId, name, data))
    },
    fail: (name: string, code = 500) => {
      const c = cmds.find((x) => x._tag === "CallGateway" && x.name === name) as Extract<Cmd, { _tag: "CallGateway" }> | undefined
      if (!c) throw new Error(`no ${name}`)
      return s.on(E.failed(c.requestId, name, code, { reason: "network" }))
    },
    calls: () => cmds.filter((x): x is Extract<Cmd, { _tag: "CallGateway" }> => x._tag === "CallGateway").map((x) => ({ name: x.name, params: x.params })),
  }
  return s
}
const signedIn = () => scenario(E.started("/", { userId: String(ME), loginToken: "tok" }))
const at = (s: ReturnType<typeof scenario>, category: number, reason?: number) => {
  s.when(I.OpenReport({ userId: PEER, origin: "chat" }))
  s.when(I.ChooseReportCategory({ category }))
  if (reason !== undefined) s.when(I.ChooseReportReason({ reason }))
  return s
}

describe("Given the report dialog opened from the chat", () => {
  it("when it opens, then step 1 shows the main categories in the order 2, 5, 1, 6, 9, 3", () => {
    const s = signedIn()
    expect(s.when(I.OpenReport({ userId: PEER, origin: "chat" }))).toEqual([{ _tag: "ReportOpened", at: T0, userId: PEER, origin: "chat", gender: 0, wallGoddess: 0 }])
    expect(s.open).toMatchObject({ step: "category", category: null, phase: "editing" })
    expect(REPORT_REASONS.map((c) => c.type)).toEqual([2, 5, 1, 6, 9, 3])
    expect(s.cmds).toEqual([])
  })

  it("when a visitor, the member themself or a negative id is reported, then nothing opens", () => {
    expect(scenario(E.started("/")).when(I.OpenReport({ userId: PEER, origin: "chat" }))).toEqual([])
    expect(signedIn().when(I.OpenReport({ userId: ME, origin: "chat" }))).toEqual([])
    expect(signedIn().when(I.OpenReport({ userId: -1, origin: "profile" }))).toEqual([])
  })

  const ranges: Array<[number, number[]]> = [
    [2, [210, 220, 230, 240, 250]],
    [5, [510, 520, 530, 540, 550, 560, 570]],
    [1, [110, 120, 130, 140]],
    [6, [610, 620, 630, 640, 650]],
    [9, [910, 920]],
  ]
  for (const [category, subs] of ranges) {
    it(`when category ${category} is chosen, then its sub-reasons ${subs[0]}-${subs.at(-1)} show, and each one sends reportType ${category} with that code`, () => {
      const s = at(signedIn(), category)
      expect(s.open).toMatchObject({ step: "reason", category })
      expect(subReasonsOf(category)).toEqual(subs)
      for (const reason of subs) {
        const t = at(signedIn(), category, reason)
        expect(t.open).toMatchObject({ step: "details", reason })
        t.when(I.SendReport({ text: "it happened", email: "" }))
        expect(t.calls()).toEqual([
          {
            name: "reportProfile",
            params: { reason, reportType: category, reportUserId: PEER, site: 1, twoReportReason: reason, threeReportReason: "it happened", wallGoddess: 0 },
          },
        ])
      }
    })
  }

  it("when Others (3) is chosen, then the free-text step opens directly and the report carries twoReportReason 0", () => {
    const s = at(signedIn(), 3)
    expect(s.open).toMatchObject({ step: "details", category: 3, reason: null })
    s.when(I.SendReport({ text: "spam links", email: "" }))
    expect(s.calls()).toEqual([{ name: "reportProfile", params: { reason: 3, reportType: 3, reportUserId: PEER, site: 1, twoReportReason: 0, threeReportReason: "spam links", wallGoddess: 0 } }])
    const back = at(signedIn(), 3)
    back.when(I.ReportStepBack())
    expect(back.open?.step).toBe("category")
  })

  it("when an unknown category or another category's sub-reason is chosen, then nothing changes", () => {
    expect(at(signedIn(), 2).when(I.ChooseReportReason({ reason: 510 }))).toEqual([])
    const s = signedIn()
    s.when(I.OpenReport({ userId: PEER, origin: "chat" }))
    expect(s.when(I.ChooseReportCategory({ category: 4 }))).toEqual([])
    expect(s.when(I.ChooseReportReason({ reason: 210 }))).toEqual([])
  })

  it("when back is pressed on the details step, then the sub-reason step shows again with the choice kept", () => {
    const s = at(signedIn(), 6, 640)
    s.when(I.ReportStepBack())
    expect(s.open).toMatchObject({ step: "reason", category: 6, reason: 640 })
  })

  it("when the text is over 200 characters, then the send is refused and the text kept; 200 emoji are fine", () => {
    const s = at(signedIn(), 2, 210)
    const long = "x".repeat(201)
    expect(s.when(I.SendReport({ text: long, email: "" }))).toEqual([{ _tag: "ReportRefused", at: T0, text: long, email: "", reason: "textTooLong" }])
    expect(s.cmds).toEqual([])
    expect(s.open).toMatchObject({ text: long, problem: "textTooLong", phase: "editing" })
    s.when(I.SendReport({ text: "😀".repeat(200), email: "" }))
    expect(s.calls().map((c) => c.name)).toEqual(["reportProfile"])
  })

  it("when the e-mail is over 100 characters, then the send is refused before any request", () => {
    const s = at(signedIn(), 1, 110)
    const email = `${"a".repeat(95)}@x.com`
    s.when(I.SendReport({ text: "t", email }))
    expect(s.cmds).toEqual([])
    expect(s.open).toMatchObject({ problem: "emailTooLong", email, text: "t" })
  })

  it("when an e-mail is given, then it is checked first; an invalid one is refused and nothing is sent", () => {
    const s = at(signedIn(), 6, 610)
    s.when(I.SendReport({ text: "mean words", email: " nope@ " }))
    expect(s.calls()).toEqual([{ name: "checkReportEmail", params: { email: "nope@" } }])
    expect(s.open?.phase).toBe("checking")
    s.answer("checkReportEmail", { valid: false })
    expect(s.cmds).toEqual([])
    expect(s.open).toMatchObject({ phase: "editing", problem: "emailInvalid", text: "mean words", email: "nope@" })
  })

  it("when the e-mail check fails, then a message shows, the input is kept, and a retry checks again", () => {
    const s = at(signedIn(), 9, 920)
    s.when(I.SendReport({ text: "a minor", email: "me@example.com" }))
    s.fail("checkReportEmail")
    expect(s.open).toMatchObject({ phase: "editing", problem: "checkFailed", text: "a minor", email: "me@example.com" })
    s.when(I.SendReport({ text: "a minor", email: "me@example.com" }))
    expect(s.calls().map((c) => c.name)).toEqual(["checkReportEmail"])
  })

  it("when the e-mail is valid, then the report carries it, then the member is blocked and the dialog closes", () => {
    const s = at(signedIn(), 5, 520)
    s.when(I.SendReport({ text: "asked for money", email: "me@example.com" }))
    s.answer("checkReportEmail", { valid: true })
    expect(s.calls()).toEqual([
      {
        name: "reportProfile",
        params: { reason: 520, reportType: 5, reportUserId: PEER, site: 1, twoReportReason: 520, threeReportReason: "asked for money", wallGoddess: 0, email: "me@example.com" },
      },
    ])
    // Cancel while the report is in flight is ignored.
    expect(decide(s.state, I.CloseReport(), T0)).toEqual([])
    s.answer("reportProfile", { reportId: 12 })
    expect(s.calls()).toEqual([{ name: "addBlack", params: { blacklistUserId: PEER, userId: ME } }])
    expect(s.open?.phase).toBe("blocking")
    s.answer("addBlack", {})
    expect(s.state.report).toEqual({ open: null, sentTo: PEER })
    s.when(I.DismissReportNotice())
    expect(s.state.report.sentTo).toBeNull()
  })

  it("when the send fails, then a message shows, the input is kept and a retry sends again", () => {
    const s = at(signedIn(), 2, 230)
    s.when(I.SendReport({ text: "keep me", email: "" }))
    s.fail("reportProfile")
    expect(s.open).toMatchObject({ phase: "editing", problem: "sendFailed", text: "keep me", step: "details", category: 2, reason: 230 })
    s.when(I.SendReport({ text: "keep me", email: "" }))
    expect(s.calls().map((c) => c.name)).toEqual(["reportProfile"])
  })

  it("when the report is stored but the block fails, then a retry only blocks", () => {
    const s = at(signedIn(), 2, 240)
    s.when(I.SendReport({ text: "", email: "" }))
    s.answer("reportProfile", { reportId: 3 })
    s.fail("addBlack")
    expect(s.open).toMatchObject({ problem: "blockFailed", filed: true, phase: "editing" })
    s.when(I.SendReport({ text: "", email: "" }))
    expect(s.calls()).toEqual([{ name: "addBlack", params: { blacklistUserId: PEER, userId: ME } }])
  })

  it("when cancel is pressed, then the dialog closes without a request; a late answer changes nothing", () => {
    const s = at(signedIn(), 1, 120)
    expect(s.when(I.CloseReport())).toEqual([{ _tag: "ReportClosed", at: T0 }])
    expect(s.cmds).toEqual([])
    expect(s.state.report.open).toBeNull()
    s.on(E.answered(3, "reportProfile", { reportId: 1 }))
    expect(s.cmds).toEqual([])
  })

  it("when opened from the friend page, then the report says site 2", () => {
    const s = signedIn()
    s.when(I.OpenReport({ userId: PEER, origin: "profile" }))
    s.when(I.ChooseReportCategory({ category: 3 }))
    s.when(I.SendReport({ text: "x", email: "" }))
    expect(s.calls()[0]?.params).toMatchObject({ site: 2 })
  })
})

describe("Given the report dialog opened from a video call", () => {
  const video = () => {
    const s = signedIn()
    s.when(I.OpenReport({ userId: PEER, origin: "video" }))
    return s
  }

  it("when it opens, then the remote video is captured as JPEG quality 0.2", () => {
    const s = video()
    expect(s.cmds).toEqual([{ _tag: "CaptureRemoteFrame", key: `report-shot-2`, quality: 0.2 }])
    expect(s.open?.shot).toEqual({ state: "pending" })
  })

  it("when sent, then the screenshot is uploaded first, then video/report/two carries its URL, then the member is blocked", () => {
    const s = video()
    s.on({ _tag: "RemoteFrameCaptured", at: T0, key: "report-shot-2", localUrl: "blob:shot" })
    s.when(I.ChooseReportCategory({ category: 2 }))
    s.when(I.ChooseReportReason({ reason: 210 }))
    s.when(I.SendReport({ text: "nude", email: "" }))
    expect(s.cmds).toEqual([expect.objectContaining({ _tag: "UploadFile", key: "report-shot-2", localUrl: "blob:shot", target: "reportImage" })])
    s.on({ _tag: "UploadFinished", at: T0, key: "report-shot-2", url: "/media/uploads/shot.jpg" })
    expect(s.calls()).toEqual([
      {
        name: "reportVideo",
        params: { reportReq: { reportImg: "/media/uploads/shot.jpg", gender: 0, reportReason: 210, reportedUserId: PEER, reportPage: 3, reportType: 2, threeReportReason: "nude" } },
      },
    ])
    s.answer("reportVideo", { reportId: 5 })
    expect(s.calls()).toEqual([{ name: "addBlack", params: { blacklistUserId: PEER, userId: ME } }])
    s.answer("addBlack", {})
    expect(s.state.report).toEqual({ open: null, sentTo: PEER })
  })

  it("when sent before the capture came back, then it waits for the screenshot and then uploads it", () => {
    const s = video()
    s.when(I.ChooseReportCategory({ category: 3 }))
    s.when(I.SendReport({ text: "", email: "" }))
    expect(s.cmds).toEqual([])
    expect(s.open?.phase).toBe("capturing")
    s.on({ _tag: "RemoteFrameCaptured", at: T0, key: "report-shot-2", localUrl: "blob:late" })
    expect(s.cmds).toEqual([expect.objectContaining({ _tag: "UploadFile", localUrl: "blob:late", target: "reportImage" })])
  })

  it("when no screenshot could be taken, then the report goes as a profile report with site 3", () => {
    const s = video()
    s.on({ _tag: "RemoteFrameCaptured", at: T0, key: "report-shot-2", localUrl: null })
    s.when(I.ChooseReportCategory({ category: 6 }))
    s.when(I.ChooseReportReason({ reason: 620 }))
    s.when(I.SendReport({ text: "", email: "" }))
    expect(s.calls()).toEqual([{ name: "reportProfile", params: expect.objectContaining({ site: 3, reportType: 6, twoReportReason: 620 }) }])
  })

  it("when the upload fails, then a message shows and a retry uploads again; after an upload a failed send does not re-upload", () => {
    const s = video()
    s.on({ _tag: "RemoteFrameCaptured", at: T0, key: "report-shot-2", localUrl: "blob:shot" })
    s.when(I.ChooseReportCategory({ category: 3 }))
    s.when(I.SendReport({ text: "t", email: "" }))
    s.on({ _tag: "UploadFailed", at: T0, key: "report-shot-2", reason: "network" })
    expect(s.open).toMatchObject({ problem: "uploadFailed", phase: "editing", text: "t" })
    s.when(I.SendReport({ text: "t", email: "" }))
    expect(s.cmds.map((c) => c._tag)).toEqual(["UploadFile"])
    s.on({ _tag: "UploadFinished", at: T0, key: "report-shot-2", url: "/media/uploads/a.jpg" })
    s.fail("reportVideo")
    s.when(I.SendReport({ text: "t", email: "" }))
    expect(s.calls().map((c) => c.name)).toEqual(["reportVideo"])
  })
})
