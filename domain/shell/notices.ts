// Toasts and message dialogs of the shell, raised by any feature's recipe: the notice is keyed by the
// event that raised it (its seq), so views show each one once; the shell's react times toasts out.
import type { Draft } from "immer"
import type { AppEvent, AppState } from "../app/types"
import type { NoticeKey } from "./state"

/** Shows a toast for event `e` (replacing any toast on screen); the shell's react times it out. */
export const toast = (d: Draft<AppState>, e: AppEvent, key: NoticeKey, text = "", params: Record<string, string | number> = {}): void => {
  d.shell.toast = { id: e.seq, key, text, params }
}

/** Shows a message dialog for event `e`. */
export const dialog = (d: Draft<AppState>, e: AppEvent, key: NoticeKey, text = ""): void => {
  d.shell.dialog = { id: e.seq, key, text, params: {} }
}
