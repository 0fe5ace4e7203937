// The friends feature's layer over every page: its notices (toast: a friend online, request sent,
// blocked, limits), the one-way pay-attention confirmation (cost shown once, m§4), the not-enough-gold
// pop-up with its button to /coin, and opening the chat after a friend add answered 200 (m§4).
import { useEffect, useRef } from "react"
import { useLocation } from "wouter"
import { I } from "../../../domain/app/intents"
import { ONE_WAY_ADD_COST } from "../../../domain/constants"
import { selectFriendNotice, selectFriendPrompt } from "../../../domain/friends/selectors"
import { useI18n } from "../../../i18n"
import { ConfirmDialog } from "../../components/ConfirmDialog"
import { MessageDialog } from "../../components/MessageDialog"
import { Toast } from "../../components/Toast"
import { useAppState, useDispatch } from "../hooks"
import { useOpenChat } from "../im/useOpenChat"

/** How long a friend notice shows, ms (DESIGN: toasts 3 s). */
const NOTICE_MS = 3000
const GOOD = new Set(["online", "requestSent", "added", "blockedDone", "unblocked", "deleted"])

/** The friends layer. */
export default function SocialLayer() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const [, navigate] = useLocation()
  const notice = useAppState(selectFriendNotice)
  const prompt = useAppState(selectFriendPrompt)
  const added = useAppState((s) => s.friends.added)
  const prefix = useAppState((s) => s.shell.route.prefix)
  const openPeer = useAppState((s) => s.messaging.openPeerId)
  const openChat = useOpenChat()
  const seen = useRef<number | null>(null)

  useEffect(() => {
    if (!notice) return
    const t = setTimeout(() => dispatch(I.DismissFriendNotice()), NOTICE_MS)
    return () => clearTimeout(t)
  }, [notice, dispatch])

  // m§4 an add answered 200: open the chat with that member (once per answer; not when it is open).
  useEffect(() => {
    if (!added || seen.current === added.id) return
    seen.current = added.id
    if (added.peerId !== openPeer) openChat(added.peerId)
  }, [added, openPeer, openChat])

  const text = notice
    ? notice.reason === "online"
      ? LL.member.social.notices.online({ name: notice.name })
      : LL.member.social.notices[notice.reason as Exclude<typeof notice.reason, "online">]()
    : ""
  return (
    <>
      {notice ? <Toast message={text} kind={GOOD.has(notice.reason) ? (notice.reason === "online" ? "info" : "success") : "error"} /> : null}
      {prompt?.kind === "oneWay" ? (
        <ConfirmDialog
          title={LL.member.social.oneWay.title()}
          text={LL.member.social.oneWay.text({ cost: ONE_WAY_ADD_COST })}
          confirmLabel={LL.member.social.oneWay.confirm({ cost: ONE_WAY_ADD_COST })}
          onCancel={() => dispatch(I.CloseFriendPrompt())}
          onConfirm={() => dispatch(I.ConfirmOneWay())}
        />
      ) : prompt?.kind === "gold" ? (
        <MessageDialog
          title={LL.member.social.gold.title()}
          text={LL.member.social.gold.text()}
          primaryLabel={LL.member.social.gold.buy()}
          onPrimary={() => {
            dispatch(I.CloseFriendPrompt())
            dispatch(I.CloseImPanel())
            navigate(`${prefix}/coin`)
          }}
          secondaryLabel={LL.common.cancel()}
          onSecondary={() => dispatch(I.CloseFriendPrompt())}
        />
      ) : null}
    </>
  )
}
