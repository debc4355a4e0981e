import type { SidebarDef } from "../src/sidebars/types";
import cartsAndCheckout from "./modules/carts-and-checkout";
import customers from "./modules/customers";
import discounts from "./modules/discounts";
import giftCards from "./modules/gift-cards";
import multiwarehouse from "./modules/multiwarehouse";
import orders from "./modules/orders";
import priceLists from "./modules/price-lists";
import products from "./modules/products";
import regionsAndCurrencies from "./modules/regions-and-currencies";
import salesChannels from "./modules/sales-channels";
import taxes from "./modules/taxes";
import users from "./modules/users";

/**
 * The commerce modules. Each module's entries live in sidebars/modules/<module>.ts: a category
 * linked to the module's overview, with "Architecture" and "How-to" captions inside.
 */
const sidebar: SidebarDef = {
  title: "Commerce Modules",
  landing: "modules/overview",
  back: "homepage",
  items: [
    "modules/overview",
    {
      type: "headline",
      label: "Commerce Modules",
      icon: "cube",
      items: [
        ...regionsAndCurrencies,
        ...customers,
        ...products,
        ...cartsAndCheckout,
        ...orders,
        ...multiwarehouse,
        ...taxes,
        ...discounts,
        ...giftCards,
        ...priceLists,
        ...salesChannels,
        ...users,
      ],
    },
  ],
};

export default sidebar;
