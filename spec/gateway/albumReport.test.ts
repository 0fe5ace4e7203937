// @vitest-environment node
// Albums and reports of the reference gateway (m§7 album/*, report/*; m§3 report payloads): the seeded
// hosts' pictures and story videos (served files), adding a picture to one's own album by upload and
// deleting only one's own, reports from a profile and from a video call (with the uploaded screenshot)
// stored as sent, and the report e-mail check.
import { randomUUID } from "node:crypto"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { REPORT_TEXT_MAX, ReportSite } from "../../domain/constants"
import { seededAlbumSize } from "../../gateway/routes/album"
import type { BuiltGateway } from "../../gateway/server"
import { API_PREFIX } from "../../infrastructure/gateway/contract"
import { UploadApi } from "../../infrastructure/gateway/uploadContract"
import { signParams } from "../../infrastructure/gateway/wire"
import { call, login, removeTempDirs, startGateway } from "./helpers"

const MIA = 20_000_001
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64")
/** The first bytes of a JPEG are all the gateway checks. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)])

let gw: BuiltGateway
beforeEach(async () => {
  gw = await startGateway()
})
afterEach(async () => {
  await gw.app.close()
  removeTempDirs()
})

const member = async (email: string, password: string) => {
  const r = await login(gw, email, password, `dev-${email}`)
  return { auth: { token: r.data.loginToken as string, userId: r.data.userId as number, deviceId: `dev-${email}` }, id: r.data.userId as number }
}
type Member = Awaited<ReturnType<typeof member>>

/** Posts one multipart upload (field "image") to `path` as the client's Uploads port does. */
const upload = async (path: string, bytes: Buffer, m: Member) => {
  const query: Record<string, string | number> = { appId: gw.options.appId, version: "0.1.0", platformType: 4, languageId: 1, deviceId: m.auth.deviceId, userId: m.id, timestamp: gw.options.now(), nonce: randomUUID() }
  query.sign = await signParams(gw.options.signingSecret, query)
  const boundary = `----b${randomUUID()}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="image"\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await gw.app.inject({
    method: "POST",
    url: `${API_PREFIX}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, authorization: m.auth.token },
    payload,
  })
  return res.json() as { code: number; msg: string; data?: { url: string; id?: number } }
}

