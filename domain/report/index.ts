// The report feature (m§2 report menu, m§3 payloads, m§4 screenshot and block, m§7 report/*): the
// three-step dialog opened from the chat, the friend page or the video call, sending the report and blocking.
// Its feature value and its entries in the registry.
import type { Feature } from "../app/types"
import { ReportCommands } from "./commands"
import { decideReport } from "./decide"
import { ReportEvents } from "./events"
import { evolveReport, reportEvolveOn, reportAnswersOn } from "./evolve"
import { ReportIntents } from "./intents"
import { reactReport } from "./react"
import { ReportRequests, type ReportRequestTable } from "./requests"
import { initialReport, type ReportState } from "./state"

/** The report feature. */
export const report = {
  initial: { report: initialReport },
  events: ReportEvents,
  intents: ReportIntents,
  commands: ReportCommands,
  requests: ReportRequests,
  evolve: evolveReport,
  evolveOn: reportEvolveOn,
  answersOn: reportAnswersOn,
  decide: decideReport,
  react: reactReport,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly report: ReportState
  }
  interface Events {
    readonly report: (typeof ReportEvents)[number]["Type"]
  }
  interface Intents {
    readonly report: (typeof ReportIntents)[number]["Type"]
  }
  interface Commands {
    readonly report: (typeof ReportCommands)[number]["Type"]
  }
  interface Requests extends ReportRequestTable {}
}
