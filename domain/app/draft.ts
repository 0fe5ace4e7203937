// Shared helpers for feature reducers: the mutable draft type immer hands them, and small builders.
import type { Draft } from "immer"
import type { AppEvent } from "./event"
import type { AppState } from "./state"
import type { NoticeKey } from "../shell/state"

/** A feature reducer: mutates its own slice of the immer draft; total over all events. */
export type Recipe = (d: Draft<AppState>, e: AppEvent) => void

/** Shows a toast for event `e` (replacing any toast on screen); the shell's react times it out. */
export const toast = (d: Draft<AppState>, e: AppEvent, key: NoticeKey, text = "", params: Record<string, string | number> = {}): void => {
  d.shell.toast = { id: e.seq, key, text, params }
}

/** Shows a message dialog for event `e`. */
export const dialog = (d: Draft<AppState>, e: AppEvent, key: NoticeKey, text = ""): void => {
  d.shell.dialog = { id: e.seq, key, text, params: {} }
}
