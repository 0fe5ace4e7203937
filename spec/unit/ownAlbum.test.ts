// The member's own album (m§2 own profile edit, m§7 album/*, a§5 images only, max 5 MB) as
// given/when/then: the list asked, a picture uploaded through the Uploads port (target albumImage) and
// added when the upload answers, a picture deleted when the gateway answers, and failures that keep the
// pictures and say why; files that are not images or too large are refused without a request.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { IMAGE_MAX_BYTES } from "../../domain/constants"
import { initialAlbum } from "../../domain/album/state"
import { E, T0 } from "../support/fixtures"
import { given } from "../support/gwt"

const PICS = [
  { id: 11, url: "/media/uploads/a.png" },
  { id: 12, url: "/media/uploads/b.png" },
]

/** Signed in (restored session) on /profile/edit, the own album asked (seq 2) and answered with PICS. */
const withAlbum = (pictures = PICS) => [
  E.started("/profile/edit", { userId: "501", loginToken: "tok" }),
  { _tag: "OwnAlbumOpened" as const, at: T0 },
  E.answered(2, "albumPictures", pictures),
]

/** An album picture chosen on top of `withAlbum` (seq 4, upload key "k1"). */
const chosen = () => given(...withAlbum()).when(I.AddAlbumPicture({ key: "k1", localUrl: "blob:k1", size: 2048, mime: "image/png" })).events

