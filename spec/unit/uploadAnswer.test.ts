// The upload adapter's reading of an answer (m§7 data.url; album/uploadAlbumImage adds the new
// picture's id): decoded with the contract's UploadedWire Schema; anything else is a failure reason.
import { describe, expect, it } from "vitest"
import { uploadedUrl } from "../../infrastructure/gateway/uploads"

const body = (o: unknown) => JSON.stringify(o)

describe("Given an upload answer", () => {
  it("when code 200 carries data.url, then the URL is the result; an album picture's id comes with it", () => {
    expect(uploadedUrl(200, body({ code: 200, msg: "ok", data: { url: "/media/uploads/a.png" } }))).toEqual({ url: "/media/uploads/a.png" })
    expect(uploadedUrl(200, body({ code: 200, data: { url: "/media/uploads/a.png", id: 42 } }))).toEqual({ url: "/media/uploads/a.png", id: 42 })
  })

  it("when the data has the wrong shape (no url, a text id), then it is refused as data invalid", () => {
    expect(uploadedUrl(200, body({ code: 200, data: {} }))).toEqual({ reason: "data invalid" })
    expect(uploadedUrl(200, body({ code: 200, data: { url: "" } }))).toEqual({ reason: "data invalid" })
    expect(uploadedUrl(200, body({ code: 200, data: { url: "/a.png", id: "42" } }))).toEqual({ reason: "data invalid" })
  })

  it("when the gateway refuses or the body is not JSON, then the reason names the code or the HTTP status", () => {
    expect(uploadedUrl(200, body({ code: 400, msg: "image larger than 5 MB" }))).toEqual({ reason: "code 400: image larger than 5 MB" })
    expect(uploadedUrl(502, "<html>bad gateway</html>")).toEqual({ reason: "http 502" })
  })
})
