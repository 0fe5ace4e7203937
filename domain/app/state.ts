// The whole application state: one slice per feature (the registry's Slices), and its initial value
// composed from the feature list. Views read it through selectors.
import { app } from "./kernel"
import type { AppState } from "./types"

export type { AppState } from "./types"

/** The state before any event (deeply frozen). */
export const initialState: AppState = app.initial