describe("Given a member on the edit-profile page with their own album", () => {
  it("when the album is asked, then the member's own pictures are read; the answer is the list", () => {
    given(E.started("/profile/edit", { userId: "501", loginToken: "tok" }))
      .when(I.OpenOwnAlbum())
      .then({ _tag: "OwnAlbumOpened", at: T0 })
      .thenCommandsMatch({ _tag: "CallGateway", requestId: 2, name: "albumPictures", params: { userId: 501 } })
      .thenState((s) => expect(s.album).toMatchObject({ loading: 2, pictures: null }))
    expect(given(...withAlbum()).state.album).toMatchObject({ loading: null, pictures: PICS, problem: null })
  })

  it("when a visitor asks, then nothing is decided", () => {
    given(E.started("/profile/edit")).when(I.OpenOwnAlbum()).then()
    given(E.started("/profile/edit")).when(I.AddAlbumPicture({ key: "k1", localUrl: "blob:x", size: 10, mime: "image/png" })).then()
  })

  it("when the list request fails, then the problem says so and a later answer clears it", () => {
    const log = [E.started("/profile/edit", { userId: "501", loginToken: "tok" }), { _tag: "OwnAlbumOpened" as const, at: T0 }, E.failed(2, "albumPictures", 500)]
    const failed = given(...log)
    expect(failed.state.album).toMatchObject({ loading: null, pictures: null, problem: "loadFailed" })
    const retried = given(...log, { _tag: "OwnAlbumOpened", at: T0 }, E.answered(4, "albumPictures", PICS))
    expect(retried.state.album).toMatchObject({ loading: null, pictures: PICS, problem: null })
  })

  it("when an image within 5 MB is chosen, then it uploads to the album with progress and the answer adds the picture", () => {
    given(...withAlbum())
      .when(I.AddAlbumPicture({ key: "k1", localUrl: "blob:k1", size: IMAGE_MAX_BYTES, mime: "image/jpeg" }))
      .then({ _tag: "AlbumPictureChosen", at: T0, key: "k1", localUrl: "blob:k1", size: IMAGE_MAX_BYTES })
      .thenCommandsMatch({ _tag: "UploadFile", key: "k1", localUrl: "blob:k1", target: "albumImage" })
    const progress = given(...withAlbum(), ...chosen(), { _tag: "UploadProgressed", at: T0, key: "k1", loaded: 1024, total: 2048 })
    expect(progress.state.album.uploads).toEqual([{ key: "k1", localUrl: "blob:k1", loaded: 1024, total: 2048 }])
    expect(progress.state.album.pictures).toEqual(PICS)
    const done = given(...withAlbum(), ...chosen(), { _tag: "UploadFinished", at: T0, key: "k1", url: "/media/uploads/c.png", id: 13 })
    expect(done.state.album).toMatchObject({ uploads: [], problem: null, pictures: [...PICS, { id: 13, url: "/media/uploads/c.png" }] })
  })

  it("when the upload answers without the picture's id, then the album is read again", () => {
    const log = [...withAlbum(), ...chosen(), { _tag: "UploadFinished" as const, at: T0, key: "k1", url: "/media/uploads/c.png" }]
    const s = given(...log).state
    expect(s.album).toMatchObject({ uploads: [], loading: 5, pictures: PICS })
    const again = given(...log, E.answered(5, "albumPictures", [...PICS, { id: 13, url: "/media/uploads/c.png" }]))
    expect(again.state.album.pictures).toHaveLength(3)
  })

  it("when another upload's report arrives (a chat picture, the profile photo), then the album is unchanged", () => {
    const before = given(...withAlbum(), ...chosen()).state.album
    const other = given(...withAlbum(), ...chosen(), { _tag: "UploadFinished", at: T0, key: "chat-9", url: "/media/uploads/z.png", id: 99 })
    expect(other.state.album).toEqual(before)
    const progress = given(...withAlbum(), ...chosen(), { _tag: "UploadProgressed", at: T0, key: "chat-9", loaded: 5, total: 9 })
    expect(progress.state.album).toEqual(before)
  })

  it("when the upload fails (network or a gateway refusal), then the pictures stay and the problem says so", () => {
    const failed = given(...withAlbum(), ...chosen(), { _tag: "UploadFailed", at: T0, key: "k1", reason: "code 400: only PNG, JPEG, GIF or WebP images" })
    expect(failed.state.album).toMatchObject({ uploads: [], pictures: PICS, problem: "uploadFailed" })
  })

  it("when the file is not an image or is larger than 5 MB, then it is refused and nothing is sent", () => {
    given(...withAlbum())
      .when(I.AddAlbumPicture({ key: "k1", localUrl: "blob:x", size: 10, mime: "application/pdf" }))
      .then({ _tag: "AlbumPictureRefused", at: T0, reason: "notImage" })
      .thenCommands()
      .thenState((s) => expect(s.album).toMatchObject({ problem: "notImage", uploads: [], pictures: PICS }))
    given(...withAlbum())
      .when(I.AddAlbumPicture({ key: "k1", localUrl: "blob:x", size: IMAGE_MAX_BYTES + 1, mime: "image/png" }))
      .then({ _tag: "AlbumPictureRefused", at: T0, reason: "tooLarge" })
      .thenCommands()
      .thenState((s) => expect(s.album.problem).toBe("tooLarge"))
    // Named and typed as a PNG but the browser could not decode it: not an image either (no upload that
    // can only fail with "try again").
    given(...withAlbum())
      .when(I.AddAlbumPicture({ key: "k1", localUrl: "blob:x", size: 10, mime: "image/png", decoded: false }))
      .then({ _tag: "AlbumPictureRefused", at: T0, reason: "notImage" })
      .thenCommands()
  })

  it("when a picture is deleted, then deleteAlbumPicture is sent and the answer removes it", () => {
    const asked = given(...withAlbum())
      .when(I.DeleteAlbumPicture({ id: 11 }))
      .then({ _tag: "AlbumPictureDeleteRequested", at: T0, id: 11 })
      .thenCommandsMatch({ _tag: "CallGateway", requestId: 4, name: "deleteAlbumPicture", params: { id: 11 } })
    expect(asked.state.album).toMatchObject({ deleting: { "11": 4 }, pictures: PICS })
    // Asked twice while in flight, or for a picture the album does not list: nothing.
    given(...withAlbum(), ...asked.events).when(I.DeleteAlbumPicture({ id: 11 })).then()
    given(...withAlbum()).when(I.DeleteAlbumPicture({ id: 99 })).then()
    const done = given(...withAlbum(), ...asked.events, E.answered(4, "deleteAlbumPicture", {}))
    expect(done.state.album).toMatchObject({ deleting: {}, pictures: [PICS[1]], problem: null })
  })

  it("when the deletion fails, then the picture stays and the problem says so", () => {
    const asked = given(...withAlbum()).when(I.DeleteAlbumPicture({ id: 12 })).events
    const failed = given(...withAlbum(), ...asked, E.failed(4, "deleteAlbumPicture", 400, { msg: "not one of your pictures" }))
    expect(failed.state.album).toMatchObject({ deleting: {}, pictures: PICS, problem: "deleteFailed" })
    const network = given(...withAlbum(), ...asked, E.failed(4, "deleteAlbumPicture", 0, { reason: "network", httpStatus: 0 }))
    expect(network.state.album).toMatchObject({ pictures: PICS, problem: "deleteFailed" })
  })

  it("when the member signs out, then the album is forgotten", () => {
    const out = given(...withAlbum(), { _tag: "LogoutRequested", at: T0 })
    expect(out.state.album).toEqual(initialAlbum)
  })
})
