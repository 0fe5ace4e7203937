// Whether the page's inputs wait for the full kernel (issue 14: a visitor's click that needs the member
// features while their chunk is on the network, or offline until the connection is back). A flag the
// composition root sets when the store holds an input and clears at the upgrade; the shell shows a thin
// progress bar while it is on, so a click that seems to do nothing says it is being taken.

/** A subscribable on/off flag (`useSyncExternalStore`'s shape). */
export interface WaitingFlag {
  readonly subscribe: (listener: () => void) => () => void
  /** Whether inputs wait now. */
  readonly get: () => boolean
}

/** A {@link WaitingFlag} with its setter; listeners hear changes only. */
export const waitingFlag = (): WaitingFlag & { readonly set: (on: boolean) => void } => {
  let on = false
  const listeners = new Set<() => void>()
  return {
    subscribe: (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    get: () => on,
    set: (next) => {
      if (next === on) return
      on = next
      for (const l of listeners) l()
    },
  }
}
