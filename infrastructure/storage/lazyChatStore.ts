// The ChatStore port over a chat database loaded on first use (issue 14: the IndexedDB chat store, its
// cache and kept photos are in the member chunk, infrastructure/member.ts; a signed-out visitor never
// opens them). Calls made before it arrives run on it in the order they were made. A chunk that cannot load rejects the call,
// which the interpreter reports as ChatStoreFailed like any failed read or write; the next call loads
// again, and a read watch asked for meanwhile starts as soon as the store is there.
import type { ChatStore } from "../../domain/runtime/ports"
import { onDemand } from "../onDemand"

type Store = ChatStore["Service"]

/** A ChatStore whose real store comes from `load` (e.g. `() => import("./chatDb").then(...)`), loaded by the first call. */
export const lazyChatStore = (load: () => Promise<Store>): Store => {
  const store = onDemand(load)
  /** The read watch asked for while the store could not load (started on the next successful load). */
  let unstarted: { readonly userId: string; readonly onRead: (peerId: string) => void } | null = null
  const on = <R>(call: (s: Store) => Promise<R>): Promise<R> =>
    store.with((s) => {
      if (unstarted) s.watchReads(unstarted.userId, unstarted.onRead)
      unstarted = null
      return call(s)
    })
  return {
    load: (userId) => on((s) => s.load(userId)),
    history: (userId, peerId) => on((s) => s.history(userId, peerId)),
    page: (userId, peerId, before, limit) => on((s) => s.page(userId, peerId, before, limit)),
    save: (userId, conversations, messages, drop) => on((s) => s.save(userId, conversations, messages, drop)),
    markRead: (userId, peerId) => on((s) => s.markRead(userId, peerId)),
    watchReads: (userId, onRead) => {
      unstarted = null
      store.use(
        (s) => s.watchReads(userId, onRead),
        () => (unstarted = { userId, onRead }),
      )
    },
    remove: (userId, peerId) => on((s) => s.remove(userId, peerId)),
  }
}