describe("albums (m§7 album/*)", () => {
  it("lists a seeded host's pictures and story videos, whose files are served", async () => {
    const alex = await member("alex@example.com", "password1")
    const pics = await call(gw, "albumPictures", { userId: MIA }, alex.auth)
    expect(pics.data).toHaveLength(seededAlbumSize(0).pictures)
    const vids = await call(gw, "storyVideos", { userId: MIA }, alex.auth)
    expect(vids.data).toHaveLength(seededAlbumSize(0).videos)
    expect(vids.data[0]).toMatchObject({ url: expect.stringMatching(/\.webm$/), cover: expect.stringMatching(/^\/media\//), duration: 3 })
    for (const url of [pics.data[0].url, vids.data[0].url, vids.data[0].cover]) {
      const res = await gw.app.inject({ method: "GET", url })
      expect(res.statusCode).toBe(200)
    }
    const video = await gw.app.inject({ method: "GET", url: vids.data[0].url })
    expect(video.headers["content-type"]).toMatch(/^video\/webm/)
    expect(video.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) // EBML: a real WebM
    // A member with nothing: empty lists.
    expect((await call(gw, "albumPictures", { userId: alex.id }, alex.auth)).data).toEqual([])
    expect((await call(gw, "storyVideos", { userId: alex.id }, alex.auth)).data).toEqual([])
  })

  it("adds an uploaded picture to one's own album; only its owner may delete it", async () => {
    const alex = await member("alex@example.com", "password1")
    const sam = await member("sam@example.com", "password2")
    const up = await upload(UploadApi.albumImage, PNG, alex)
    expect(up).toMatchObject({ code: 200, data: { url: expect.stringMatching(/^\/media\/uploads\/\w+\.png$/), id: expect.any(Number) } })
    expect((await call(gw, "albumPictures", { userId: alex.id }, sam.auth)).data).toEqual([{ id: up.data!.id, url: up.data!.url }])
    expect((await call(gw, "deleteAlbumPicture", { id: up.data!.id! }, sam.auth)).code).toBe(400)
    expect((await call(gw, "deleteAlbumPicture", { id: up.data!.id! }, alex.auth)).code).toBe(200)
    expect((await call(gw, "albumPictures", { userId: alex.id }, alex.auth)).data).toEqual([])
    expect((await call(gw, "deleteAlbumPicture", { id: up.data!.id! }, alex.auth)).code).toBe(400)
  })
})

const reports = async (reporter: number) => (await gw.app.inject({ method: "GET", url: `/dev/reports?reporter=${reporter}` })).json() as Array<Record<string, unknown>>

describe("reports (m§7 report/*, m§3)", () => {
  it("stores a profile report as sent, and refuses bad ones", async () => {
    const alex = await member("alex@example.com", "password1")
    const report = { reason: 220, reportType: 2, reportUserId: MIA, site: ReportSite.friendPage, twoReportReason: 220, threeReportReason: " rude ", email: "alex@example.com", wallGoddess: 1 }
    const r = await call(gw, "reportProfile", report, alex.auth)
    expect(r.code).toBe(200)
    expect(await reports(alex.id)).toEqual([
      expect.objectContaining({ id: r.data.reportId, kind: "profile", reported_id: MIA, reason: 220, report_type: 2, two_reason: 220, text: "rude", email: "alex@example.com", site: 2, wall_goddess: 1 }),
    ])
    // Others (3) has no sub-reason; the e-mail is optional.
    expect((await call(gw, "reportProfile", { ...report, reportType: 3, twoReportReason: 0, reason: 3, email: undefined }, alex.auth)).code).toBe(200)
    expect((await call(gw, "reportProfile", { ...report, twoReportReason: 510 }, alex.auth)).code).toBe(400) // not a sub-reason of 2
    expect((await call(gw, "reportProfile", { ...report, threeReportReason: "x".repeat(REPORT_TEXT_MAX + 1) }, alex.auth)).code).toBe(400)
    expect((await call(gw, "reportProfile", { ...report, email: "not-an-address" }, alex.auth)).code).toBe(400)
    expect((await call(gw, "reportProfile", { ...report, reportUserId: alex.id }, alex.auth)).code).toBe(400)
    expect(await reports(alex.id)).toHaveLength(2)
  })

  it("stores a video-call report with its uploaded JPEG screenshot", async () => {
    const alex = await member("alex@example.com", "password1")
    const shot = await upload(UploadApi.reportImage, JPEG, alex)
    expect(shot).toMatchObject({ code: 200, data: { url: expect.stringMatching(/^\/media\/uploads\/\w+\.jpg$/) } })
    expect((await gw.app.inject({ method: "GET", url: shot.data!.url })).statusCode).toBe(200)
    const reportReq = { reportImg: shot.data!.url, gender: 2, reportReason: 610, reportedUserId: MIA, reportPage: ReportSite.videoCall, reportType: 6 }
    const r = await call(gw, "reportVideo", { reportReq }, alex.auth)
    expect(r.code).toBe(200)
    expect((await reports(alex.id))[0]).toMatchObject({ id: r.data.reportId, kind: "video", reported_id: MIA, img: shot.data!.url, gender: 2, reason: 610, report_type: 6, site: 3 })
    expect((await call(gw, "reportVideo", { reportReq: { ...reportReq, reportImg: "javascript:alert(1)" } }, alex.auth)).code).toBe(400)
  })

  it("checks a report e-mail: a plausible address of at most 100 characters", async () => {
    const alex = await member("alex@example.com", "password1")
    const check = async (email: string) => (await call(gw, "checkReportEmail", { email }, alex.auth)).data.valid as boolean
    expect(await check("ada@example.com")).toBe(true)
    expect(await check("ada@example")).toBe(false)
    expect(await check("no at sign")).toBe(false)
    expect(await check(`${"a".repeat(95)}@x.com`)).toBe(false)
  })
})
