// The session-error screen container (a§8 account states): maps the domain's screen (reason, server
// message) to catalogue text and the screen's actions, and dispatches the chosen action.
import { Suspense } from "react"
import { useI18n } from "../../i18n"
import { I } from "../../domain/app/intents"
import { SCREEN_ACTIONS } from "../../domain/session/codes"
import type { SessionScreenAction } from "../../domain/session/events"
import type { SessionEndAction } from "../components/SessionEndDialog"
import { ChunkErrorBoundary, CORE_TEXTS, lazy } from "./lazyChunk"
import { useAppState, useDispatch } from "./hooks"
import { SESSION_SCREEN } from "./messages"

// Issue 14: a chunk of its own, loaded when a session ends (a first screen never shows it).
const SessionEndDialog = lazy(() => import("../components/SessionEndDialog"), (m) => m.SessionEndDialog, CORE_TEXTS)

/** Renders the session-error screen while the session slice holds one. */
export function SessionScreenContainer() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const screen = useAppState((s) => s.session.screen)
  if (!screen) return null
  const keys = SESSION_SCREEN[screen.reason]
  const label: Record<SessionScreenAction, string> = {
    ok: SCREEN_ACTIONS[screen.reason].length > 1 ? LL.sessionEnd.notNow() : LL.dialog.ok(),
    visitor: LL.sessionEnd.continueAsVisitor(),
    login: LL.sessionEnd.logInAgain(),
  }
  const actions = SCREEN_ACTIONS[screen.reason].map(
    (action): SessionEndAction => ({ label: label[action], onClick: () => dispatch(I.CloseSessionScreen({ action })) }),
  ) as unknown as readonly [SessionEndAction, ...SessionEndAction[]]
  // a§8: 412/10101 show the server's message instead of update-info-failed; 10117 shows it as well.
  const replaces = screen.reason === "updateInfoFailed" && screen.message !== ""
  // Its file failing to load (offline) shows as a small dialog whose close is the screen's first action.
  return (
    <ChunkErrorBoundary onClose={actions[0].onClick}>
      <Suspense fallback={null}>
        <SessionEndDialog
          key={screen.id}
          kind={screen.reason === "loginExpired" || screen.reason === "differentDevice" || screen.reason === "updateInfoFailed" ? "signedOut" : "blocked"}
          title={LL.sessionEnd[keys.title]()}
          text={replaces ? screen.message : LL.errors[keys.text]()}
          serverMessage={replaces ? "" : screen.message}
          serverMessageLabel={LL.sessionEnd.serverMessage()}
          actions={actions}
        />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
