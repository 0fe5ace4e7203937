// The app shell's notices: the waiting bar (what the member did is kept while code loads), the offline
// strip (a status line at the top while the app cannot reach the service: saved chats still show,
// messages written now are sent later) and the update prompt ("Reload to update", as a banner of the
// bottom dock, or inline where a part of the page failed to load after an update). Texts from i18n;
// callbacks only: when they show and what the answers do belong to the domain.
import { useRef, type Ref } from "react"
import { useI18n } from "../../i18n"
import { usePublishedHeight } from "./Banners"
import { Button } from "./Button"
import { LogoMark } from "./icons"
import "./AppShellNotices.css"

/**
 * The offline strip: a polite live status line (announced once when it appears). Publishes its height
 * as `--offline-strip-space`, so the full-height chat columns end above the screen's bottom edge.
 */
export function OfflineStrip() {
  const { LL } = useI18n()
  const ref = useRef<HTMLDivElement>(null)
  usePublishedHeight(ref, "--offline-strip-space")
  return (
    <div ref={ref} className="offline-strip" role="status">
      <svg className="offline-strip-icon" viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="19" r="1.6" fill="currentColor" />
        <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{LL.appShell.offline.strip()}</span>
    </div>
  )
}

/**
 * A thin indeterminate progress bar along the top of the page while what the member asked for waits for
 * code on the network (issue 14: the member features' kernel). It fades in after a short delay, so a
 * quick load does not flash it; with reduced motion it stands still.
 */
export function WaitingBar() {
  const { LL } = useI18n()
  return <div className="waiting-bar" role="progressbar" aria-label={LL.common.loading()} />
}

/** Props of {@link UpdatePrompt}. */
export interface UpdatePromptProps {
  /** Why it shows: a new version is ready, or a part of the page failed to load (after an update). */
  reason: "ready" | "chunk"
  /** Reloading is possible now (false during a call: the prompt says to finish the call first). */
  canReload: boolean
  onReload: () => void
  /** "Later" (the banner only; the inline prompt has nothing to put off). */
  onLater?: () => void
  /** "banner": a region of the bottom dock; "inline": in place of the part that failed. */
  variant: "banner" | "inline"
  /** The banner's region (the container moves the focus to the page when it goes with the focus in it). */
  ref?: Ref<HTMLElement>
}

/** "A new version is ready" with "Reload to update" (and "Later" in the banner). */
export function UpdatePrompt({ reason, canReload, onReload, onLater, variant, ref }: UpdatePromptProps) {
  const { LL } = useI18n()
  const u = LL.appShell.update
  const app = LL.app.name()
  const text = reason === "chunk" ? u.chunk({ app }) : u.ready({ app })
  const body = (
    <>
      <p className="banner-text">
        {text}
        {canReload ? null : <span className="update-after-call"> {u.afterCall()}</span>}
      </p>
      <div className="banner-actions">
        {onLater ? (
          <Button variant="ghost" size="sm" onClick={onLater}>
            {u.later()}
          </Button>
        ) : null}
        <Button variant="primary" size="sm" onClick={onReload} disabled={!canReload}>
          {u.reload()}
        </Button>
      </div>
    </>
  )
  if (variant === "inline") {
    return (
      <div className="update-inline" role="alert">
        <LogoMark size={40} />
        {body}
      </div>
    )
  }
  return (
    <section ref={ref} className="banner banner-update" role="region" aria-label={u.label()}>
      <LogoMark size={28} className="banner-logo" />
      {body}
    </section>
  )
}

/** Where a part of the page is not saved for offline use: it opens when the connection is back. */
export function OfflinePart() {
  const { LL } = useI18n()
  return (
    <div className="not-yet" role="status">
      <p className="not-yet-text">{LL.appShell.offline.part()}</p>
    </div>
  )
}
