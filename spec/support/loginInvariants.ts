// Invariants shared by the model-based login tests (phone, social): "a step is always reachable back to 1".
import type { AppEvent } from "../../domain/app/event"
import { I } from "../../domain/app/intents"
import type { AppState } from "../../domain/app/state"
import { decide, evolve } from "../../domain/app/kernel"

/**
 * Presses Back on the pure kernel (decide + evolve, no interpreter) from `s0` at `at` (epoch ms) until the
 * login popup is on step 1 or closed; true when that is reached within 4 presses.
 */
export const backReachesStep1 = (s0: AppState, at: number): boolean => {
  let s = s0
  let seq = 1_000_000
  for (let i = 0; i < 4; i++) {
    if (!s.login.open || s.login.step <= 1) return true
    for (const e of decide(s, I.LoginBack(), at)) s = evolve(s, { ...e, seq: ++seq } as AppEvent)
  }
  return !s.login.open || s.login.step <= 1
}
