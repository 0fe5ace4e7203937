// PushCheckDialog (settings -> Check notifications): whether notifications reach the member on this
// device — the browser's permission, the push registration (and when), the last notification received
// (and when) — and "Send me a test notification" with what happened to its local part (shown through the
// service worker) and its remote part (pushed by the server, where the service can). Texts from i18n.
import { useId } from "react"
import type { PushCheckView } from "../../domain/pushcheck/selectors"
import { useFormat, useI18n } from "../../i18n"
import { Button, IconButton } from "./Button"
import { CloseIcon } from "./icons"
import { Modal } from "./Modal"
import "./PushCheckDialog.css"

/** Props of {@link PushCheckDialog}. */
export interface PushCheckDialogProps {
  view: PushCheckView
  onSend: () => void
  onClose: () => void
}

/** The notification self-test dialog. */
export function PushCheckDialog({ view, onSend, onClose }: PushCheckDialogProps) {
  const { LL } = useI18n()
  const format = useFormat()
  const id = useId()
  const p = LL.appShell.pushCheck
  const token = view.token
  const tokenText =
    token.state === "registered"
      ? token.at !== null
        ? p.tokens.registered({ time: format.dayTime(token.at) })
        : p.tokens.registering()
      : p.tokens[token.state]()
  const run = view.run
  const good = (ok: boolean) => (ok ? "is-good" : "is-bad")
  const local = run === null ? null : run.local === "asking" || run.local === "showing" ? null : run.local
  const remote = run === null ? null : run.remote === "waiting" || run.remote === "sending" || run.remote === "skipped" ? null : run.remote
  return (
    <Modal labelledBy={`${id}-t`} describedBy={`${id}-i`} onEscape={onClose} onBackdropClick={onClose} layout="sheet" className="push-check">
      <div className="push-check-head">
        <h2 id={`${id}-t`} className="push-check-title">{p.title()}</h2>
        <IconButton label={LL.common.close()} icon={<CloseIcon />} onClick={onClose} />
      </div>
      <p id={`${id}-i`} className="push-check-intro">{p.intro()}</p>
      <dl className="push-check-facts">
        <div>
          <dt>{p.permission()}</dt>
          <dd className={view.permission === "granted" ? "is-good" : view.permission === "default" ? "" : "is-bad"}>{p.permissions[view.permission]()}</dd>
        </div>
        <div>
          <dt>{p.token()}</dt>
          <dd className={token.state === "registered" ? "is-good" : token.state === "failed" ? "is-bad" : ""}>{tokenText}</dd>
        </div>
        <div>
          <dt>{p.lastPush()}</dt>
          <dd>
            {view.lastPush ? (
              <>
                <bdi className="user-text">{view.lastPush.title}</bdi>
                <span className="push-check-when">{format.dayTime(view.lastPush.at)}</span>
              </>
            ) : (
              p.lastPushNone()
            )}
          </dd>
        </div>
      </dl>
      <Button variant="primary" block busy={view.busy} onClick={onSend}>
        {p.send()}
      </Button>
      <div className="push-check-results" role="status" aria-live="polite">
        {view.busy ? <p>{p.checking()}</p> : null}
        {local ? <p className={good(local === "shown")}>{p.local[local]()}</p> : null}
        {remote && remote !== "sent" ? <p className={good(remote === "received")}>{p.remote[remote]()}</p> : null}
        {remote === "sent" ? <p>{p.remote.sent()}</p> : null}
      </div>
    </Modal>
  )
}
