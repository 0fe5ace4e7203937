// The store as React's first render sees it (issue 14, Total Blocking Time). The first render runs in a
// transition, time-sliced over many tasks; on a returning member's reload the gateway's first answers land
// in the store while it runs. useSyncExternalStore then found the finished render inconsistent with the
// store and rendered the whole tree again, synchronously, in one long task (~35 ms at full speed, ~150 ms
// at Lighthouse's 4x CPU). Held, the view's snapshot stays the state the render began with until the first
// commit is on screen; on release the view follows the store again and tells React's subscribers, which
// re-render what changed meanwhile as any store update does.
import type { Store } from "../../domain/runtime/store"

/** A held view of a store and the function that lets it follow the store again. */
export interface HeldStore<S, E, I> {
  readonly view: Store<S, E, I>
  /** Idempotent. Later snapshots are the store's; subscribers are told when the state moved during the hold. */
  readonly release: () => void
}

/**
 * A view of `store` whose `getSnapshot` returns the state of now until `release()` (dispatch and publish
 * go to the store at once; only what React reads holds still). Subscribers are not told of changes while
 * held; on release they are told once, when the state moved meanwhile.
 */
export const holdStore = <S, E, I>(store: Store<S, E, I>): HeldStore<S, E, I> => {
  let held: { readonly state: S } | null = { state: store.getSnapshot() }
  const subscribers = new Set<() => void>()
  return {
    view: {
      subscribe: (listener) => {
        const off = store.subscribe(() => {
          if (held === null) listener()
        })
        subscribers.add(listener)
        return () => {
          subscribers.delete(listener)
          off()
        }
      },
      getSnapshot: () => (held !== null ? held.state : store.getSnapshot()),
      dispatch: store.dispatch,
      publish: store.publish,
    },
    release: () => {
      if (held === null) return
      const moved = held.state !== store.getSnapshot()
      held = null
      if (moved) for (const listener of [...subscribers]) listener()
    },
  }
}
