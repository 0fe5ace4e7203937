// The Store: the one loop of ARCHITECTURE.md. dispatch(intent) -> decide -> events; publish(event)
// for adapters; each event gets the next sequence number, is logged, evolved, and reacted to; the
// commands run after subscribers were told. Re-entrant publishes are queued, never nested. When the
// kernel says how, an evolve that throws keeps the state and is recorded as an event right after.

/** An event before the store numbered it: adapters and deciders create these. */
export type Unnumbered<E> = E extends unknown ? Omit<E, "seq"> : never

/** The kernel functions a store runs; all pure. */
export interface Kernel<S, E extends { seq: number; at: number }, I, C> {
  readonly initial: S
  readonly evolve: (state: S, event: E) => S
  /**
   * What to record when `evolve` throws for `event` (the app's EvolveFailed), or null to record nothing.
   * With it the store catches the error, keeps the state as it was, and handles the returned event
   * right after the failing one (next seq, before anything else queued); without it the error propagates.
   */
  readonly failed?: (event: E, error: unknown) => Unnumbered<E> | null
  readonly decide: (state: S, intent: I, at: number) => ReadonlyArray<Unnumbered<E>>
  readonly react: (state: S, event: E) => ReadonlyArray<C>
}

/** What React and adapters see of the store. */
export interface Store<S, E, I> {
  readonly subscribe: (listener: () => void) => () => void
  readonly getSnapshot: () => S
  readonly dispatch: (intent: I) => void
  readonly publish: (event: Unnumbered<E>) => void
}

/** Options: the clock (epoch ms), the command runner, and an optional event sink (the log). */
export interface StoreOptions<S, E, C> {
  readonly now: () => number
  readonly run: (command: C, publish: (event: Unnumbered<E>) => void) => void
  /** Called with each event and the state after it (the event log, snapshots). */
  readonly onEvent?: (event: E, state: S) => void
  readonly firstSeq?: number
}

/** Creates the store; the state starts at `kernel.initial`. */
export const createStore = <S, E extends { seq: number; at: number }, I, C>(
  kernel: Kernel<S, E, I, C>,
  options: StoreOptions<S, E, C>,
): Store<S, E, I> => {
  let state = kernel.initial
  let seq = options.firstSeq ?? 0
  const listeners = new Set<() => void>()
  const queue: Array<Unnumbered<E>> = []
  let draining = false

  const drain = () => {
    if (draining) return
    draining = true
    const commands: C[] = []
    try {
      while (queue.length > 0) {
        const event = { ...queue.shift()!, seq: ++seq } as unknown as E
        let failure: Unnumbered<E> | null = null
        if (kernel.failed) {
          try {
            state = kernel.evolve(state, event)
          } catch (error) {
            failure = kernel.failed(event, error)
          }
        } else state = kernel.evolve(state, event)
        options.onEvent?.(event, state)
        for (const c of kernel.react(state, event)) commands.push(c)
        if (failure) queue.unshift(failure)
      }
    } finally {
      draining = false
    }
    for (const l of listeners) l()
    for (const c of commands) options.run(c, publish)
    if (queue.length > 0) drain()
  }

  const publish = (event: Unnumbered<E>) => {
    queue.push(event)
    drain()
  }

  return {
    subscribe: (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    getSnapshot: () => state,
    dispatch: (intent) => {
      for (const e of kernel.decide(state, intent, options.now())) queue.push(e)
      drain()
    },
    publish,
  }
}
