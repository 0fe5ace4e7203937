// The member's own album on Edit profile in real Chromium against the reference gateway (m§2 own
// profile edit, m§7 album/getAlbumPics, album/uploadAlbumImage, album/deleteAlbumPic, a§5 images only,
// max 5 MB): reached from the wall by the bar's "My profile"; a file too large or not an image is refused
// with nothing sent; photos upload (a pending tile with progress), stay after a reload, show on the
// member's own friend page, and are deleted through a confirm whose Cancel takes the focus; a failed
// deletion keeps the photo and says so.
import { type Page } from "@playwright/test"
import path from "node:path"
import { expect, test } from "./helpers/csp"
import { apiMember, clearBanners } from "./helpers/member"
import { portraitPng } from "./helpers/png"
import { SCREENS_DIR, SCREENS_ON, shot } from "./helpers/screens"
import { WCAG21AA, axeOn } from "./helpers/axe"

type Rgb = readonly [number, number, number]
const png = (name: string, from: Rgb, to: Rgb, size = 240) => ({ name, mimeType: "image/png", buffer: portraitPng(size, Math.round((size * 4) / 3), from, to) })

const myPhotos = (page: Page) => page.getByRole("region", { name: "My photos" })

async function addPhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent("filechooser")
  await myPhotos(page).getByRole("button", { name: "Add photo" }).click()
  await (await chooser).setFiles(file)
}

