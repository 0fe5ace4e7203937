// Wire -> domain names of the profile and blacklist answers (headImgStatus -> avatarReview,
// emailLockUntil -> emailLockedUntil, pageNo/pages -> page/hasMore, headImg -> avatar, userName -> name).
import type { AvatarReview, OwnAccount } from "../../domain/profile/answers"
import type { BlockedPage } from "../../domain/blocked/answers"
import type { UserInfoWire } from "./coreContract"
import { type BlacklistPageWire, HeadImgStatus } from "./profileContract"

const REVIEW: Readonly<Record<number, AvatarReview>> = {
  [HeadImgStatus.none]: "none",
  [HeadImgStatus.reviewing]: "reviewing",
  [HeadImgStatus.notApproved]: "notApproved",
  [HeadImgStatus.failed]: "failed",
}

/** The own-account part of user info, or undefined when the answer is about someone else (no own fields). */
export const ownAccount = (u: UserInfoWire): OwnAccount | undefined =>
  u.email === undefined && u.headImgStatus === undefined && u.languageLabels === undefined
    ? undefined
    : {
        languages: [...(u.languageLabels ?? [])],
        email: u.email ?? "",
        phoneCountryCode: u.mobileNo ? (u.countryCode ?? "") : "",
        phoneNumber: u.mobileNo ?? "",
        emailLockedUntil: u.emailLockUntil ?? 0,
        phoneLockedUntil: u.mobileLockUntil ?? 0,
        birthdayChanged: u.birthdayChanged ?? false,
        avatarReview: REVIEW[u.headImgStatus ?? 0] ?? "none",
        reviewAvatar: u.reviewHeadImg ?? "",
      }

/** The domain shape of a profile/blacklist endpoint's data, or undefined when `name` needs no mapping. */
export const translateProfile = (name: string, data: unknown): unknown => {
  if (name !== "blacklist") return undefined
  const p = data as typeof BlacklistPageWire.Type
  return {
    users: p.list.map((u) => ({ id: u.id, name: u.userName, avatar: u.headImg, countryId: u.countryId })),
    page: p.pageNo,
    hasMore: p.pageNo < p.pages,
  } satisfies BlockedPage
}
