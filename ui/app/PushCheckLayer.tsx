// The notification self-test over any page while it is open (settings -> Check notifications): maps the
// pushCheck slice to PushCheckDialog; "Send me a test notification" passes the test notification's text
// from the catalog (the domain holds no text). Its code loads only when it opens; a load that fails (offline,
// or a new version out) shows as a small dialog saying so (ChunkErrorBoundary's dialog variant).
import { Suspense } from "react"
import { I } from "../../domain/app/intents"
import { selectPushCheck } from "../../domain/pushcheck/selectors"
import { useI18n } from "../../i18n"
import { useAppState, useDispatch } from "./hooks"
import { ChunkErrorBoundary, CORE_TEXTS, lazy } from "./lazyChunk"

const PushCheckDialog = lazy(() => import("../components/PushCheckDialog"), (m) => m.PushCheckDialog, CORE_TEXTS)

/** The self-test layer. */
export function PushCheckLayer() {
  const view = useAppState(selectPushCheck)
  const dispatch = useDispatch()
  const { LL } = useI18n()
  if (!view) return null
  const p = LL.appShell.pushCheck
  const close = () => dispatch(I.ClosePushCheck())
  return (
    <ChunkErrorBoundary onClose={close}>
      <Suspense fallback={null}>
        <PushCheckDialog
          view={view}
          onSend={() => dispatch(I.RunPushCheck({ title: p.testTitle({ app: LL.app.name() }), body: p.testBody() }))}
          onClose={close}
        />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
