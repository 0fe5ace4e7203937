// Wire -> domain names of the call endpoints (currentCoin -> coinBalance, price -> pricePerMinute,
// rtcAppId/rtcRoomToken -> appId/token, videoTime -> videoSeconds, goldNum -> coinBalance, ids -> strings).
import type { CallBill, CallPrecheck, CallRoom } from "../../domain/calls/answers"
import type { CallBillWire, CallRoomWire, CalleeWire } from "./callContract"

const callee = (u: CalleeWire): CallPrecheck["callee"] => ({
  id: String(u.userId),
  userName: u.userName,
  headImg: u.headImg,
  age: u.age,
  countryId: u.countryId,
  interestLabels: u.interestLabels,
  gender: u.gender,
})

const room = (r: CallRoomWire): CallRoom => ({
  roomNum: r.roomNum,
  appId: r.rtcAppId,
  token: r.rtcRoomToken,
  pricePerMinute: r.price,
  callerId: String(r.callerUserId),
  calleeId: String(r.calleeUserId),
  sentAt: r.sentAt,
})

const bill = (b: CallBillWire): CallBill => ({
  roomNum: b.roomNum,
  videoSeconds: b.videoTime,
  minutes: b.minutes,
  coinsSpent: b.coinsSpent,
  coinBalance: b.goldNum,
  hangupReason: b.hangupReason,
})

/** The domain shape of a call endpoint's data, or undefined when `name` is not one that needs mapping. */
export const translateCall = (name: string, data: unknown): unknown => {
  switch (name) {
    case "callPrecheck": {
      const d = data as { currentCoin: number; price: number; userInfo: CalleeWire }
      return { coinBalance: d.currentCoin, pricePerMinute: d.price, callee: callee(d.userInfo) } satisfies CallPrecheck
    }
    case "callGetPrice":
      return { pricePerMinute: (data as { price: number }).price }
    case "callLaunch":
    case "callFriendVideo":
    case "callAnswer":
      return room(data as CallRoomWire)
    case "callHangup":
      return bill(data as CallBillWire)
  }
  return undefined
}
