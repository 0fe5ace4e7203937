// Session and shell endpoints: user info, coin balance, logout, country of the network, presence
// heartbeat, the two dictionaries, the register-bonus popup and the privacy-agreement status (§3, §4, §7).
import { Code } from "../../infrastructure/gateway/contract"
import { fail, GwCode, type Handlers, me, ok } from "../answers"
import { revokeToken } from "../auth"
import { userById } from "../db"
import { REGISTER_BONUS } from "../seed"
import { userInfo } from "../views"
import { hasBlocked } from "./blacklist"
import { relationOf, reportStatus } from "./friendStore"
import { ownInfo, settleReview } from "./profileStore"
import { countryOfIp } from "./wall"

/** Online status dictionary (§3). */
export const ONLINE_STATUS = [
  { id: 0, name: "offline" }, { id: 1, name: "busy" }, { id: 2, name: "online" }, { id: 3, name: "invisible" },
] as const
/** Gender dictionary in this gateway's reading: 1 male, 2 female. */
export const USER_GENDER = [{ id: 1, name: "male" }, { id: 2, name: "female" }] as const

/** Handlers of account/session and shell endpoints. */
export const miscHandlers: Handlers = {
  getUserInfo: (ctx, p) => {
    const found = userById(ctx.db, p.searchUserId)
    if (!found) return fail(GwCode.accountMissing, "Account does not exist")
    // A photo under review long enough is approved first (the stand-in review, a§8).
    settleReview(ctx.db, found, ctx.now, ctx.opts.avatarReviewMs)
    const u = userById(ctx.db, found.id) ?? found
    // a§3/m§3 relation of the asker to this user (0 about oneself); about others also whether the asker
    // blocked them (not in a§3; the friend page offers Unblock by it).
    const self = me(ctx).id
    return ok(u.id === self ? { ...userInfo(u, u.id), relation: 0, ...ownInfo(ctx.db, u, ctx.now) } : { ...userInfo(u, self), relation: relationOf(ctx.db, self, u.id), blocked: hasBlocked(ctx.db, self, u.id) })
  },
  getCurrentGoldNum: (ctx) => ok({ goldNum: me(ctx).gold }),
  logout: (ctx) => {
    revokeToken(ctx.db, ctx.token)
    ctx.db.prepare("UPDATE users SET status = 0 WHERE id = ?").run(me(ctx).id)
    return ok({})
  },
  conformRemind: (ctx, p) => {
    if (p.deviceType !== 1 && p.deviceType !== 2) return fail(Code.badParams, "deviceType must be 1 (mobile) or 2 (desktop)")
    ctx.db
      .prepare("INSERT INTO age_confirmations (device_id, ip, country_id, device_type, created_at) VALUES (?, ?, ?, ?, ?)")
      .run(ctx.deviceId, p.ip || ctx.ip, p.countryId, p.deviceType, p.createTime)
    return ok({})
  },
  countryByIp: (ctx) => ok({ id: countryOfIp(ctx.ip, ctx.opts), ip: ctx.ip }),
  heartbeat: (ctx, p) => {
    if (![0, 1, 2, 3].includes(p.status)) return fail(Code.badParams, "status must be 0, 1, 2 or 3")
    if (ctx.me) reportStatus(ctx, ctx.me.id, p.status)
    return ok({})
  },
  dictOnlineStatus: () => ok(ONLINE_STATUS.map((d) => ({ ...d }))),
  dictUserGender: () => ok(USER_GENDER.map((d) => ({ ...d }))),
  popupGet: () => ok({ status: 1, img1: "/media/banner/register.svg", gold: REGISTER_BONUS, callCount: 1 }),
  protocolStatus: (ctx, p) => {
    const saved = ctx.db.prepare("SELECT 1 FROM protocols WHERE user_id = ? AND type = ?").get(me(ctx).id, p.protocolType)
    return ok({ showPop: !saved })
  },
  protocolSave: (ctx, p) => {
    if (p.userId !== me(ctx).id) return fail(Code.badParams, "userId does not match the signed-in user")
    ctx.db
      .prepare("INSERT OR REPLACE INTO protocols (user_id, type, agree, at) VALUES (?, ?, ?, ?)")
      .run(me(ctx).id, p.protocolType, p.agreeButton, ctx.now)
    return ok({})
  },
}
