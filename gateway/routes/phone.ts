// Phone sign-in (§4 phone flow, §7 phone, §8 phone codes): number check, SMS codes (to the dev outbox,
// channel "sms"), code check (which proves the number on this device for 30 min), password sign-in,
// sign-in / registration by proven number (type 6), and setting the phone password.
// Passwords arrive as the client's SHA-256 hex, upper-case; the gateway stores scrypt of that hex, so
// the §5 length and character rules are the client's to enforce (the hash hides them).
import countries from "i18n-iso-countries"
import { parsePhoneNumberFromString } from "libphonenumber-js"
import { Code } from "../../infrastructure/gateway/contract"
import { type Ctx, fail, GwCode, type Handlers, me, ok } from "../answers"
import { accountGate, checkPassword, hashPassword, issueToken } from "../auth"
import { writeAvatars } from "../avatars"
import { checkCode, RESEND_GAP_MS, sendCode, sentSince } from "../codes"
import { insertUser, nextUserId, updateUser, type User, userById, userByPhone } from "../db"
import { birthdayProblem, cleanNickname, nicknameProblem, validGender } from "../rules"
import { REGISTER_BONUS } from "../seed"
import { loginInfo } from "../views"
import { recordAttribution } from "../attribution"
import { recordRegisterBonus } from "./presence"

/** How long a checked code lets this device sign in or register with the number. */
export const PHONE_PROOF_TTL_MS = 30 * 60_000
/** A reset (new password with a proof older than this) answers 35503. */
export const RESET_WINDOW_MS = 10 * 60_000
/** SMS codes per number per day (25503). */
export const SMS_DAILY_LIMIT = 10
/** Distinct numbers one device may text within 10 min (25505). */
export const SMS_DEVICE_NUMBERS = 5
/** Wrong passwords within 10 min that lock password sign-in (35505). */
export const PASSWORD_TRIES = 5
/** Minimum gap between two password changes (35506). */
export const PASSWORD_CHANGE_GAP_MS = 5_000
/** §7 threePartyId type of phone sign-in. */
export const PHONE_LOGIN_TYPE = 6

const TEN_MIN = 10 * 60_000
const HASH = /^[0-9A-F]{64}$/

/** The number as stored and as the outbox address: country code + national digits, or null when malformed. */
export const phoneKey = (countryCode: string, mobileNo: string): string | null =>
  /^\d{1,4}$/.test(countryCode) && /^\d{1,20}$/.test(mobileNo) ? `${countryCode}${mobileNo}` : null

/** ISO 3166 numeric country of a phone key (0 when unknown). */
const countryIdOf = (key: string): number => {
  const region = parsePhoneNumberFromString(`+${key}`)?.country
  const numeric = region ? countries.alpha2ToNumeric(region) : undefined
  return numeric ? Number(numeric) : 0
}

/** True when the number is possible for its calling code (length rules of libphonenumber metadata). */
const possible = (key: string): boolean => parsePhoneNumberFromString(`+${key}`)?.isPossible() ?? false

const proven = (ctx: Ctx, key: string, within: number): boolean => {
  const row = ctx.db.prepare("SELECT at FROM phone_proofs WHERE phone = ? AND device_id = ?").get(key, ctx.deviceId) as { at: number } | undefined
  return row !== undefined && ctx.now - row.at <= within
}

const signedIn = (ctx: Ctx, u: User, register: boolean) => {
  updateUser(ctx.db, u.id, { status: 2 })
  const token = issueToken(ctx.db, u.id, ctx.deviceId, ctx.now)
  return ok(loginInfo(userById(ctx.db, u.id) as User, token, ctx.deviceId, register))
}

