// The album and report endpoints of the contract (m§7 album/*, report/*), spread into `Api` of
// contract.ts. The two multipart uploads among them (album/uploadAlbumImage, report/video/report/images)
// are in the upload table (./uploadContract.ts). Wire names as the service spells them.
import * as Schema from "effect/Schema"
import { AlbumRequests } from "../../domain/album/requests"
import { ReportRequests } from "../../domain/report/requests"
import { route } from "./endpoint"

const Num = Schema.Number
const Str = Schema.String

/** An album picture (the spec names no fields: id and url, as such apps answer). */
export const AlbumPicWire = Schema.Struct({ id: Num, url: Str })
/** A story video: url of the WebM/MP4 file, cover the poster image URL, duration seconds (our field names; the spec shows none). */
export const StoryVideoWire = Schema.Struct({ id: Num, url: Str, cover: Str, duration: Num })
export type StoryVideoWire = typeof StoryVideoWire.Type
/** A stored report (m§3 reportId). */
const ReportIdWire = Schema.Struct({ reportId: Num })

/** The album endpoints, keyed by the client's names. */
export const AlbumApi = {
  albumPictures: route(AlbumRequests.albumPictures, { method: "GET", path: "/album/getAlbumPics", public: false, data: Schema.Array(AlbumPicWire) }),
  storyVideos: route(AlbumRequests.storyVideos, { method: "POST", path: "/album/getStoryVideos", public: false, data: Schema.Array(StoryVideoWire) }),
  deleteAlbumPicture: route(AlbumRequests.deleteAlbumPicture, { method: "POST", path: "/album/deleteAlbumPic", public: false, data: Schema.Struct({}) }),
} as const

/** The report endpoints, keyed by the client's names. */
export const ReportApi = {
  reportProfile: route(ReportRequests.reportProfile, { method: "POST", path: "/report/users/report/profile", public: false, data: ReportIdWire }),
  reportVideo: route(ReportRequests.reportVideo, { method: "POST", path: "/report/video/report/two", public: false, data: ReportIdWire }),
  checkReportEmail: route(ReportRequests.checkReportEmail, { method: "GET", path: "/report/check/email", public: false, data: Schema.Struct({ valid: Schema.Boolean }) }),
} as const

/** Endpoints of {@link AlbumApi} and {@link ReportApi} (all need a signed-in member). */
export const ALBUM_REPORT_ENDPOINTS = [...Object.keys(AlbumApi), ...Object.keys(ReportApi)] as ReadonlyArray<keyof typeof AlbumApi | keyof typeof ReportApi>
