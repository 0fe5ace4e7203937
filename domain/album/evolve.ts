// Own-album reducer (m§2 own profile edit, m§7 album/*): the list answer replaces the pictures; an upload
// of the album shows its progress, and its answer adds the new picture (or, without an id, asks the list
// again); a deletion answer removes the picture. Failures keep the pictures and set the problem. Answers
// count only for the request or upload key they answer; signing out forgets the album.
import { castDraft, type Draft } from "immer"
import { answerOf } from "../core/answers"
import type { AppEvent, AppState, Recipe, RequestName } from "../app/types"
import { initialAlbum } from "./state"
import { template } from "../core/template"

/** Unfrozen twin of initialAlbum to spread (../core/template.ts). */
const initialAlbumTemplate = template(initialAlbum)

/** The events evolveAlbum acts on (Feature.evolveOn: it is called for no other). */
export const albumEvolveOn: ReadonlyArray<AppEvent["_tag"]> = ["OwnAlbumOpened", "AlbumPictureChosen", "AlbumPictureRefused", "AlbumPictureDeleteRequested", "UploadProgressed", "UploadFinished", "UploadFailed", "GatewayAnswered", "GatewayFailed", "LogoutRequested"]

/**
 * The gateway answers evolveAlbum acts on (Feature.answersOn: it is called for no other answer): the
 * album's pictures and a deletion.
 */
export const albumAnswersOn: ReadonlyArray<RequestName> = ["albumPictures", "deleteAlbumPicture"]

/** The own-album recipe. */
export const evolveAlbum: Recipe = (d, e) => {
  const a = d.album
  switch (e._tag) {
    case "OwnAlbumOpened":
      a.loading = e.seq
      a.problem = null
      return
    case "AlbumPictureChosen":
      a.uploads = castDraft([...a.uploads, { key: e.key, localUrl: e.localUrl, loaded: 0, total: e.size }])
      a.problem = null
      return
    case "AlbumPictureRefused":
      a.problem = e.reason
      return
    case "AlbumPictureDeleteRequested":
      a.deleting = { ...a.deleting, [String(e.id)]: e.seq }
      a.problem = null
      return
    case "UploadProgressed":
      if (a.uploads.some((u) => u.key === e.key))
        a.uploads = castDraft(a.uploads.map((u) => (u.key === e.key ? { ...u, total: e.total, loaded: Math.min(e.loaded, e.total) } : u)))
      return
    case "UploadFinished":
      if (!a.uploads.some((u) => u.key === e.key)) return
      a.uploads = castDraft(a.uploads.filter((u) => u.key !== e.key))
      if (e.id !== undefined && a.pictures !== null) {
        const id = e.id
        if (!a.pictures.some((p) => p.id === id)) a.pictures = castDraft([...a.pictures, { id, url: e.url }])
      } else a.loading = e.seq
      return
    case "UploadFailed":
      if (!a.uploads.some((u) => u.key === e.key)) return
      a.uploads = castDraft(a.uploads.filter((u) => u.key !== e.key))
      a.problem = "uploadFailed"
      return
    case "GatewayAnswered":
      return answered(d, e)
    case "GatewayFailed":
      return failed(d, e)
    case "LogoutRequested":
      d.album = castDraft({ ...initialAlbumTemplate })
      return
  }
}

/** The deletion that request `requestId` is, as [picture id, rest of the deletions], or null. */
const deletionOf = (deleting: Readonly<Record<string, number>>, requestId: number): [string, Record<string, number>] | null => {
  const id = Object.keys(deleting).find((k) => deleting[k] === requestId)
  if (id === undefined) return null
  const { [id]: _, ...rest } = deleting
  return [id, rest]
}

const answered = (d: Draft<AppState>, e: Extract<AppEvent, { _tag: "GatewayAnswered" }>): void => {
  const a = d.album
  const pictures = answerOf(e, "albumPictures")
  if (pictures && e.requestId === a.loading) {
    a.pictures = castDraft(pictures)
    a.loading = null
    if (a.problem === "loadFailed") a.problem = null
    return
  }
  if (e.name !== "deleteAlbumPicture") return
  const deletion = deletionOf(a.deleting, e.requestId)
  if (deletion === null) return
  const [id, rest] = deletion
  a.deleting = rest
  if (a.pictures !== null) a.pictures = a.pictures.filter((p) => String(p.id) !== id)
}

const failed = (d: Draft<AppState>, e: Extract<AppEvent, { _tag: "GatewayFailed" }>): void => {
  const a = d.album
  if (e.name === "albumPictures" && e.requestId === a.loading) {
    a.loading = null
    a.problem = "loadFailed"
    return
  }
  if (e.name !== "deleteAlbumPicture") return
  const deletion = deletionOf(a.deleting, e.requestId)
  if (deletion === null) return
  a.deleting = deletion[1]
  a.problem = "deleteFailed"
}
