// The one place wire names become domain names (goldNum -> coinBalance, headImg -> avatar,
// userName -> name, price -> pricePerMinute; per area in the *Translate.ts
// files). Input was already decoded with the contract's Schema.
import type { Answers } from "../../domain/app/answers"
import type { Host } from "../../domain/wall/answers"
import type { SignIn, UserProfile } from "../../domain/session/answers"
import type { ApiData, ApiName, HostWire, LoginWire, UserInfoWire } from "./contract"
import { ownAccount, translateProfile } from "./profileTranslate"

const profile = (u: UserInfoWire): UserProfile => {
  const account = ownAccount(u)
  return account === undefined ? base(u) : { ...base(u), account }
}

const base = (u: UserInfoWire): UserProfile => ({
  id: u.userId,
  name: u.userName,
  avatar: u.headImg,
  coinBalance: u.goldNum,
  gender: u.gender,
  birthday: u.birthday,
  countryId: u.countryId,
  interests: u.interestLabels,
  status: u.status,
  goddess: u.goddess,
  ...(u.relation !== undefined ? { relation: u.relation } : {}),
  ...(u.blocked !== undefined ? { blocked: u.blocked } : {}),
})

const signIn = (l: LoginWire): SignIn => ({ user: profile(l), token: l.loginToken, isNew: l.register })

const host = (h: HostWire): Host => ({
  id: h.userId,
  name: h.userName,
  avatar: h.headImg,
  countryId: h.countryId,
  age: h.age,
  status: h.status,
  goddess: h.goddess,
  pricePerMinute: h.price,
  interests: h.interestLabels,
})

/**
 * Maps decoded wire data of endpoint `name` of ./coreContract.ts to its domain shape (most pass through
 * unchanged); the member-only endpoints' translators are ./memberContract.ts's `translateMember`.
 */
export const translate = <K extends ApiName>(name: K, data: ApiData<K>): Answers<K> => {
  const d = data as never
  const profileData = translateProfile(name, data)
  if (profileData !== undefined) return profileData as Answers<K>
  switch (name) {
    case "register":
    case "emailLogin":
    case "phoneLogin":
    case "mobilePasswordLogin":
    case "loginToken":
    case "complementInfo":
      return signIn(d) as Answers<K>
    case "getUserInfo":
      return profile(d) as Answers<K>
    case "getCurrentGoldNum":
      return { coinBalance: (data as ApiData<"getCurrentGoldNum">).goldNum } as Answers<K>
    case "rtmToken": {
      const t = data as ApiData<"rtmToken">
      return { token: t.token, expiresAt: t.expireTime } as Answers<K>
    }
    case "countryByIp":
      return { countryId: (data as ApiData<"countryByIp">).id, ip: (data as ApiData<"countryByIp">).ip } as Answers<K>
    case "hostsGuest":
    case "hostsSignedIn": {
      const p = data as ApiData<"hostsGuest">
      return { hosts: p.list.map(host), page: p.page, hasMore: p.hasMore } as Answers<K>
    }
  }
  return data as Answers<K>
}
