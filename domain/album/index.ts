// The album feature (m§2 friend page pictures and story videos, own profile edit, m§7 album/*): for now
// only its gateway requests (the contract). Its feature value and its entries in the registry.
import type { Feature } from "../app/types"
import { AlbumRequests, type AlbumRequestTable } from "./requests"

/** The album feature. */
export const album = {
  requests: AlbumRequests,
} as const satisfies Feature

declare module "../app/registry" {
  interface Requests extends AlbumRequestTable {}
}
