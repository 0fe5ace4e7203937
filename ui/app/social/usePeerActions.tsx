// The user menu's actions on a peer (m§2 user menu: note name, favourite, online reminder, block,
// report, delete friend; unblock for a member the member blocked) and their dialogs: the note pop-up
// (max 30 characters), the block and delete confirmations. Items follow the relation (friend-only items
// at 2; none for system ids, m§2).
import { useState, type ReactNode } from "react"
import { I } from "../../../domain/app/intents"
import { NOTE_MAX } from "../../../domain/constants"
import { selectMenuItems } from "../../../domain/friends/selectors"
import { useI18n } from "../../../i18n"
import { ConfirmDialog } from "../../components/ConfirmDialog"
import { FlagIcon } from "../../components/CallIcons"
import { BellIcon, BlockIcon, CheckIcon, TrashIcon } from "../../components/icons"
import { PencilIcon, StarIcon } from "../../components/partIcons"
import type { PeerMenuItem } from "../../components/social/PeerMenu"
import { TextInputPopup } from "../../components/TextInputPopup"
import { useAppState, useDispatch } from "../hooks"
import { openReport, REPORT_READY, type ReportOrigin } from "./report"

/** The menu items for `peerId` (shown as `name`) and the dialogs they open (render `dialogs`). */
export function usePeerActions(peerId: string, name: string, origin: ReportOrigin): { items: PeerMenuItem[]; dialogs: ReactNode } {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const kinds = useAppState((s) => selectMenuItems(s, peerId), (a, b) => a.join() === b.join())
  const starred = useAppState((s) => s.friends.starred[peerId] === true)
  const reminding = useAppState((s) => s.friends.reminding[peerId] === true)
  const [dialog, setDialog] = useState<"note" | "block" | "delete" | null>(null)

  const items: PeerMenuItem[] = []
  for (const k of kinds) {
    if (k === "note") items.push({ key: k, label: LL.member.social.menu.note(), icon: <PencilIcon />, onSelect: () => setDialog("note") })
    if (k === "star")
      items.push({
        key: k,
        label: starred ? LL.member.social.menu.unstar() : LL.member.social.menu.star(),
        icon: <StarIcon filled={starred} />,
        onSelect: () => dispatch(I.StarFriend({ peerId, starred: !starred })),
      })
    if (k === "remind")
      items.push({
        key: k,
        label: reminding ? LL.member.social.menu.remindOff() : LL.member.social.menu.remindOn(),
        icon: <BellIcon />,
        onSelect: () => dispatch(I.SwitchReminder({ peerId, on: !reminding })),
      })
    if (k === "block") items.push({ key: k, label: LL.member.social.menu.block(), icon: <BlockIcon />, danger: true, onSelect: () => setDialog("block") })
    if (k === "unblock") items.push({ key: k, label: LL.member.social.menu.unblock(), icon: <CheckIcon />, onSelect: () => dispatch(I.Unblock({ userId: Number(peerId) })) })
    if (k === "report" && REPORT_READY) items.push({ key: k, label: LL.member.social.menu.report(), icon: <FlagIcon />, danger: true, onSelect: () => openReport(dispatch, peerId, origin) })
    if (k === "delete") items.push({ key: k, label: LL.member.social.menu.deleteFriend(), icon: <TrashIcon />, danger: true, onSelect: () => setDialog("delete") })
  }

  const close = () => setDialog(null)
  const dialogs =
    dialog === "note" ? (
      <TextInputPopup
        title={LL.member.social.note.title()}
        label={LL.member.social.note.label({ name })}
        initialValue={name}
        max={NOTE_MAX}
        saveLabel={LL.member.social.note.save()}
        onCancel={close}
        onSave={(note) => {
          close()
          dispatch(I.SetFriendNote({ peerId, note }))
        }}
      />
    ) : dialog === "block" ? (
      <ConfirmDialog
        title={LL.member.social.block.title({ name })}
        text={LL.member.social.block.text({ name })}
        confirmLabel={LL.member.social.block.confirm()}
        danger
        onCancel={close}
        onConfirm={() => {
          close()
          dispatch(I.BlockUser({ peerId }))
        }}
      />
    ) : dialog === "delete" ? (
      <ConfirmDialog
        title={LL.member.social.deleteFriend.title()}
        text={LL.member.social.deleteFriend.text({ name })}
        confirmLabel={LL.member.social.deleteFriend.confirm()}
        danger
        onCancel={close}
        onConfirm={() => {
          close()
          dispatch(I.DeleteFriend({ peerId }))
        }}
      />
    ) : null
  return { items, dialogs }
}
