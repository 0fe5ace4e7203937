// BlockedUsersPanel (m§2 blacklist panel, opened from the settings menu): a dialog listing the people
// the member blocked (photo, name, country) with an Unblock button each, an empty text, "Show more"
// while pages remain (m§9 20 a page), loading and failure states. Escape, the backdrop or X close it.
import { useId } from "react"
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

/** Props of {@link BlockedUsersPanel}. */
export interface BlockedUsersPanelProps {
  users: ReadonlyArray<BlockedRow>
  loading: boolean
  failed: boolean
  unblockFailed: boolean
  hasMore: boolean
  onMore: () => void
  onUnblock: (id: number) => void
  onClose: () => void
}

/** The blocked-users dialog. */
export function BlockedUsersPanel({ users, loading, failed, unblockFailed, hasMore, onMore, onUnblock, onClose }: BlockedUsersPanelProps) {
  const { LL } = useI18n()
  const id = useId()
  return (
    <Modal labelledBy={`${id}-t`} describedBy={`${id}-i`} onEscape={onClose} onBackdropClick={onClose} layout="sheet" className="blocked-panel">
      <div className="blocked-head">
        <h2 id={`${id}-t`} className="blocked-title">{LL.blocked.title()}</h2>
        <IconButton label={LL.blocked.close()} icon={<CloseIcon />} onClick={onClose} />
      </div>
      <p id={`${id}-i`} className="blocked-intro">{LL.blocked.intro()}</p>
      {users.length > 0 ? (
        <ul className="blocked-list" aria-labelledby={`${id}-t`}>
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
              <Button size="sm" variant="secondary" busy={u.removing} aria-label={LL.blocked.unblockName({ name: u.name })} onClick={() => onUnblock(u.id)}>
                {LL.blocked.unblock()}
              </Button>
            </li>
          ))}
        </ul>
      ) : !loading && !failed ? (
        <p className="blocked-empty">{LL.blocked.empty()}</p>
      ) : null}
      {loading ? <Spinner label={LL.blocked.loading()} /> : null}
      {failed ? <p className="field-error" role="alert">{LL.blocked.loadFailed()}</p> : null}
      {unblockFailed ? <p className="field-error" role="alert">{LL.blocked.unblockFailed()}</p> : null}
      {hasMore && !loading ? <Button variant="ghost" block onClick={onMore}>{LL.blocked.more()}</Button> : null}
    </Modal>
  )
}
