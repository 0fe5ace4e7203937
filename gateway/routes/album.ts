// Albums of the reference gateway (m§2 friend page pictures and story videos, own profile edit, m§7
// album/*): pictures (uploaded through album/uploadAlbumImage, deletable by their owner only) and story
// videos. Seeded hosts get a few generated pictures (SVG portraits drawn like their avatars) and short
// story videos (one small WebM file from gateway/assets with a generated cover), both deterministic.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { Code } from "../../infrastructure/gateway/contract"
import type { UploadedWire } from "../../infrastructure/gateway/uploadContract"
import { fail, type Handlers, me, ok } from "../answers"
import { portraitSvg } from "../avatars"
import { type Db, type User, usersWhere } from "../db"
import { FIRST_HOST_ID } from "./callStore"

const ready = new WeakSet<Db>()

/** The database with the album tables present; the seeded hosts' albums are filled the first time. */
export const albumTables = (db: Db): Db => {
  if (ready.has(db)) return db
  const fresh = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'album_pictures'").get() === undefined
  db.exec(`CREATE TABLE IF NOT EXISTS album_pictures (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, url TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS album_pictures_user ON album_pictures(user_id, id);
  CREATE TABLE IF NOT EXISTS story_videos (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, url TEXT NOT NULL,
    cover TEXT NOT NULL, duration INTEGER NOT NULL, at INTEGER NOT NULL);`)
  if (fresh) seedAlbums(db)
  ready.add(db)
  return db
}

/** The seeded story video file (a 3-second 144x256 VP8 WebM, ~12 KB) and its length in seconds. */
const STORY_ASSET = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "assets", "story.webm")
const STORY_SECONDS = 3
/** URL of the seeded story video file. */
export const STORY_VIDEO_URL = "/media/story/story.webm"

/** How many album pictures and story videos seeded host `index` (0 = Mia) has: 2-4 pictures, 0-2 videos. */
export const seededAlbumSize = (index: number): { pictures: number; videos: number } => ({ pictures: 2 + (index % 3), videos: index % 4 === 3 ? 0 : 1 + (index % 2) })

const pictureUrl = (userId: number, n: number): string => `/media/album/${userId}-${n}.svg`
const coverUrl = (userId: number, n: number): string => `/media/story/${userId}-${n}.svg`

const seededHosts = (db: Db): User[] => usersWhere(db, "kind = 'host' AND id >= ? AND id < ?", FIRST_HOST_ID, FIRST_HOST_ID + 1000)

const seedAlbums = (db: Db): void => {
  const pic = db.prepare("INSERT INTO album_pictures (user_id, url, at) VALUES (?, ?, 0)")
  const vid = db.prepare("INSERT INTO story_videos (user_id, url, cover, duration, at) VALUES (?, ?, ?, ?, ?)")
  db.transaction(() => {
    for (const h of seededHosts(db)) {
      const size = seededAlbumSize(h.id - FIRST_HOST_ID)
      for (let n = 1; n <= size.pictures; n++) pic.run(h.id, pictureUrl(h.id, n))
      for (let n = 1; n <= size.videos; n++) vid.run(h.id, STORY_VIDEO_URL, coverUrl(h.id, n), STORY_SECONDS, n)
    }
  })()
}

/** Draws any missing seeded album pictures, story covers and the story video file under `<dataDir>/media`. */
export const ensureAlbumMedia = (db: Db, dataDir: string): void => {
  albumTables(db)
  const write = (url: string, body: () => string | Buffer) => {
    const file = path.join(dataDir, url)
    if (fs.existsSync(file)) return
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, body())
  }
  write(STORY_VIDEO_URL, () => fs.readFileSync(STORY_ASSET))
  for (const h of seededHosts(db)) {
    const size = seededAlbumSize(h.id - FIRST_HOST_ID)
    for (let n = 1; n <= size.pictures; n++) write(pictureUrl(h.id, n), () => portraitSvg({ userId: h.id * 31 + n, name: h.userName, gender: h.gender }, 270, 360))
    for (let n = 1; n <= size.videos; n++) write(coverUrl(h.id, n), () => portraitSvg({ userId: h.id * 17 + n * 5, name: h.userName, gender: h.gender }, 144, 256))
  }
}

/** Records an uploaded picture in `user`'s album (album/uploadAlbumImage); answers its id. */
export const addAlbumPicture = (db: Db, user: User, url: string, now: number): Pick<UploadedWire, "id"> => {
  const r = albumTables(db).prepare("INSERT INTO album_pictures (user_id, url, at) VALUES (?, ?, ?)").run(user.id, url, now)
  return { id: Number(r.lastInsertRowid) }
}

/** Handlers of the album endpoints. */
export const albumHandlers: Handlers = {
  albumPictures: (ctx, p) =>
    ok(albumTables(ctx.db).prepare("SELECT id, url FROM album_pictures WHERE user_id = ? ORDER BY id").all(p.userId) as Array<{ id: number; url: string }>),
  storyVideos: (ctx, p) =>
    ok(
      albumTables(ctx.db).prepare("SELECT id, url, cover, duration FROM story_videos WHERE user_id = ? ORDER BY at DESC, id DESC").all(p.userId) as Array<{
        id: number; url: string; cover: string; duration: number
      }>,
    ),
  deleteAlbumPicture: (ctx, p) => {
    const gone = albumTables(ctx.db).prepare("DELETE FROM album_pictures WHERE id = ? AND user_id = ?").run(p.id, me(ctx).id).changes
    return gone === 1 ? ok({}) : fail(Code.badParams, "not one of your pictures")
  },
}
