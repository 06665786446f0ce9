// The catalog's way in for other modules (cart, orders, stock): products and groups as a buyer sees them, the rules
// over a loaded product and the lists. Inside the module: products.service (products and pricing, with pricing.ts),
// lists.service (lists and search) and sync.service (the device's offline copy).
export type { Buyer, ProductGroupModel, ProductModel, PromotionModel } from './catalog.models';
export { articleStock, loadGroups, loadProducts } from './products.service';
export { categoryFromGraphQL, isSorgBlocked, productCannotPurchase, productStockView } from './pricing';
export { pageArgs, productGroupList, type ListArgs, type PurchaseHistory } from './lists.service';
