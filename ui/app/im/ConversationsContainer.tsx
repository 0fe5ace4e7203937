// The message list's container (m§2): conversations newest first with online dots, the coin banner
// (its 24 h rule is the domain's), loading while the first list request is out.
import { useMemo } from "react"
import { selectOffline } from "../../../domain/connectivity/selectors"
import { useLocation } from "wouter"
import { useI18n } from "../../../i18n"
import { I } from "../../../domain/app/intents"
import type { AppState } from "../../../domain/app/state"
import { selectCoinBannerVisible, selectConversations, selectOpenPeerId, type ConversationView } from "../../../domain/messaging/selectors"
import { ConversationList } from "../../components/im/ConversationList"
import { useAppState, useDispatch } from "../hooks"
import { useNow } from "../useNow"
import { peerName } from "./names"

const selectListLoading = (s: AppState) => s.messaging.pending.list !== null || (!s.messaging.storeLoaded && s.session.token !== "")

/** Props: what opening a conversation does (panel: open in place; phone: go to /message/<id>). */
export interface ConversationsContainerProps {
  onOpen: (c: ConversationView) => void
  /** The rows the list starts scrolled to (ConversationList `showPeers`). */
  showPeers?: ReadonlyArray<string>
}

/** The message list. */
export function ConversationsContainer({ onOpen, showPeers }: ConversationsContainerProps) {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const [, navigate] = useLocation()
  const prefix = useAppState((s) => s.shell.route.prefix)
  const stored = useAppState(selectConversations)
  const offline = useAppState(selectOffline)
  // Offline, nobody's presence is known: no online dots from the last time the app could see them.
  const conversations = useMemo(() => (offline ? stored.map((c) => (c.online ? { ...c, online: false } : c)) : stored), [stored, offline])
  const loading = useAppState(selectListLoading)
  const coinBanner = useAppState(selectCoinBannerVisible)
  const current = useAppState(selectOpenPeerId)
  const now = useNow(60_000)
  const names = useAppState((s) => s.friends.names)
  return (
    <ConversationList
      conversations={conversations}
      loading={loading}
      currentPeerId={current}
      nameOf={(c) => peerName(LL, c.peerId, names[c.peerId] || c.name)}
      onOpen={onOpen}
      coinBanner={coinBanner}
      onCoinBanner={() => {
        dispatch(I.CloseImPanel())
        navigate(`${prefix}/coin`)
      }}
      onCloseCoinBanner={() => dispatch(I.CloseCoinBanner())}
      now={now}
      showPeers={showPeers}
    />
  )
}
