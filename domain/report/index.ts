// The report feature (m§2 report menu, m§7 report/*): for now only its gateway requests (the contract).
// Its feature value and its entries in the registry.
import type { Feature } from "../app/types"
import { ReportRequests, type ReportRequestTable } from "./requests"

/** The report feature. */
export const report = {
  requests: ReportRequests,
} as const satisfies Feature

declare module "../app/registry" {
  interface Requests extends ReportRequestTable {}
}