/** Handlers of the phone endpoints. */
export const phoneHandlers: Handlers = {
  checkMobile: (ctx, p) => {
    const key = phoneKey(p.countryCode, p.mobileNo)
    const u = key ? userByPhone(ctx.db, key) : undefined
    return ok({
      valid: key !== null && possible(key),
      existent: u !== undefined,
      passwordConfig: ctx.opts.phonePasswordConfig,
      sendSms: true,
      sendWhatsapp: false,
      userSetPassword: u?.phonePasswordHash != null,
      mobileRegisterEnable: !ctx.opts.phoneRegisterClosed.includes(p.countryCode),
    })
  },

  smsSendCode: (ctx, p) => {
    const key = phoneKey(p.countryCode, p.phoneNumber)
    if (!key || !possible(key)) return fail(Code.badParams, "Invalid phone number")
    if (sentSince(ctx.db, key, ctx.now - 86_400_000) >= SMS_DAILY_LIMIT) return fail(Code.phoneCodeLimit, "Upper limit of codes reached")
    const numbers = ctx.db
      .prepare("SELECT COUNT(DISTINCT to_addr) AS n FROM outbox o JOIN sms_devices d ON d.outbox_id = o.id WHERE d.device_id = ? AND o.at >= ? AND o.to_addr <> ?")
      .get(ctx.deviceId, ctx.now - TEN_MIN, key) as { n: number }
    if (numbers.n >= SMS_DEVICE_NUMBERS) return fail(Code.phoneOperationBusy, "Operation busy")
    if (sendCode(ctx.db, key, "sms", ctx.now, "sms") === "busy") return fail(Code.phoneSendBusy, `Send busy, wait ${RESEND_GAP_MS / 1000} s`)
    ctx.db.prepare("INSERT INTO sms_devices (outbox_id, device_id) VALUES (last_insert_rowid(), ?)").run(ctx.deviceId)
    return ok({})
  },

  smsCheckCode: (ctx, p) => {
    const key = phoneKey(p.countryCode, p.phoneNumber)
    if (!key) return fail(Code.badParams, "Invalid phone number")
    const result = checkCode(ctx.db, key, "sms", p.verificationCode, ctx.now)
    if (result === "expired") return fail(Code.phoneCodeExpired, "The code has expired")
    if (result === "exhausted") return fail(Code.phoneCodeMore, "Too many wrong codes, request a new one")
    if (result === "wrong") return fail(Code.phoneCodeWrong, "Wrong code")
    ctx.db.prepare("INSERT OR REPLACE INTO phone_proofs (phone, device_id, at) VALUES (?, ?, ?)").run(key, ctx.deviceId, ctx.now)
    return ok({})
  },

  mobilePasswordLogin: async (ctx, p) => {
    const key = phoneKey(p.countryCode, p.mobileNo)
    const u = key ? userByPhone(ctx.db, key) : undefined
    if (!key || !u) return fail(GwCode.accountMissing, "Account does not exist")
    const tries = (ctx.db.prepare("SELECT COUNT(*) AS n FROM phone_failures WHERE phone = ? AND at >= ?").get(key, ctx.now - TEN_MIN) as { n: number }).n
    if (tries >= PASSWORD_TRIES) return fail(Code.phoneTooManyPasswords, "Too many wrong passwords")
    if (!HASH.test(p.password) || !(await checkPassword(p.password, u.phonePasswordHash))) {
      ctx.db.prepare("INSERT INTO phone_failures (phone, at) VALUES (?, ?)").run(key, ctx.now)
      return fail(Code.phoneWrongPassword, "Wrong password")
    }
    const gate = accountGate(ctx.db, u, ctx.deviceId, ctx.now)
    if (gate) return gate
    ctx.db.prepare("DELETE FROM phone_failures WHERE phone = ?").run(key)
    return signedIn(ctx, u, false)
  },

  phoneLogin: (ctx, p) => {
    if (p.type !== PHONE_LOGIN_TYPE || !/^\d{2,24}$/.test(p.threePartyId)) return fail(Code.badParams, "threePartyId must be a phone number (type 6)")
    const key = p.threePartyId
    if (!proven(ctx, key, PHONE_PROOF_TTL_MS)) return fail(Code.phoneCodeExpired, "Verify the number with a code first")
    const existing = userByPhone(ctx.db, key)
    if (existing) {
      const gate = accountGate(ctx.db, existing, ctx.deviceId, ctx.now)
      return gate ?? signedIn(ctx, existing, false)
    }
    const parsed = parsePhoneNumberFromString(`+${key}`)
    const countryCode = parsed?.countryCallingCode ?? ""
    if (ctx.opts.phoneRegisterClosed.includes(countryCode)) return fail(Code.badParams, "Registration with this number is not available")
    const userName = cleanNickname(p.userName ?? "")
    const nick = nicknameProblem(userName)
    if (nick === "sensitive") return fail(Code.nicknameSensitive, "Nickname contains sensitive words")
    if (nick === "length") return fail(Code.phoneUpdateFailed, "Nickname must be 1 to 30 characters")
    if (p.gender === undefined || !validGender(p.gender)) return fail(Code.phoneUpdateFailed, "Gender is required")
    const born = birthdayProblem(p.birthday ?? "", ctx.now)
    if (born !== null) return fail(Code.phoneUpdateFailed, born === "young" ? "You must be 18 or older" : "Birthday is invalid")
    const countryId = countryIdOf(key) || p.countryId || ctx.opts.defaultCountryId
    const u = insertUser(ctx.db, nextUserId(ctx.db, "member"), {
      kind: "member", phone: key, countryCode, mobileNo: parsed?.nationalNumber ?? key.slice(countryCode.length),
      userName, gender: p.gender, birthday: p.birthday ?? "", countryId, gold: REGISTER_BONUS, createdAt: ctx.now,
    })
    writeAvatars(ctx.opts.dataDir, { userId: u.id, name: userName, gender: p.gender })
    // a§4: the new-user coin check tells a phone registration about its bonus like any other.
    recordRegisterBonus(ctx.db, u.id, ctx.now)
    recordAttribution(ctx.db, u.id, p, ctx.now)
    return signedIn(ctx, u, true)
  },

  checkUserSetPassword: (ctx) => ok({ userSetPassword: me(ctx).phonePasswordHash != null }),

  updateMobilePassword: async (ctx, p) => {
    const u = me(ctx)
    const key = phoneKey(p.countryCode, p.mobileNo)
    if (p.userId !== u.id || p.loginToken !== ctx.token || p.deviceId !== ctx.deviceId || !key || key !== u.phone)
      return fail(Code.phoneUpdateFailed2, "Failed to update user information")
    if (!HASH.test(p.password)) return fail(Code.phoneUpdateFailed, "Failed to update user information")
    if (ctx.now - u.phonePasswordAt < PASSWORD_CHANGE_GAP_MS) return fail(Code.phonePasswordBusy, "Operation busy")
    // Replacing a password needs a recent code; a first password only a proof within the sign-in window.
    if (!proven(ctx, key, u.phonePasswordHash ? RESET_WINDOW_MS : PHONE_PROOF_TTL_MS)) return fail(Code.phoneResetTimedOut, "Password reset timed out")
    updateUser(ctx.db, u.id, { phonePasswordHash: await hashPassword(p.password), phonePasswordAt: ctx.now })
    ctx.db.prepare("DELETE FROM phone_failures WHERE phone = ?").run(key)
    return ok({})
  },
}
