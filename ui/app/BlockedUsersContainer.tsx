// The blocked-users panel's container (m§2): maps the blacklist slice to BlockedUsersPanel, with
// country names in the active language. Its own chunk, loaded when the panel opens.
import { I } from "../../domain/app/intents"
import { selectBlocked } from "../../domain/blocked/selectors"
import { BlockedUsersPanel } from "../components/BlockedUsersPanel"
import { countryView } from "./countries"
import { useLocaleInfo } from "../../i18n"
import { useAppState, useDispatch } from "./hooks"

/** The open blocked-users panel. */
export default function BlockedUsersContainer() {
  const dispatch = useDispatch()
  const b = useAppState(selectBlocked)
  const lang = useLocaleInfo().tag
  return (
    <BlockedUsersPanel
      users={b.users.map((u) => ({
        id: u.id,
        name: u.name,
        avatar: u.avatar,
        country: countryView(u.countryId, lang).name,
        countryCode: countryView(u.countryId, lang).alpha2,
        removing: b.removing[String(u.id)] !== undefined,
      }))}
      loading={b.loading !== null}
      failed={b.failed}
      unblockFailed={b.unblockFailedId}
      hasMore={b.hasMore}
      onMore={() => dispatch(I.LoadMoreBlocked())}
      onRetry={() => dispatch(I.RetryBlocked())}
      onUnblock={(userId) => dispatch(I.Unblock({ userId }))}
      onClose={() => dispatch(I.CloseBlockedUsers())}
    />
  )
}
