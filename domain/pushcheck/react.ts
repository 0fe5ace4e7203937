// Notification self-test commands: read the worker's last push when the dialog opens, ask the browser
// for permission, show the test notification, ask the gateway for the test push, and give it
// PUSH_CHECK_WAIT_MS to arrive (the timer is cancelled when it does).
import { callerOf } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { PUSH_CHECK_WAIT_MS } from "../constants"
import { PUSH_CHECK_TIMER } from "./state"

/** Commands for self-test events. */
export const reactPushCheck = (s: AppState, e: AppEvent): Cmd[] => {
  const c = s.pushCheck
  const cmds: Cmd[] = []
  if (c.readBy === e.seq) cmds.push({ _tag: "ReadLastPush" })
  if (c.askBy === e.seq) cmds.push({ _tag: "RequestPushPermission" })
  if (c.showBy === e.seq && c.run) cmds.push({ _tag: "ShowTestNotification", title: c.run.title, body: c.run.body })
  if (c.sendBy === e.seq && c.run) cmds.push({ _tag: "RequestTestPush", caller: callerOf(s), title: c.run.title, body: c.run.body })
  if (c.waitBy === e.seq) cmds.push({ _tag: "StartTimer", key: PUSH_CHECK_TIMER, ms: PUSH_CHECK_WAIT_MS })
  if (e._tag === "PushShown" && c.run?.remote === "received") cmds.push({ _tag: "CancelTimer", key: PUSH_CHECK_TIMER })
  return cmds
}
