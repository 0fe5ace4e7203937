// Renders the blocked-users panel over any page while it is open (m§2); its code loads only then.
import { lazy, Suspense } from "react"
import { selectBlockedOpen } from "../../domain/blocked/selectors"
import { useAppState } from "./hooks"

const BlockedUsersContainer = lazy(() => import("./BlockedUsersContainer"))

/** The blocked-users layer. */
export function BlockedUsersLayer() {
  const open = useAppState(selectBlockedOpen)
  return open ? (
    <Suspense fallback={null}>
      <BlockedUsersContainer />
    </Suspense>
  ) : null
}
