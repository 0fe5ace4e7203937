// The answer to the static first paint's 18+ gate (issue 14, a§4): the boot script (ui/boot/gate.ts) lets
// a visitor answer the gate before the app's code is in, and hands the answer to the app on
// `globalThis.__gate`; the composition root (ui/app/compose.ts) turns it into the intent the app's own gate
// would have dispatched (AcceptAgeGate, or OpenLogin from the gate), so the event log, the stored
// acknowledgement and the entry record are the app's as ever.

import type { GateAnswer } from "../../domain/shell/gateAnswer"

interface Channel {
  answer: GateAnswer | null
  listener: ((answer: GateAnswer) => void) | null
}

const page = globalThis as { __gate?: Channel }
const channel = (): Channel => (page.__gate ??= { answer: null, listener: null })

/** Records the visitor's answer (the first one only) and hands it to the app's listener, if one is set. */
export const answerStaticGate = (answer: GateAnswer): void => {
  const c = channel()
  if (c.answer) return
  c.answer = answer
  c.listener?.(answer)
}

/** Calls `listener` with the answer: at once when it was given already, else when it is (the app, once). */
export const onStaticGateAnswer = (listener: (answer: GateAnswer) => void): void => {
  const c = channel()
  c.listener = listener
  if (c.answer) listener(c.answer)
}