test("a member adds photos to their own album, keeps them after a reload and deletes one", async ({ page, baseURL }, info) => {
  test.setTimeout(240_000)
  const id = await apiMember(page.context(), baseURL!, "album", "Alba")
  await clearBanners(page)
  const uploads: string[] = []
  page.on("request", (r) => {
    if (r.url().includes("/album/uploadAlbumImage")) uploads.push(r.url())
  })
  await page.goto("/")
  await expect(page.getByText(/^Coin balance: /).first()).toBeAttached()
  // From the wall, as a member does: the bar's "My profile" opens Edit profile.
  await page.getByRole("navigation", { name: "Messages and friends" }).getByRole("button", { name: "My profile" }).click()
  await expect(page).toHaveURL(/\/profile\/edit$/)
  const album = myPhotos(page)
  await expect(album.getByText(/^You have not added any photos yet\./)).toBeVisible()

  // a§5: a file over 5 MB, or one that is not an image, is refused with a message; nothing is sent.
  await addPhoto(page, { name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) })
  await expect(album.getByRole("alert")).toHaveText("The image is larger than 5 MB.")
  // Named and typed as a PNG, but no image: refused (decoded first), not uploaded to fail with "try again".
  await addPhoto(page, { name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not a picture") })
  await expect(album.getByRole("alert")).toHaveText("Only images can be uploaded.")
  await addPhoto(page, { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") })
  await expect(album.getByRole("alert")).toHaveText("Only images can be uploaded.")
  expect(uploads).toEqual([])

  // An upload under a slow network shows its pending tile with progress, then the photo.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 40, downloadThroughput: -1, uploadThroughput: 200 * 1024 })
  await addPhoto(page, png("one.png", [214, 79, 224], [46, 216, 255], 480))
  await expect(album.getByRole("alert")).toBeHidden()
  await expect(album.getByRole("progressbar", { name: "Uploading a new photo" })).toBeVisible()
  if (SCREENS_ON) await album.screenshot({ path: path.join(SCREENS_DIR, `${info.project.name}-album-uploading.png`), animations: "disabled" })
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  await expect(album.getByRole("button", { name: "Open photo 1 of 1" })).toBeVisible({ timeout: 30_000 })
  await expect(album.getByRole("progressbar")).toHaveCount(0)
  await addPhoto(page, png("two.png", [255, 176, 32], [216, 79, 224]))
  await expect(album.getByRole("button", { name: "Open photo 2 of 2" })).toBeVisible()
  await addPhoto(page, png("three.png", [43, 214, 123], [46, 120, 255]))
  await expect(album.getByRole("button", { name: "Open photo 3 of 3" })).toBeVisible()
  expect(uploads).toHaveLength(3)

  // A photo opens larger in the viewer.
  await album.getByRole("button", { name: "Open photo 2 of 3" }).click()
  const viewer = page.getByRole("dialog", { name: "My photos" })
  await expect(viewer.getByRole("img", { name: "Photo 2 of 3" })).toBeVisible()
  await viewer.getByRole("button", { name: "Close" }).click()
  await expect(viewer).toBeHidden()

  // Still there after a reload, and on the member's own friend page.
  await page.reload()
  await expect(album.getByRole("button", { name: /^Open photo \d of 3$/ })).toHaveCount(3)
  await album.scrollIntoViewIfNeeded()
  await shot(page, "album-photos")
  // WCAG 2.1 AA in both schemes (names, contrast of the delete buttons over the photos, focusable controls).
  for (const scheme of ["dark", "light"] as const) {
    await page.emulateMedia({ colorScheme: scheme })
    const { violations } = await axeOn(page).include(".profile-album").withTags(WCAG21AA).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`), scheme).toEqual([])
    if (SCREENS_ON) await album.screenshot({ path: path.join(SCREENS_DIR, `${info.project.name}-album-section-${scheme}.png`), animations: "disabled" })
  }
  if (info.project.name === "mobile") {
    // The smallest phone width of the brief: three tiles a row, nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 })
    await album.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    const tops = await album.getByRole("listitem").evaluateAll((items) => items.map((i) => Math.round(i.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
    if (SCREENS_ON) await album.screenshot({ path: path.join(SCREENS_DIR, `${info.project.name}-album-section-360.png`), animations: "disabled" })
    await page.setViewportSize({ width: 390, height: 844 })
  }
  // "See your profile as others do": the member's own friend page.
  await page.getByRole("link", { name: "See your profile as others do" }).click()
  await expect(page).toHaveURL(new RegExp(`/profile/${id}$`))
  await expect(page.getByRole("region", { name: "Photos" }).getByRole("button", { name: /^Open photo \d of 3$/ })).toHaveCount(3)
  await page.goBack()
  await expect(page).toHaveURL(/\/profile\/edit$/)

  // Delete photo 2: the confirm's Cancel takes the focus and keeps the photo; Delete removes it.
  const delete2 = album.getByRole("button", { name: "Delete photo 2" })
  await delete2.click()
  const confirm = page.getByRole("dialog", { name: "Delete photo 2?" })
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused()
  await shot(page, "album-delete-confirm")
  await confirm.getByRole("button", { name: "Cancel" }).click()
  await expect(confirm).toBeHidden()
  await expect(delete2).toBeFocused()
  await expect(album.getByRole("button", { name: /^Open photo \d of 3$/ })).toHaveCount(3)
  const secondUrl = await album.getByRole("button", { name: "Open photo 2 of 3" }).locator("img").getAttribute("src")
  await delete2.click()
  await confirm.getByRole("button", { name: "Delete" }).click()
  await expect(album.getByRole("button", { name: /^Open photo \d of 2$/ })).toHaveCount(2)
  await expect(album.getByRole("button", { name: "Delete photo 3" })).toHaveCount(0)
  await expect(album.locator(`img[src="${secondUrl}"]`)).toHaveCount(0)
  // The focus goes to the photo now in its place, not to the page's start.
  await expect(album.getByRole("button", { name: "Open photo 2 of 2" })).toBeFocused()

  // A deletion that fails (network) keeps the photo and says so.
  await page.route("**/album/deleteAlbumPic*", (route) => route.abort())
  await album.getByRole("button", { name: "Delete photo 1" }).click()
  await page.getByRole("dialog", { name: "Delete photo 1?" }).getByRole("button", { name: "Delete" }).click()
  await expect(album.getByRole("alert")).toHaveText("The photo could not be deleted. Please try again.")
  await expect(album.getByRole("button", { name: /^Open photo \d of 2$/ })).toHaveCount(2)
  await page.unroute("**/album/deleteAlbumPic*")

  await page.reload()
  await expect(album.getByRole("button", { name: /^Open photo \d of 2$/ })).toHaveCount(2)
  await expect(album.locator(`img[src="${secondUrl}"]`)).toHaveCount(0)
})
