/** Storefront links (product-rules §2): the product page, the shop, its cart and checkout. */
const q = (shopId: string) => `?s=${encodeURIComponent(shopId)}`;

export const productPath = (publicId: string) => `/sp/${encodeURIComponent(publicId)}`;
export const shopPath = (shopId: string) => `/ecommerce/shop${q(shopId)}`;
export const cartPath = (shopId: string) => `/ecommerce/cart${q(shopId)}`;
export const checkoutPath = (shopId: string) => `/checkout${q(shopId)}`;
