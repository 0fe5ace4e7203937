// Reads of the connectivity slice for views and other features.
import type { AppState } from "../app/types"

/** The app cannot reach the service now (the offline strip shows; failures for lack of network stay quiet). */
export const selectOffline = (s: AppState): boolean => !s.connectivity.online
