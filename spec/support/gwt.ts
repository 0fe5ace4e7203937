// given/when/then for deciders: given events (numbered from 1 when they carry no seq) are replayed
// with the app's evolve; when(intent, at) runs decide; then() compares the decided events (without
// seq), thenCommands() numbers them, evolves and reacts, and compares the commands.
import { expect } from "vitest"
import { decide, evolve, react } from "../../domain/app/kernel"
import type { Cmd } from "../../domain/app/commands"
import type { AppEvent, NewEvent } from "../../domain/app/event"
import type { Intent } from "../../domain/app/intents"
import { initialState, type AppState } from "../../domain/app/state"
import { T0 } from "./fixtures"

type Given = NewEvent | AppEvent

/** Numbers events that have no `seq`, continuing after the last numbered one. */
export const number = (events: ReadonlyArray<Given>, from = 0): AppEvent[] => {
  let seq = from
  return events.map((e) => {
    const withSeq = "seq" in e && typeof e.seq === "number" ? (e as AppEvent) : ({ ...e, seq: seq + 1 } as AppEvent)
    seq = withSeq.seq
    return withSeq
  })
}

/** Starts a scenario from `events`. */
export const given = (...events: Given[]) => {
  const log = number(events)
  const state: AppState = log.reduce(evolve, initialState)
  const lastSeq = log.length > 0 ? log[log.length - 1]!.seq : 0
  const lastAt = log.length > 0 ? log[log.length - 1]!.at : T0
  return {
    /** The state the given events replay to. */
    state,
    /** Decides `intent` at `at` (default: the last given event's `at`). */
    when: (intent: Intent, at: number = lastAt) => {
      const decided = decide(state, intent, at)
      const numbered = number(decided, lastSeq)
      const after: AppState = numbered.reduce(evolve, state)
      const commands = (): Cmd[] => {
        let s = state
        const out: Cmd[] = []
        for (const e of numbered) {
          s = evolve(s, e)
          out.push(...react(s, e))
        }
        return out
      }
      const outcome = {
        /** The decided events (unnumbered). */
        events: decided,
        /** The state after the decided events. */
        state: after,
        /** Expects exactly these events (without seq). */
        then: (...expected: NewEvent[]) => {
          expect(decided).toEqual(expected)
          return outcome
        },
        /** Expects the decided events to make exactly these commands. */
        thenCommands: (...expected: Cmd[]) => {
          expect(commands()).toEqual(expected)
          return outcome
        },
        /** Expects the decided events to make commands matching these partial shapes, in order. */
        thenCommandsMatch: (...expected: Array<Partial<Cmd> & { _tag: Cmd["_tag"] }>) => {
          const got = commands()
          expect(got).toHaveLength(expected.length)
          expected.forEach((x, i) => expect(got[i]).toMatchObject(x))
          return outcome
        },
        /** Expects the state after the decided events to satisfy `check`. */
        thenState: (check: (s: AppState) => void) => {
          check(after)
          return outcome
        },
      }
      return outcome
    },
  }
}
