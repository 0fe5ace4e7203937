// BlockedUsersPanel (m§2 blacklist panel, opened from the settings menu): a dialog listing the people
// the member blocked (photo, name, country) with an Unblock button each, an empty text, "Show more"
// while pages remain (m§9 20 a page), loading and failure states: a failed unblock says so in its row, a
// failed load offers Retry. The focus never falls behind the dialog when the control that had it goes
// away (an unblocked row, Show more, Retry). Escape, the backdrop or X close it.
import { useEffect, useId, useRef } from "react"
import { useI18n } from "../../i18n"
import { Avatar } from "./Avatar"
import { Button, IconButton } from "./Button"
import { CloseIcon } from "./icons"
import { Flag } from "./flags/Flag"
import { Modal } from "./Modal"
import { Spinner } from "./Spinner"
import "./BlockedUsersPanel.css"

/** One blocked user as shown: avatar URL (270X360), name, country name and alpha-2 code ("" unknown). */
export interface BlockedRow {
  readonly id: number
  readonly name: string
  readonly avatar: string
  readonly country: string
  /** Alpha-2 code for the flag beside the country name; omitted or "" shows none. */
  readonly countryCode?: string
  /** An unblock request for this user is in flight. */
  readonly removing: boolean
}

/** The control that had the focus and may go away: an unblocked row's button, or Show more (rows before it). */
type Refocus = { readonly el: HTMLElement } & ({ readonly row: number } | { readonly from: number })

/** Props of {@link BlockedUsersPanel}. */
export interface BlockedUsersPanelProps {
  users: ReadonlyArray<BlockedRow>
  loading: boolean
  failed: boolean
  /** The user whose unblock failed (their row says so), or null. */
  unblockFailed: number | null
  hasMore: boolean
  onMore: () => void
  /** Ask again for the page that failed to load. */
  onRetry: () => void
  onUnblock: (id: number) => void
  onClose: () => void
}

/** The blocked-users dialog. */
export function BlockedUsersPanel({ users, loading, failed, unblockFailed, hasMore, onMore, onRetry, onUnblock, onClose }: BlockedUsersPanelProps) {
  const { LL } = useI18n()
  const id = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const list = useRef<HTMLUListElement>(null)
  // Ids as last rendered, to find an unblocked row's neighbours once it is gone.
  const shown = useRef<ReadonlyArray<number>>([])
  const refocus = useRef<Refocus | null>(null)
  // When the control that had the focus is gone (its row unblocked, Show more after the last page), the
  // focus goes to the next row's Unblock, else the previous one's (a row: the first row Show more added),
  // else the heading; never to <body> behind the dialog. A focus moved elsewhere meanwhile stays there.
  useEffect(() => {
    const before = shown.current
    const ids = users.map((u) => u.id)
    shown.current = ids
    const f = refocus.current
    if (f === null) return
    const active = document.activeElement
    if (active !== null && active !== document.body && active.isConnected) {
      if (active !== f.el) refocus.current = null
      return
    }
    refocus.current = null
    let target: number | undefined
    if ("row" in f) {
      const at = before.indexOf(f.row)
      const left = (n: number) => ids.includes(n)
      target = at < 0 ? undefined : (before.slice(at + 1).find(left) ?? before.slice(0, at).reverse().find(left))
    } else target = ids[f.from]
    const button = target === undefined ? null : list.current?.querySelector<HTMLElement>(`[data-user-id="${target}"]`)
    ;(button ?? heading.current)?.focus()
  })
  return (
    <Modal labelledBy={`${id}-t`} describedBy={`${id}-i`} onEscape={onClose} onBackdropClick={onClose} layout="sheet" className="blocked-panel">
      <div className="blocked-head">
        <h2 ref={heading} id={`${id}-t`} className="blocked-title" tabIndex={-1}>{LL.member.blocked.title()}</h2>
        <IconButton label={LL.member.blocked.close()} icon={<CloseIcon />} onClick={onClose} />
      </div>
      <p id={`${id}-i`} className="blocked-intro">{LL.member.blocked.intro()}</p>
      {users.length > 0 ? (
        <ul ref={list} className="blocked-list" aria-labelledby={`${id}-t`}>
          {users.map((u) => (
            <li key={u.id} className="blocked-row">
              <Avatar src={u.avatar} name={u.name} size={44} />
              <span className="blocked-who">
                <span className="blocked-name user-text">{u.name}</span>
                {u.country ? (
                  <span className="blocked-country">
                    {u.countryCode ? <Flag code={u.countryCode} size={12} /> : null}
                    {u.country}
                  </span>
                ) : null}
              </span>
              <Button
                size="sm"
                variant="secondary"
                busy={u.removing}
                data-user-id={u.id}
                aria-label={LL.member.blocked.unblockName({ name: u.name })}
                aria-describedby={unblockFailed === u.id ? `${id}-e` : undefined}
                onClick={(e) => {
                  refocus.current = { el: e.currentTarget, row: u.id }
                  onUnblock(u.id)
                }}
              >
                {LL.member.blocked.unblock()}
              </Button>
              {unblockFailed === u.id ? (
                <p id={`${id}-e`} className="field-error blocked-row-error" role="alert">{LL.member.blocked.unblockFailed()}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : !loading && !failed ? (
        <p className="blocked-empty">{LL.member.blocked.empty()}</p>
      ) : null}
      {loading && users.length === 0 ? <Spinner label={LL.member.blocked.loading()} /> : null}
      {failed ? (
        <div className="blocked-failed">
          <p className="field-error" role="alert">{LL.member.blocked.loadFailed()}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              // Retry goes away while the page loads: the focus waits on the heading, not behind the dialog.
              heading.current?.focus()
              onRetry()
            }}
          >
            {LL.common.retry()}
          </Button>
        </div>
      ) : null}
      {hasMore && !failed && users.length > 0 ? (
        <Button
          variant="ghost"
          block
          busy={loading}
          onClick={(e) => {
            refocus.current = { el: e.currentTarget, from: users.length }
            onMore()
          }}
        >
          {LL.member.blocked.more()}
        </Button>
      ) : null}
    </Modal>
  )
}
