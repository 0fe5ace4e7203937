// The page's one loader of the member chunk (./member.ts, issue 14), shared by the adapters that live in
// it and by the gateway client (the member-only contract): loaded once, by the first use; a failed load
// fails the uses waiting for it and the next use loads it again under a fresh URL (./browser/chunkImport.ts).
import { reloadable } from "./browser/chunkImport"
import { onDemand, type OnDemand } from "./onDemand"

/** What the member chunk exports (./member.ts). */
export type MemberChunk = typeof import("./member")

/** The member chunk, loaded on first use (`with`, `use`); never loaded at idle. */
export const memberChunk: OnDemand<MemberChunk> = onDemand(reloadable(() => import("./member")))
