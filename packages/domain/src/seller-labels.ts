// Seller-supplied labels (spec §3 usePreRecordedType; issue 15): a marketplace (TikTok Shop, Temu, Shopee) gives
// the seller the parcel's tracking number and label; the order carries both, and the label is printed as it came
// instead of one pushed for at a carrier.

/** Whether a cost record's orders bring the seller's own label: never, may, or every order must. */
export const PRE_RECORDED_TYPES = ["none", "optional", "required"] as const;
export type PreRecordedType = (typeof PRE_RECORDED_TYPES)[number];

/** The marketplaces whose labels sellers bring. */
export const SELLER_MARKETPLACES = ["tiktokShop", "temu", "shopee", "other"] as const;
export type SellerMarketplace = (typeof SELLER_MARKETPLACES)[number];

/** A seller's label PDF may be this large. */
export const SELLER_LABEL_MAX_BYTES = 5 * 1024 * 1024;
