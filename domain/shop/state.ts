// The coin shop slice: packages from the gateway, the open payment frame, and the last payment
// confirmed (shown as a success message). Orders already confirmed are remembered to ignore repeats.
import type { CoinPackage } from "./answers"

/** The shop slice. `requestId` of the pending package request (stale answers are ignored). */
export interface ShopState {
  readonly packages: ReadonlyArray<CoinPackage> | null
  readonly loading: boolean
  readonly failed: boolean
  readonly requestId: number | null
  /** The payment frame is open (packageId null: the frame's own choice, as in the call recharge). */
  readonly paying: { readonly packageId: number | null } | null
  readonly lastPayment: { readonly orderId: string; readonly gold: number; readonly at: number } | null
  /** Order ids already confirmed (newest 20). */
  readonly orders: ReadonlyArray<string>
}

export const initialShop: ShopState = {
  packages: null,
  loading: false,
  failed: false,
  requestId: null,
  paying: null,
  lastPayment: null,
  orders: [],
}
