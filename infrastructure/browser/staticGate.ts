// The answer to the static first paint's 18+ gate (issue 14, a§4): the boot script (ui/boot/gate.ts) lets
// a visitor answer the gate before the app's code is in, and hands the answer to the app on
// `globalThis.__gate`; the composition root (ui/app/compose.ts) turns it into the intent the app's own gate
// would have dispatched (AcceptAgeGate, or OpenLogin from the gate), so the event log, the stored
// acknowledgement and the entry record are the app's as ever.
// An Enter not yet handed to the app is also kept in the tab's session storage (PENDING_KEY): a reload
// before the app's code is in does not ask again; the next page's boot script hands it to that page's app
// ({@link pendingStaticGateAnswer}). It is dropped once an app has taken it.

import type { GateAnswer } from "../../domain/shell/gateAnswer"

interface Channel {
  answer: GateAnswer | null
  listener: ((answer: GateAnswer) => void) | null
}

/** Session storage key of an Enter given on the static gate that no app has taken yet: `{"answer":"enter","mobile":boolean}`. */
export const PENDING_KEY = "fpGateAnswer"

const page = globalThis as { __gate?: Channel }
const channel = (): Channel => (page.__gate ??= { answer: null, listener: null })

/** The tab's session storage, or null where it is refused (privacy settings, sandboxed frames). */
const session = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** Keeps (Enter) or drops (null) the answer no app has taken yet; storage that refuses is ignored (the reload then asks again). */
const keepPending = (answer: GateAnswer | null): void => {
  try {
    if (answer?.answer === "enter") session()?.setItem(PENDING_KEY, JSON.stringify(answer))
    else session()?.removeItem(PENDING_KEY)
  } catch {
    // Storage full or refused: nothing kept.
  }
}

/** Records the visitor's answer (the first one only) and hands it to the app's listener, if one is set. */
export const answerStaticGate = (answer: GateAnswer): void => {
  const c = channel()
  if (c.answer) return
  c.answer = answer
  if (c.listener) {
    c.listener(answer)
    keepPending(null)
  } else keepPending(answer)
}

/** Calls `listener` with the answer: at once when it was given already, else when it is (the app, once). */
export const onStaticGateAnswer = (listener: (answer: GateAnswer) => void): void => {
  const c = channel()
  c.listener = listener
  if (c.answer) {
    listener(c.answer)
    keepPending(null)
  }
}

/**
 * The Enter a visitor gave on the static gate of an earlier page of this tab that no app took (the page
 * was reloaded or left before its app was in), or null; anything else stored under PENDING_KEY is dropped.
 * For the boot script: the gate is not shown again and the answer goes to this page's app.
 */
export const pendingStaticGateAnswer = (): GateAnswer | null => {
  let raw: string | null = null
  try {
    raw = session()?.getItem(PENDING_KEY) ?? null
  } catch {
    return null
  }
  if (raw === null) return null
  try {
    const v: unknown = JSON.parse(raw)
    if (typeof v === "object" && v !== null && (v as { answer?: unknown }).answer === "enter" && typeof (v as { mobile?: unknown }).mobile === "boolean")
      return { answer: "enter", mobile: (v as { mobile: boolean }).mobile }
  } catch {
    // Not JSON: dropped below.
  }
  keepPending(null)
  return null
}

/** Drops a pending answer that is no longer needed (the page shows no gate: a member, or the acknowledgement is stored). */
export const dropPendingStaticGateAnswer = (): void => keepPending(null)
