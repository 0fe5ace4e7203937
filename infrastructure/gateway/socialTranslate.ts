// Wire -> domain names of the friend, album and report answers (userName -> name, headImg -> avatar,
// stick -> starred, remindSwitch -> reminding, remindNum -> remindCount, pageNo/pages ->
// page/hasMore, cover -> poster, duration -> seconds, a bare relation number -> {relation}). Input was
// already decoded with friendContract's and albumContract's Schemas.
import type { StoryVideo } from "../../domain/album/answers"
import type { Friend, FriendPage, RemindFriend, RemindPage } from "../../domain/friends/answers"
import type { StoryVideoWire } from "./albumContract"
import type { FriendPageWire, FriendSearchWire, FriendWire, RemindFriendWire, RemindListWire } from "./friendContract"

const friend = (w: FriendWire): Friend => ({ id: w.id, name: w.userName, avatar: w.headImg, countryId: w.countryId, starred: w.stick === 1, status: w.status })

const remindFriend = (w: RemindFriendWire): RemindFriend => ({ id: w.id, name: w.userName, avatar: w.headImg, reminding: w.remindSwitch === 1, status: w.status })

const video = (w: StoryVideoWire): StoryVideo => ({ id: w.id, url: w.url, poster: w.cover, seconds: w.duration })

/** The domain shape of a friend/album/report endpoint's data, or undefined when `name` needs no mapping here. */
export const translateSocial = (name: string, data: unknown): unknown => {
  switch (name) {
    case "friendList": {
      const p = data as typeof FriendPageWire.Type
      return { friends: p.list.map(friend), page: p.pageNo, hasMore: p.pageNo < p.pages } satisfies FriendPage
    }
    case "friendSearch":
      return (data as typeof FriendSearchWire.Type).list.map(friend)
    case "friendRelation":
      return { relation: data as number }
    case "friendStick":
      return { starred: (data as { stick: number }).stick === 1 }
    case "friendRemark":
      return { name: (data as { userName: string }).userName }
    case "onlineRemindList": {
      const d = data as typeof RemindListWire.Type
      const p = d.relationFriends
      return { friends: p.list.map(remindFriend), page: p.pageNo, hasMore: p.pageNo < p.pages, remindCount: d.remindNum } satisfies RemindPage
    }
    case "onlineRemindSwitch": {
      const d = data as { status: number; remindNum: number }
      return { reminding: d.status === 1, remindCount: d.remindNum }
    }
    case "storyVideos":
      return (data as ReadonlyArray<StoryVideoWire>).map(video)
  }
  return undefined
}
