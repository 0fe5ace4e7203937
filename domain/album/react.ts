// Own-album effects (m§7 album/*): asking the album, and again after an upload answered without the new
// picture's id, reads the member's own pictures (albumPictures); a chosen picture uploads through the
// Uploads port to target albumImage (album/uploadAlbumImage); a deletion goes to deleteAlbumPicture.
import type { AppEvent, AppState, Cmd } from "../app/types"
import { call, callerOf } from "../core/call"

/** Commands for own-album events. */
export const reactAlbum = (s: AppState, e: AppEvent): Cmd[] => {
  switch (e._tag) {
    case "OwnAlbumOpened":
    case "UploadFinished":
      return s.album.loading === e.seq ? [call(s, e.seq, "albumPictures", { userId: Number(s.session.userId) })] : []
    case "AlbumPictureChosen":
      return [{ _tag: "UploadFile", key: e.key, localUrl: e.localUrl, caller: callerOf(s), target: "albumImage" }]
    case "AlbumPictureDeleteRequested":
      return [call(s, e.seq, "deleteAlbumPicture", { id: e.id })]
  }
  return []
}
