// E-mail account steps before sign-in (§4 e-mail flow): existence status 0/1/4/5, verify codes (a new
// account's, and checkFormalUserEmail's for an unverified one), forgotten-password codes, first password
// and password reset. Codes go to the dev outbox.
import { Code } from "../../infrastructure/gateway/contract"
import { type Ctx, fail, GwCode, type Handlers, ok } from "../answers"
import { hashPassword } from "../auth"
import { sendCode, takeCode } from "../codes"
import { insertUser, nextUserId, profileComplete, updateUser, type User, userByEmail } from "../db"
import { normalEmail, validEmail, validPassword } from "../rules"

const badEmail = () => fail(Code.badParams, "Invalid email address.")
const missing = () => fail(GwCode.accountMissing, "Account does not exist")
const notVerified = () => fail(Code.emailNotVerified, "Email not verified")
const badPassword = () => fail(GwCode.passwordRule, "Password is invalid")
const alreadySent = (userId: number) => fail(Code.emailCodeAlreadySent, "code already sent", { userId })

/** Marks `user` as having proven the mailbox on this device (allows register / complement). */
const provenHere = (ctx: Ctx, user: User) => updateUser(ctx.db, user.id, { pendingDevice: ctx.deviceId, pendingAt: ctx.now })

/** Handlers of the e-mail steps. */
export const emailHandlers: Handlers = {
  emailExists: (ctx, p) => {
    const email = normalEmail(p.email)
    if (!validEmail(email)) return badEmail()
    const u = userByEmail(ctx.db, email)
    if (!u) return ok({ status: 0 })
    return ok({ status: !u.emailVerified ? 1 : u.passwordHash ? 4 : 5, userId: u.id })
  },

  sendVerifyEmail: (ctx, p) => {
    const email = normalEmail(p.email)
    if (!validEmail(email)) return badEmail()
    let u = userByEmail(ctx.db, email)
    if (u && p.userId !== undefined && p.userId !== u.id) return fail(Code.badParams, "userId does not match email")
    u ??= insertUser(ctx.db, nextUserId(ctx.db, "member"), { kind: "member", email, createdAt: ctx.now })
    return sendCode(ctx.db, email, "verify", ctx.now) === "busy" ? alreadySent(u.id) : ok({ userId: u.id })
  },

  // §4 status 1: a fresh verify code for an account that exists but never proved its mailbox.
  checkFormalUserEmail: (ctx, p) => {
    const email = normalEmail(p.email)
    if (!validEmail(email)) return badEmail()
    const u = userByEmail(ctx.db, email)
    if (!u || u.id !== p.userId) return missing()
    if (u.emailVerified) return fail(Code.badParams, "Email already verified, please sign in")
    return sendCode(ctx.db, email, "verify", ctx.now) === "busy" ? alreadySent(u.id) : ok({ userId: u.id })
  },

  alreadyVerifyEmail: (ctx, p) => {
    const email = normalEmail(p.email)
    const u = userByEmail(ctx.db, email)
    if (!u || u.id !== p.userId || !takeCode(ctx.db, email, "verify", p.code, ctx.now)) return notVerified()
    updateUser(ctx.db, u.id, { emailVerified: true })
    provenHere(ctx, u)
    return ok({ userId: u.id })
  },

  sendForgetEmail: (ctx, p) => {
    const email = normalEmail(p.email)
    if (!validEmail(email)) return badEmail()
    const u = userByEmail(ctx.db, email)
    if (!u || !u.emailVerified) return missing()
    return sendCode(ctx.db, email, "reset", ctx.now) === "busy" ? alreadySent(u.id) : ok({ userId: u.id })
  },

  setPassword: async (ctx, p) => {
    const email = normalEmail(p.email)
    const u = userByEmail(ctx.db, email)
    if (!u || u.id !== p.userId) return missing()
    if (!u.emailVerified) return notVerified()
    if (!validPassword(p.password)) return badPassword()
    if (u.passwordHash) return fail(GwCode.passwordAlreadySet, "Password already set, please sign in")
    updateUser(ctx.db, u.id, { passwordHash: await hashPassword(p.password) })
    provenHere(ctx, u)
    return ok({ profileComplete: profileComplete(u) })
  },

  resetPassword: async (ctx, p) => {
    const email = normalEmail(p.email)
    const u = userByEmail(ctx.db, email)
    if (!u || !u.emailVerified) return missing()
    if (!validPassword(p.password)) return badPassword()
    if (!takeCode(ctx.db, email, "reset", p.code, ctx.now)) return notVerified()
    updateUser(ctx.db, u.id, { passwordHash: await hashPassword(p.password) })
    ctx.db.prepare("UPDATE tokens SET state = 'out' WHERE user_id = ? AND state = 'active'").run(u.id)
    return ok({})
  },
}
