// Web push decisions (a§4): the member's answer to the invitation; answers to an invitation that is not
// on screen decide nothing.
import type { AppState, Intent, NewEvent } from "../app/types"

/** Events for web push intents; [] for intents of other features. */
export const decidePush = (s: AppState, i: Intent, at: number): NewEvent[] => {
  switch (i._tag) {
    case "ConfirmPushInvitation":
      return s.push.invitation ? [{ _tag: "PushInvitationConfirmed", at }] : []
    case "DismissPushInvitation":
      return s.push.invitation ? [{ _tag: "PushInvitationDismissed", at }] : []
  }
  return []
}
