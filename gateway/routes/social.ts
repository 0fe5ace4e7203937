// Sign-in by Google or Facebook (§4, §7 login/token and complementInfo). Local mode verifies the stand-in
// identity provider's tokens (gateway/idp.ts); the linked member signs in, a new identity becomes a member.
// A profile without nickname, gender or birthday answers 10042 with a complement key and what the provider
// knew; complementInfo completes it (new registration: 120-coin bonus, coin check says so once).
import { randomBytes } from "node:crypto"
import { Code } from "../../infrastructure/gateway/contract"
import { SOCIAL_LOGIN_TYPE } from "../../domain/constants"
import { type Answer, type Ctx, fail, GwCode, type Handlers, ok } from "../answers"
import { accountGate, issueToken } from "../auth"
import { writeAvatars } from "../avatars"
import { insertUser, nextUserId, profileComplete, updateUser, type User, userById, usersWhere } from "../db"
import { type Identity, link, linkedUser, type Provider, takeIdpToken } from "../idp"
import { birthdayProblem, cleanNickname, nicknameProblem, validCountryId, validGender } from "../rules"
import { REGISTER_BONUS } from "../seed"
import { recordAttribution } from "../attribution"
import { recordRegisterBonus } from "./presence"
import { PROOF_TTL_MS } from "./account"
import { loginInfo } from "../views"

const PROVIDER_OF: Readonly<Record<number, Provider>> = { [SOCIAL_LOGIN_TYPE.google]: "google", [SOCIAL_LOGIN_TYPE.facebook]: "facebook" }

const unverified = () => fail(GwCode.tokenInvalid, "The sign-in could not be verified. Please try again.")
const expiredKey = () => fail(Code.updateInfoFailed, "The sign-in has expired. Please sign in again.")

const signedIn = (ctx: Ctx, id: number, register: boolean) => {
  updateUser(ctx.db, id, { status: 2 })
  const token = issueToken(ctx.db, id, ctx.deviceId, ctx.now)
  return ok(loginInfo(userById(ctx.db, id) as User, token, ctx.deviceId, register))
}

/** 10042: remembers a complement key for this device and answers with what is known of the profile. */
const askProfile = (ctx: Ctx, u: User, identity: Identity) => {
  const complementInfoKey = randomBytes(16).toString("hex")
  updateUser(ctx.db, u.id, { complementKey: complementInfoKey, pendingDevice: ctx.deviceId, pendingAt: ctx.now })
  const gender = validGender(u.gender) ? u.gender : validGender(identity.gender) ? identity.gender : null
  return fail(Code.complementInfo, "Please complete your profile", {
    complementInfoKey, nickname: u.userName || identity.name, email: identity.email, gender, birthday: u.birthday || identity.birthday,
  })
}

/** A new member from a provider identity: complete at once when the provider knew a valid profile. */
const register = (ctx: Ctx, identity: Identity, countryId: number | undefined, params: Readonly<Record<string, unknown>>): Answer<never> | ReturnType<typeof signedIn> => {
  const name = cleanNickname(identity.name)
  const complete = nicknameProblem(name) === null && validGender(identity.gender) && birthdayProblem(identity.birthday, ctx.now) === null
  const u = insertUser(ctx.db, nextUserId(ctx.db, "member"), {
    kind: "member", createdAt: ctx.now,
    countryId: countryId !== undefined && validCountryId(countryId) ? countryId : ctx.opts.defaultCountryId,
    ...(complete ? { userName: name, gender: identity.gender, birthday: identity.birthday, gold: REGISTER_BONUS } : {}),
  })
  link(ctx.db, identity, u.id)
  // a§3: the member is new from this call on (completed now or through complementInfo).
  recordAttribution(ctx.db, u.id, params, ctx.now)
  const gate = accountGate(ctx.db, u, ctx.deviceId, ctx.now)
  if (gate) return gate
  if (!complete) return askProfile(ctx, u, identity)
  writeAvatars(ctx.opts.dataDir, { userId: u.id, name, gender: identity.gender })
  recordRegisterBonus(ctx.db, u.id, ctx.now)
  return signedIn(ctx, u.id, true)
}

/** Handlers of loginToken and complementInfo. */
export const socialHandlers: Handlers = {
  loginToken: (ctx, p) => {
    // The reference gateway cannot check real Google or Facebook tokens; only the local stand-in's.
    if (ctx.opts.mode !== "local") return fail(GwCode.tokenInvalid, "Sign-in with this provider is not available here")
    const provider = PROVIDER_OF[p.loginType]
    if (!provider) return fail(Code.badParams, "unknown loginType")
    const identity = takeIdpToken(ctx.db, p.accessToken, provider, ctx.now)
    if (!identity) return unverified()
    const u = linkedUser(ctx.db, identity)
    if (!u) return register(ctx, identity, p.countryId, p)
    const gate = accountGate(ctx.db, u, ctx.deviceId, ctx.now)
    if (gate) return gate
    return profileComplete(u) ? signedIn(ctx, u.id, false) : askProfile(ctx, u, identity)
  },

  complementInfo: (ctx, p) => {
    const u = p.complementInfoKey === "" ? undefined : usersWhere(ctx.db, "complement_key = ?", p.complementInfoKey)[0]
    if (!u || u.pendingDevice !== ctx.deviceId || ctx.now - u.pendingAt > PROOF_TTL_MS) return expiredKey()
    const userName = cleanNickname(p.nickname)
    const nick = nicknameProblem(userName)
    if (nick === "sensitive") return fail(Code.nicknameSensitive, "Nickname contains sensitive words")
    if (nick === "length") return fail(Code.updateInfoFailed, "Nickname must be 1 to 30 characters")
    if (!validGender(p.gender)) return fail(Code.updateInfoFailed, "Gender is required")
    const born = birthdayProblem(p.birthday, ctx.now)
    if (born !== null) return fail(Code.updateInfoFailed, born === "young" ? "You must be 18 or older" : "Birthday is invalid")
    const gate = accountGate(ctx.db, u, ctx.deviceId, ctx.now)
    if (gate) return gate
    const first = !profileComplete(u)
    updateUser(ctx.db, u.id, {
      userName, gender: p.gender, birthday: p.birthday, countryId: u.countryId || ctx.opts.defaultCountryId,
      gold: first ? u.gold + REGISTER_BONUS : u.gold, pendingDevice: null, pendingAt: 0, complementKey: null,
    })
    writeAvatars(ctx.opts.dataDir, { userId: u.id, name: userName, gender: p.gender })
    if (first) recordRegisterBonus(ctx.db, u.id, ctx.now)
    if (first) recordAttribution(ctx.db, u.id, p, ctx.now)
    return signedIn(ctx, u.id, first)
  },
}
