// How stored users look on the wire: UserInfoWire, LoginWire and HostWire of the contract, plus age
// arithmetic on YYYY-MM-DD birthdays.
import type { HostWire, LoginWire, UserInfoWire } from "../infrastructure/gateway/contract"
import { avatarUrl } from "./avatars"
import type { User } from "./db"

/** Whole years between a YYYY-MM-DD birthday and `now`; NaN when the date is not valid. */
export const ageAt = (birthday: string, now: number): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday)
  if (!m) return NaN
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const born = new Date(Date.UTC(y, mo - 1, d))
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== mo - 1 || born.getUTCDate() !== d) return NaN
  const today = new Date(now)
  let age = today.getUTCFullYear() - y
  if (today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d)) age--
  return age
}

/** A user as UserInfoWire; the coin balance is shown only to its owner (others see 0). */
export const userInfo = (u: User, viewerId: number | null): UserInfoWire => ({
  userId: u.id,
  userName: u.userName,
  headImg: u.userName === "" ? "" : (u.headImg ?? avatarUrl(u.id)),
  goldNum: viewerId === u.id ? u.gold : 0,
  gender: u.gender,
  birthday: u.birthday,
  countryId: u.countryId,
  interestLabels: [...u.labels],
  status: u.status,
  goddess: u.goddess,
})

/** A sign-in answer for `u` with its new token. */
export const loginInfo = (u: User, loginToken: string, deviceId: string, register: boolean): LoginWire => ({
  ...userInfo(u, u.id),
  loginToken,
  deviceId,
  register,
})

/** A host card for the wall. */
export const hostCard = (u: User, now: number): HostWire => ({
  userId: u.id,
  userName: u.userName,
  headImg: u.headImg ?? avatarUrl(u.id),
  countryId: u.countryId,
  age: ageAt(u.birthday, now) || 0,
  status: u.status,
  goddess: u.goddess,
  price: u.price,
  interestLabels: [...u.labels],
})
