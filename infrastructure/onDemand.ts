// A module (or an adapter made from one) loaded on first use (issue 14: adapters a signed-out first visit
// never runs are chunks of their own, not startup code). One load at a time; uses made before it arrives
// run on it in the order they were made, before any later use; a failed load fails the uses waiting for
// it and is forgotten, so the next use loads again. Never throws, never leaves a rejection unhandled.

/** A value loaded by `load` on first use. */
export interface OnDemand<A> {
  /**
   * Runs `call` with the value: at once when it has arrived, else after the load, in the order asked.
   * If the load fails, `failed` runs instead (with the load's error), and the next use loads again.
   */
  readonly use: (call: (a: A) => void, failed?: (err: unknown) => void) => void
  /** `call`'s result once the value is there (as `use`); rejects with the load's error when it cannot load. */
  readonly with: <R>(call: (a: A) => R | Promise<R>) => Promise<R>
  /** The value if it has arrived, else null (never starts a load). */
  readonly now: () => A | null
  /** Starts the load if it is not under way or done (a preload); its failure is left to the next use. */
  readonly preload: () => void
  /** Runs `call` once the value is there: at once if it is, else when a use loads it (before the uses waiting); never starts a load. */
  readonly whenLoaded: (call: (a: A) => void) => void
}

/** Wraps `load` (called at most once successfully; again after a failure, by the next use). */
export const onDemand = <A>(load: () => Promise<A>): OnDemand<A> => {
  let ready: { readonly a: A } | null = null
  let loading = false
  const queue: Array<{ readonly call: (a: A) => void; readonly failed: (err: unknown) => void }> = []
  const watchers: Array<(a: A) => void> = []

  /** Runs one waiting use; one that throws does so as it would have called directly (uncaught), not stopping the others. */
  const run = <T>(call: (t: T) => void, t: T): void => {
    try {
      call(t)
    } catch (err) {
      queueMicrotask(() => {
        throw err
      })
    }
  }

  const start = (): void => {
    if (ready || loading) return
    loading = true
    let p: Promise<A>
    try {
      p = load()
    } catch (err) {
      p = Promise.reject(err)
    }
    p.then(
      (a) => {
        // The waiting uses run before `ready` is seen by anyone else: a use made later cannot overtake
        // them (one made by a waiting use itself joins the queue, still loading, and runs in this flush).
        for (const w of watchers.splice(0)) run(w, a)
        while (queue.length > 0) run(queue.shift()!.call, a)
        ready = { a }
        loading = false
      },
      (err: unknown) => {
        loading = false
        for (const q of queue.splice(0)) run(q.failed, err)
      },
    )
  }

  const use = (call: (a: A) => void, failed: (err: unknown) => void = () => {}): void => {
    if (ready) return call(ready.a)
    queue.push({ call, failed })
    start()
  }

  return {
    use,
    with: <R>(call: (a: A) => R | Promise<R>) =>
      new Promise<R>((resolve, reject) =>
        use((a) => {
          try {
            resolve(call(a))
          } catch (err) {
            reject(err)
          }
        }, reject),
      ),
    now: () => ready?.a ?? null,
    preload: start,
    whenLoaded: (call) => (ready ? call(ready.a) : void watchers.push(call)),
  }
}
