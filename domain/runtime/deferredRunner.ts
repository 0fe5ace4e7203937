// A runner that can hand its commands to later tasks (issue 14, Total Blocking Time). AppStarted asks for
// some twenty commands (gateway requests, the chat store, the realtime link, push and install checks);
// run where they were asked, they made one long task of the page load together with AppStarted's evolve.
// Deferred, they run in the same order, in tasks of a few ms each. A command that an already running
// deferred command leads to (through an event it publishes at once) still runs at once, inside it, as it
// would without deferring; a command asked while others still wait queues behind them. So the commands
// run in the very order they would have; only later, and in several tasks.

/** Runs one command; what it publishes goes to `publish`. */
export type Run<C, E> = (command: C, publish: (event: E) => void) => void

/** A runner whose commands can be deferred to later tasks. */
export interface DeferringRunner<C, E> {
  readonly run: Run<C, E>
  /**
   * Calls `f` and returns its result; the commands handed to `run` meanwhile wait, in order, for later
   * tasks. Commands handed to `run` later run at once again, unless some still wait (then they queue).
   */
  readonly deferWhile: <T>(f: () => T) => T
}

/** Options: the task scheduler, the clock (ms) and how long one task may run commands. */
export interface DeferOptions {
  /** Calls `job` in a new task, soon. */
  readonly schedule: (job: () => void) => void
  readonly now: () => number
  /** Commands run in one task until this many ms have gone by (at least one per task). */
  readonly budgetMs: number
}

/** Wraps `run` so that the commands asked within `deferWhile` run in later tasks, in order (see above). */
export const deferringRunner = <C, E>(run: Run<C, E>, options: DeferOptions): DeferringRunner<C, E> => {
  const waiting: Array<() => void> = []
  let deferring = false
  let running = false

  const pump = () => {
    const start = options.now()
    running = true
    try {
      do waiting.shift()!()
      while (waiting.length > 0 && options.now() - start < options.budgetMs)
    } finally {
      running = false
      if (waiting.length > 0) options.schedule(pump)
    }
  }

  return {
    run: (command, publish) => {
      if (running || (!deferring && waiting.length === 0)) return run(command, publish)
      waiting.push(() => run(command, publish))
      if (waiting.length === 1) options.schedule(pump)
    },
    deferWhile: (f) => {
      const before = deferring
      deferring = true
      try {
        return f()
      } finally {
        deferring = before
      }
    },
  }
}
