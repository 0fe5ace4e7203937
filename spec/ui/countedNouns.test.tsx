// @vitest-environment jsdom
// Counted nouns on the friend page (QA RTL finding 5): the one-way Add friend button and the price per
// minute say the number with the noun form its language's plural rules ask for: Arabic "9 عملات" (few),
// never the singular "9 عملة"; English "1 coin" and "9 coins".
import { afterEach, describe, expect, it } from "vitest"
import { initialState, type AppState } from "../../domain/app/state"
import { parseRoute } from "../../domain/shell/routes"
import FriendPage from "../../ui/pages/FriendPage"
import type { Locales } from "../../i18n"
import { i18n } from "../../i18n/i18n-util"
import { cleanup, getByRole, renderWithState } from "./render"

afterEach(cleanup)

const PEER = "20000048"

const stateWith = (price: number): AppState => ({
  ...initialState,
  shell: { ...initialState.shell, route: parseRoute(`/profile/${PEER}`) },
  friends: {
    ...initialState.friends,
    relations: { ...initialState.friends.relations, [PEER]: 4 },
    page: {
      ...initialState.friends.page,
      userId: PEER,
      info: { id: Number(PEER), name: "Daria Z.", avatar: "", coinBalance: 0, gender: 2, birthday: "", countryId: 0, interests: [], status: 2, goddess: true },
    },
  },
  wall: { ...initialState.wall, hosts: [{ ...({} as AppState["wall"]["hosts"][number]), id: Number(PEER), pricePerMinute: price }] },
} as AppState)

const renderPage = (locale: Locales, price: number) => renderWithState(<FriendPage />, stateWith(price), { locale })

describe("counted nouns", () => {
  it("Arabic: the one-way add costs 9 عملات (the few form), not 9 عملة", () => {
    const { container } = renderPage("ar", 3)
    expect(getByRole(container, "button", { name: "إضافة صديق (9 عملات)" })).toBeTruthy()
    expect(container.textContent).not.toContain("9 عملة")
    expect(container.textContent).toContain("3 عملات في الدقيقة")
  })

  it("English: 9 coins for the add, 1 coin and 9 coins per minute", () => {
    const one = renderPage("en", 1)
    expect(getByRole(one.container, "button", { name: "Add friend (9 coins)" })).toBeTruthy()
    expect(one.container.textContent).toContain("1 coin per minute")
    one.unmount()
    const nine = renderPage("en", 9)
    expect(nine.container.textContent).toContain("9 coins per minute")
  })

  it("Arabic and Russian price per minute: one and two spelled, 11 in the many form", () => {
    const one = renderPage("ar", 1)
    expect(one.container.textContent).toContain("عملة واحدة في الدقيقة")
    one.unmount()
    const eleven = renderPage("ar", 11)
    expect(eleven.container.textContent).toContain("11 عملة في الدقيقة")
    eleven.unmount()
    const ru = renderPage("ru", 5)
    expect(getByRole(ru.container, "button", { name: "В друзья за 9 монет" })).toBeTruthy()
    expect(ru.container.textContent).toContain("5 монет в минуту")
  })

  it("the unread count agrees with its number where the word inflects (fr, it, pt, el, hi, iw)", () => {
    const L = i18n()
    const one = { fr: "1 non lu", it: "1 non letto", pt: "1 não lida", el: "1 μη αναγνωσμένο", hi: "1 अनपढ़ा", iw: "1 שלא נקראה" } as const
    const four = { fr: "4 non lus", it: "4 non letti", pt: "4 não lidas", el: "4 μη αναγνωσμένα", hi: "4 अनपढ़े", iw: "4 שלא נקראו" } as const
    for (const l of Object.keys(one) as Array<keyof typeof one>) {
      expect(L[l].member.im.list.unread({ count: 1 }), l).toBe(one[l])
      expect(L[l].member.im.list.unread({ count: 4 }), l).toBe(four[l])
    }
  })

  it("a photo's number is written as the language writes numbers, as its counters are (QA RTL: the photo names printed the raw number)", () => {
    const L = i18n()
    // A grouped number shows the formatting (12,345 / 12.345); the digits themselves follow the locale too.
    for (const l of ["ar", "de", "en", "hi"] as const) {
      const n = (v: number) => new Intl.NumberFormat(l, { maximumFractionDigits: 0 }).format(v)
      expect(L[l].member.social.page.openPhoto({ n: 1234, total: 12345 }), l).toContain(n(12345))
      expect(L[l].member.social.page.openPhoto({ n: 1234, total: 12345 }), l).toContain(n(1234))
      expect(L[l].member.social.page.photoOf({ n: 3, total: 12345 }), l).toContain(n(12345))
      expect(L[l].member.profile.deletePhoto({ n: 1234 }), l).toContain(n(1234))
    }
  })
})
