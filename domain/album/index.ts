// The album feature (m§2 friend page pictures and story videos, own profile edit, m§7 album/*): the
// gateway requests of albums (the friend page asks them through the friends feature) and the member's
// own album (list, upload, delete). Its one feature value (listed once in domain/app/features.ts) and its
// entries in the registry.
import type { Feature } from "../app/types"
import { decideAlbum } from "./decide"
import { AlbumEvents } from "./events"
import { albumEvolveOn, albumAnswersOn, evolveAlbum } from "./evolve"
import { AlbumIntents } from "./intents"
import { reactAlbum } from "./react"
import { AlbumRequests, type AlbumRequestTable } from "./requests"
import { type AlbumState, initialAlbum } from "./state"

/** The album feature. */
export const album = {
  initial: { album: initialAlbum },
  events: AlbumEvents,
  intents: AlbumIntents,
  requests: AlbumRequests,
  evolve: evolveAlbum,
  evolveOn: albumEvolveOn,
  answersOn: albumAnswersOn,
  decide: decideAlbum,
  react: reactAlbum,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly album: AlbumState
  }
  interface Events {
    readonly album: (typeof AlbumEvents)[number]["Type"]
  }
  interface Intents {
    readonly album: (typeof AlbumIntents)[number]["Type"]
  }
  interface Requests extends AlbumRequestTable {}
}
