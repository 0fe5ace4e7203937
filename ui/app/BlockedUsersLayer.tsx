// Renders the blocked-users panel over any page while it is open (m§2); its code loads only then, and a
// load that fails shows as a small dialog saying why (ChunkErrorBoundary's dialog variant).
import { Suspense } from "react"
import { I } from "../../domain/app/intents"
import { selectBlockedOpen } from "../../domain/blocked/selectors"
import { useAppState, useDispatch } from "./hooks"
import { ChunkErrorBoundary, lazy } from "./lazyChunk"

const BlockedUsersContainer = lazy(() => import("./BlockedUsersContainer"))

/** The blocked-users layer. */
export function BlockedUsersLayer() {
  const open = useAppState(selectBlockedOpen)
  const dispatch = useDispatch()
  return open ? (
    <ChunkErrorBoundary onClose={() => dispatch(I.CloseBlockedUsers())}>
      <Suspense fallback={null}>
        <BlockedUsersContainer />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null
}
