// Opens the chat with a member from anywhere (friend page, friend list, after a friend add): phones
// (<= 680 px) go to the chat route /message/<id>; desktop opens the IM panel's messages tab with it.
import { useCallback } from "react"
import { useLocation } from "wouter"
import { I } from "../../../domain/app/intents"
import { useAppState, useDispatch } from "../hooks"
import { MOBILE_QUERY, useMediaQuery } from "../useMediaQuery"
import { CHAT_ENTRY } from "../chatRoute"

/** Returns `open(peerId, name?, avatar?)`. */
export function useOpenChat(): (peerId: string, name?: string, avatar?: string) => void {
  const dispatch = useDispatch()
  const [, navigate] = useLocation()
  const mobile = useMediaQuery(MOBILE_QUERY)
  const prefix = useAppState((s) => s.shell.route.prefix)
  const panel = useAppState((s) => s.messaging.panel)
  return useCallback(
    (peerId, name, avatar) => {
      if (mobile) return navigate(`${prefix}/message/${encodeURIComponent(peerId)}`, { state: CHAT_ENTRY })
      if (!panel.open) dispatch(I.OpenImPanel({ tab: "messages" }))
      else if (panel.tab !== "messages") dispatch(I.SelectImTab({ tab: "messages" }))
      dispatch(I.OpenConversation({ peerId, ...(name ? { name } : {}), ...(avatar ? { avatar } : {}) }))
    },
    [mobile, navigate, prefix, panel.open, panel.tab, dispatch],
  )
}
