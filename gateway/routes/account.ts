// Signing in and finishing a registration (§4, §5): e-mail + password login (10004, 10006, bans, 10042
// complement; wrong passwords limited per account and per device, 35505), and register, which checks
// nickname/age/gender, stores the profile, pays the 120-coin bonus and issues a device-bound login token.
import { randomBytes } from "node:crypto"
import { Code } from "../../infrastructure/gateway/contract"
import { fail, GwCode, type Handlers, ok } from "../answers"
import { accountGate, checkPassword, issueToken } from "../auth"
import { writeAvatars } from "../avatars"
import { type Db, profileComplete, updateUser, type User, userByEmail, userById } from "../db"
import { birthdayProblem, cleanNickname, nicknameProblem, normalEmail, validCountryId, validGender } from "../rules"
import { REGISTER_BONUS } from "../seed"
import { recordAttribution } from "../attribution"
import { recordRegisterBonus } from "./presence"
import { loginInfo } from "../views"

/** How long after proving the mailbox (verify, set password, 10042) a device may register. */
export const PROOF_TTL_MS = 30 * 60_000

const updateFailed = (msg: string) => fail(Code.updateInfoFailed, msg)

/**
 * Wrong e-mail passwords allowed per account and per device within {@link EMAIL_FAILURE_WINDOW_MS};
 * at the limit emailLogin answers 35505 (the spec gives the e-mail flow no code of its own, so it uses
 * the phone flow's "too many wrong passwords"), even for the right password, until the window passes.
 */
export const EMAIL_PASSWORD_TRIES = 10
/** The window of {@link EMAIL_PASSWORD_TRIES}, ms (15 min). */
export const EMAIL_FAILURE_WINDOW_MS = 15 * 60_000

/** True when the account or the device has used up its wrong passwords (older failures are forgotten). */
const emailLocked = (db: Db, userId: number, deviceId: string, now: number): boolean => {
  const since = now - EMAIL_FAILURE_WINDOW_MS
  db.prepare("DELETE FROM email_failures WHERE at < ?").run(since)
  const count = (sql: string, key: number | string) => (db.prepare(sql).get(key, since) as { n: number }).n
  return (
    count("SELECT COUNT(*) AS n FROM email_failures WHERE user_id = ? AND at >= ?", userId) >= EMAIL_PASSWORD_TRIES ||
    (deviceId !== "" && count("SELECT COUNT(*) AS n FROM email_failures WHERE device_id = ? AND at >= ?", deviceId) >= EMAIL_PASSWORD_TRIES)
  )
}

/** Handlers of emailLogin and register. */
export const accountHandlers: Handlers = {
  emailLogin: async (ctx, p) => {
    const u = userByEmail(ctx.db, normalEmail(p.userAccount))
    if (!u) return fail(GwCode.accountMissing, "Account does not exist")
    if (!u.emailVerified) return fail(Code.emailNotVerified, "Email not verified")
    if (emailLocked(ctx.db, u.id, ctx.deviceId, ctx.now)) return fail(Code.phoneTooManyPasswords, "Too many wrong passwords")
    if (!(await checkPassword(p.password, u.passwordHash))) {
      ctx.db.prepare("INSERT INTO email_failures (user_id, device_id, at) VALUES (?, ?, ?)").run(u.id, ctx.deviceId, ctx.now)
      return fail(Code.wrongPassword, "Password is invalid")
    }
    // The right password forgets this account's failures (on every device; the device keeps those on other accounts).
    ctx.db.prepare("DELETE FROM email_failures WHERE user_id = ?").run(u.id)
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
