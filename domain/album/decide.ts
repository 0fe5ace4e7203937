// Own-album decisions (m§2 own profile edit, a§5 image rules): asking the album; a chosen file must be
// an image of at most 5 MB (else refused, nothing sent); only a picture the album lists and that is not
// already being deleted can be deleted. Signed out, nothing is decided.
import type { AppState, Intent, NewEvent } from "../app/types"
import { imageRefusal } from "../core/upload"
import { isSignedIn } from "../session/state"

/** Events for own-album intents; [] for intents of other features. */
export const decideAlbum = (s: AppState, i: Intent, at: number): NewEvent[] => {
  if (!isSignedIn(s.session)) return []
  switch (i._tag) {
    case "OpenOwnAlbum":
      return [{ _tag: "OwnAlbumOpened", at }]
    case "AddAlbumPicture": {
      // The a§5 rules by type and size first (a file over 5 MB is "too large" whatever it holds), then
      // what the browser made of it: one it could not decode is no image whatever its name says.
      const refusal = imageRefusal(i.mime, i.size) ?? (i.decoded === false ? "notImage" : null)
      return refusal !== null
        ? [{ _tag: "AlbumPictureRefused", at, reason: refusal }]
        : [{ _tag: "AlbumPictureChosen", at, key: i.key, localUrl: i.localUrl, size: i.size }]
    }
    case "DeleteAlbumPicture": {
      const a = s.album
      const listed = a.pictures?.some((p) => p.id === i.id) ?? false
      return listed && a.deleting[String(i.id)] === undefined ? [{ _tag: "AlbumPictureDeleteRequested", at, id: i.id }] : []
    }
  }
  return []
}
