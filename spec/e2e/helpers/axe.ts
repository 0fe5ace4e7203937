// axe-core in the e2e tests, the quick way: one AxeBuilder per check, in @axe-core/playwright's legacy
// mode and reporting violations only.
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/** The WCAG 2.1 A and AA rule tags of axe-core. */
export const WCAG21AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

/**
 * An AxeBuilder for `page` that runs axe in the page's own frames (legacy mode) and collects the nodes
 * of violations only. The default mode opens a blank page in the context for every check to merge the
 * frames' results, which made a check of the wall about three times slower here: 1.6-2.4 s against
 * 0.7-0.9 s on a 2-core AMD host, the same violations either way (the a11y tours ran 70% of their time
 * inside axe). Legacy mode does not test cross-origin frames; the app's only frames (the payment
 * stand-in of the shop and the call's recharge sheet) come from the reference gateway's own origin.
 */
export const axeOn = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] })
