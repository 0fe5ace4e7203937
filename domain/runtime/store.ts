// The Store: the one loop of ARCHITECTURE.md. dispatch(intent) -> decide -> events; publish(event)
// for adapters; each event gets the next sequence number, is logged, evolved, and reacted to; the
// commands run after subscribers were told. Re-entrant publishes are queued, never nested. When the
// kernel says how, an evolve that throws keeps the state and is recorded as an event right after.
// A store may start with a smaller kernel and swap to the full one (issue 14, `hold` and `upgrade`):
// until then the inputs the smaller kernel must not take, and every input after the first of them, are
// held in order, and the swap runs them in that order.

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

/** An input the store takes: an intent (with the time it was dispatched, epoch ms) or an event. */
export type StoreInput<E, I> = { readonly intent: I; readonly at: number } | { readonly event: Unnumbered<E> }

/**
 * A store that started with a smaller kernel (issue 14): `upgrade(kernel)` swaps to the full one, the
 * state carrying over unchanged, and then decides and handles the held inputs in the order they came.
 */
export interface UpgradableStore<S, E extends { seq: number; at: number }, I, C> extends Store<S, E, I> {
  readonly upgrade: (kernel: Kernel<S, E, I, C>) => void
  /** The inputs held until the upgrade, oldest first (empty once upgraded). */
  readonly held: () => ReadonlyArray<StoreInput<E, I>>
}

/**
 * What the store's first kernel cannot take (issue 14): `holds(input)` says whether an intent or an
 * event must wait for the full kernel; `onHold` hears each input held (the composition root loads the
 * full kernel then). Held: the first input that `holds`, and every input after it until `upgrade`.
 */
export interface Hold<E, I> {
  readonly holds: (input: { readonly intent: I } | { readonly event: Unnumbered<E> }) => boolean
  readonly onHold: () => void
}

/** Options: the clock (epoch ms), the command runner, and an optional event sink (the log). */
export interface StoreOptions<S, E, C, I = unknown> {
  readonly now: () => number
  readonly run: (command: C, publish: (event: Unnumbered<E>) => void) => void
  /** Called with each event and the state after it (the event log, snapshots). */
  readonly onEvent?: (event: E, state: S) => void
  readonly firstSeq?: number
  /** What the first kernel cannot take (issue 14); without it nothing is held. */
  readonly hold?: Hold<E, I>
}

/**
 * Creates the store; the state starts at `kernel.initial`. With `options.hold` it starts with a smaller
 * kernel and holds what that one cannot take until `upgrade` (issue 14; docs/architecture.md, Startup).
 */
export const createStore = <S, E extends { seq: number; at: number }, I, C>(
  first: Kernel<S, E, I, C>,
  options: StoreOptions<S, E, C, I>,
): UpgradableStore<S, E, I, C> => {
  let kernel = first
  let state = kernel.initial
  /** Inputs held for the full kernel, oldest first; null when nothing is held any more (or ever). */
  let held: Array<StoreInput<E, I>> | null = options.hold ? [] : null
  /** Whether `input` is held (and, if so, holds it). */
  const holding = (input: StoreInput<E, I>): boolean => {
    if (held === null || (held.length === 0 && !options.hold!.holds(input))) return false
    held.push(input)
    options.hold!.onHold()
    return true
  }
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
        // An event a decider of the first kernel made that it cannot take itself: it and the rest of
        // the queue are held, before anything held already (they came first).
        if (held !== null && options.hold!.holds({ event: queue[0]! })) {
          held.unshift(...queue.splice(0).map((event) => ({ event })))
          options.hold!.onHold()
          break
        }
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
    if (holding({ event })) return
    queue.push(event)
    drain()
  }

  const decide = (intent: I, at: number) => {
    for (const e of kernel.decide(state, intent, at)) queue.push(e)
    drain()
  }

  return {
    subscribe: (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    getSnapshot: () => state,
    dispatch: (intent) => {
      const at = options.now()
      if (!holding({ intent, at })) decide(intent, at)
    },
    publish,
    upgrade: (next) => {
      kernel = next
      const inputs = held ?? []
      held = null
      // In order; an intent is decided on the state its turn finds, at the time it was dispatched.
      for (const input of inputs) if ("intent" in input) decide(input.intent, input.at)
      else publish(input.event)
    },
    held: () => held ?? [],
  }
}
