// Reads of the coin shop slice for the coin page and the call recharge frame.
import type { AppState } from "../app/types"

/** Packages (null until loaded), loading and failure flags. */
export const selectShopPackages = (s: AppState) => s.shop.packages
export const selectShopLoading = (s: AppState): boolean => s.shop.loading
export const selectShopFailed = (s: AppState): boolean => s.shop.failed
/** The open payment frame, or null. */
export const selectPaying = (s: AppState) => s.shop.paying
/** The last confirmed payment (success message), or null. */
export const selectLastPayment = (s: AppState) => s.shop.lastPayment
