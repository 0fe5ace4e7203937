// Signing in and finishing a registration (§4, §5): e-mail + password login (10004, 10006, bans, 10042
// complement), and register, which checks nickname/age/gender, stores the profile, pays the 120-coin
// bonus and issues a device-bound login token.
import { randomBytes } from "node:crypto"
import { Code } from "../../infrastructure/gateway/contract"
import { fail, GwCode, type Handlers, ok } from "../answers"
import { accountGate, checkPassword, issueToken } from "../auth"
import { writeAvatars } from "../avatars"
import { profileComplete, updateUser, type User, userByEmail, userById } from "../db"
import { birthdayProblem, cleanNickname, nicknameProblem, normalEmail, validCountryId, validGender } from "../rules"
import { REGISTER_BONUS } from "../seed"
import { recordAttribution } from "../attribution"
import { recordRegisterBonus } from "./presence"
import { loginInfo } from "../views"

/** How long after proving the mailbox (verify, set password, 10042) a device may register. */
export const PROOF_TTL_MS = 30 * 60_000

const updateFailed = (msg: string) => fail(Code.updateInfoFailed, msg)

/** Handlers of emailLogin and register. */
export const accountHandlers: Handlers = {
  emailLogin: async (ctx, p) => {
    const u = userByEmail(ctx.db, normalEmail(p.userAccount))
    if (!u) return fail(GwCode.accountMissing, "Account does not exist")
    if (!u.emailVerified) return fail(Code.emailNotVerified, "Email not verified")
    if (!(await checkPassword(p.password, u.passwordHash))) return fail(Code.wrongPassword, "Password is invalid")
    const gate = accountGate(ctx.db, u, ctx.deviceId, ctx.now)
    if (gate) return gate
    if (!profileComplete(u)) {
      const complementInfoKey = randomBytes(16).toString("hex")
      updateUser(ctx.db, u.id, { complementKey: complementInfoKey, pendingDevice: ctx.deviceId, pendingAt: ctx.now })
      return fail(Code.complementInfo, "Please complete your profile", {
        complementInfoKey, nickname: u.userName, gender: u.gender, birthday: u.birthday,
      })
    }
    updateUser(ctx.db, u.id, { status: 2 })
    const token = issueToken(ctx.db, u.id, ctx.deviceId, ctx.now)
    return ok(loginInfo(userById(ctx.db, u.id) as User, token, ctx.deviceId, false))
  },

  register: (ctx, p) => {
    const u = userByEmail(ctx.db, normalEmail(p.threePartyEmail))
    if (!u) return fail(GwCode.accountMissing, "Account does not exist")
    if (!u.emailVerified) return fail(Code.emailNotVerified, "Email not verified")
    if (!u.passwordHash) return fail(GwCode.passwordRule, "Password not set")
    if (profileComplete(u)) return fail(GwCode.emailUsed, "This email has already been used")
    if (u.pendingDevice !== ctx.deviceId || ctx.now - u.pendingAt > PROOF_TTL_MS)
      return fail(Code.emailNotVerified, "Email not verified on this device")
    const userName = cleanNickname(p.userName)
    const nick = nicknameProblem(userName)
    if (nick === "sensitive") return fail(Code.nicknameSensitive, "Nickname contains sensitive words")
    if (nick === "length") return updateFailed("Nickname must be 1 to 30 characters")
    if (!validGender(p.gender)) return updateFailed("Gender is required")
    const born = birthdayProblem(p.birthday, ctx.now)
    if (born === "young") return updateFailed("You must be 18 or older")
    if (born === "invalid") return updateFailed("Birthday is invalid")
    if (!validCountryId(p.countryId)) return updateFailed("Country is invalid")
    const gate = accountGate(ctx.db, u, ctx.deviceId, ctx.now)
    if (gate) return gate
    updateUser(ctx.db, u.id, {
      userName, gender: p.gender, birthday: p.birthday, countryId: p.countryId, gold: u.gold + REGISTER_BONUS,
      status: 2, pendingDevice: null, pendingAt: 0, complementKey: null,
    })
    writeAvatars(ctx.opts.dataDir, { userId: u.id, name: userName, gender: p.gender })
    recordRegisterBonus(ctx.db, u.id, ctx.now)
    recordAttribution(ctx.db, u.id, p, ctx.now)
    const token = issueToken(ctx.db, u.id, ctx.deviceId, ctx.now)
    return ok(loginInfo(userById(ctx.db, u.id) as User, token, ctx.deviceId, true))
  },
}
