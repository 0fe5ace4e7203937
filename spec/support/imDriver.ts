// A pure driver for messaging tests: the app kernel fed event by event (numbered, evolved, reacted),
// starting from a page load with a stored session of member 501; collects the commands of each step.
import type { Cmd } from "../../domain/app/commands"
import type { AppEvent, NewEvent } from "../../domain/app/event"
import type { Intent } from "../../domain/app/intents"
import { decide, evolve, react } from "../../domain/app/kernel"
import { initialState, type AppState } from "../../domain/app/state"
import type { ImWire } from "../../domain/realtime/wire"
import { T0 } from "./fixtures"

export const ME = "501"
export const PEER = "502"

/** A wire IM message from `from` to `to` (text unless fields say otherwise). */
export const wire = (id: string, from: string, to: string, at: number, over: Partial<ImWire> = {}): ImWire => ({
  chat_id: [from, to].sort().join("-"),
  messageId: id,
  message_type: 1,
  message_type_value: 0,
  senderId: from,
  receiverIds: [to],
  timeStamp: at,
  textContent: { source: `text ${id}` },
  ...over,
})

/** The driver: `state`, `seq`, `emit(event)` -> commands, `dispatch(intent)` -> commands of all decided events. */
export const imDriver = (signedIn = true, stored: Record<string, string> = {}) => {
  let state: AppState = initialState
  let seq = 0
  let now = T0
  const log: AppEvent[] = []
  const emit = (e: NewEvent): Cmd[] => {
    const ev = { ...e, seq: ++seq } as AppEvent
    if (ev.at > now) now = ev.at
    log.push(ev)
    state = evolve(state, ev)
    return react(state, ev)
  }
  const dispatch = (i: Intent): Cmd[] => decide(state, i, now).flatMap((e) => emit(e))
  const startCmds = emit({
    _tag: "AppStarted",
    at: now,
    path: "/",
    stored: signedIn ? { deviceId: "dev-1", userId: ME, loginToken: "tok-501", RC_POP_18: "1", ...stored } : stored,
    deviceId: "dev-1",
  })
  return {
    get state() {
      return state
    },
    get seq() {
      return seq
    },
    get now() {
      return now
    },
    tick: (ms: number) => void (now += ms),
    log,
    startCmds,
    emit,
    dispatch,
    /** A frame from `from` (default the peer) received now. */
    frame: (message: ImWire): Cmd[] => emit({ _tag: "ImFrameReceived", at: now, frameId: `f-${message.messageId}`, from: message.senderId, message }),
    answer: (requestId: number, name: string, data: unknown): Cmd[] => emit({ _tag: "GatewayAnswered", at: now, requestId, name, data }),
    fail: (requestId: number, name: string, code: number, reason: "code" | "network" | "timeout" | "http" | "decode" = "code", msg = ""): Cmd[] =>
      emit({ _tag: "GatewayFailed", at: now, requestId, name, code, msg, httpStatus: reason === "http" ? 500 : 200, reason }),
  }
}
export type ImDriver = ReturnType<typeof imDriver>

/** The gateway calls among `cmds` named `name`. */
export const calls = (cmds: ReadonlyArray<Cmd>, name: string) =>
  cmds.flatMap((c) => (c._tag === "CallGateway" && c.name === name ? [c] : []))
