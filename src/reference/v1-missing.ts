import type { MissingDeclaration } from "./model/v1-redirects";

/**
 * Reviewed: URLs of the 1.x reference whose declaration the pinned packages do not have. The
 * 1.x site was generated from other releases of the packages than the ones pinned here; each
 * URL below redirects to an entry on its family's index that names the declaration and gives this
 * reason. The build fails on a 1.x URL that leads nowhere specific and is not listed here, and on
 * an entry that is no longer needed.
 */
const groups: readonly { reason: string; urls: readonly string[] }[] = [
  {
    reason:
      "IPricingModuleService in @medusajs/types 1.11.17 has no methods or types for currencies, money amounts or price-set money amount rules; the 1.x site documented another release of the Pricing Module's interface.",
    urls: [
      "/references/pricing/createCurrencies",
      "/references/pricing/createMoneyAmounts",
      "/references/pricing/createPriceSetMoneyAmountRules",
      "/references/pricing/deleteCurrencies",
      "/references/pricing/deleteMoneyAmounts",
      "/references/pricing/deletePriceSetMoneyAmountRules",
      "/references/pricing/interfaces/pricing.CreateCurrencyDTO",
      "/references/pricing/interfaces/pricing.CreatePriceSetMoneyAmountRulesDTO",
      "/references/pricing/interfaces/pricing.CurrencyDTO",
      "/references/pricing/interfaces/pricing.FilterableCurrencyProps",
      "/references/pricing/interfaces/pricing.FilterablePriceSetMoneyAmountProps",
      "/references/pricing/interfaces/pricing.FilterablePriceSetMoneyAmountRulesProps",
      "/references/pricing/interfaces/pricing.PriceListPriceDTO",
      "/references/pricing/interfaces/pricing.PriceSetMoneyAmountDTO",
      "/references/pricing/interfaces/pricing.PriceSetMoneyAmountRulesDTO",
      "/references/pricing/interfaces/pricing.UpdateCurrencyDTO",
      "/references/pricing/interfaces/pricing.UpdatePriceSetMoneyAmountRulesDTO",
      "/references/pricing/listAndCountCurrencies",
      "/references/pricing/listAndCountMoneyAmounts",
      "/references/pricing/listAndCountPriceSetMoneyAmountRules",
      "/references/pricing/listAndCountPriceSetMoneyAmounts",
      "/references/pricing/listCurrencies",
      "/references/pricing/listMoneyAmounts",
      "/references/pricing/listPriceSetMoneyAmountRules",
      "/references/pricing/listPriceSetMoneyAmounts",
      "/references/pricing/restoreMoneyAmounts",
      "/references/pricing/retrieveCurrency",
      "/references/pricing/retrieveMoneyAmount",
      "/references/pricing/retrievePriceSetMoneyAmountRules",
      "/references/pricing/softDeleteMoneyAmounts",
      "/references/pricing/updateCurrencies",
      "/references/pricing/updateMoneyAmounts",
      "/references/pricing/updatePriceSetMoneyAmountRules",
    ],
  },
  {
    reason:
      "@medusajs/types 1.11.17 has this name only inside the CurrencyTypes namespace of its Medusa 2 preview, which this reference does not document.",
    urls: [
      "/references/types/interfaces/types.CreateCurrencyDTO",
      "/references/types/interfaces/types.CurrencyDTO",
      "/references/types/interfaces/types.FilterableCurrencyProps",
      "/references/types/interfaces/types.UpdateCurrencyDTO",
    ],
  },
  {
    reason: "@medusajs/types 1.11.17 does not declare this type; the 1.x site documented another release of the package.",
    urls: [
      "/references/types/interfaces/types.AddCountryToRegionDTO",
      "/references/types/interfaces/types.CountryDTO",
      "/references/types/interfaces/types.CreatePriceSetMoneyAmountDTO",
      "/references/types/interfaces/types.CreatePriceSetMoneyAmountRulesDTO",
      "/references/types/interfaces/types.FilterablePriceSetMoneyAmountProps",
      "/references/types/interfaces/types.FilterablePriceSetMoneyAmountRulesProps",
      "/references/types/interfaces/types.FilterableRegionCurrencyProps",
      "/references/types/interfaces/types.PriceListPriceDTO",
      "/references/types/interfaces/types.PriceSetMoneyAmountDTO",
      "/references/types/interfaces/types.PriceSetMoneyAmountRulesDTO",
      "/references/types/interfaces/types.RegionCurrencyDTO",
      "/references/types/interfaces/types.RemoveCountryFromRegionDTO",
      "/references/types/interfaces/types.SetPaymentSessionsDTO",
      "/references/types/interfaces/types.UpdatePriceSetMoneyAmountDTO",
      "/references/types/interfaces/types.UpdatePriceSetMoneyAmountRulesDTO",
      "/references/types/WorkflowTypes/PriceListWorkflow/interfaces/types.WorkflowTypes.PriceListWorkflow.UpdatePriceListWorkflowDTO",
      "/references/types/WorkflowTypes/PriceListWorkflow/types/types.WorkflowTypes.PriceListWorkflow.PriceListVariantPriceDTO",
      "/references/product/interfaces/product.CreateProductVariantOptionDTO",
    ],
  },
  {
    reason:
      "IProductModuleService.updateTags is hidden by its authors in @medusajs/types 1.11.17 (@ignore: it cannot be given the ID of the tag to update).",
    urls: ["/references/product/updateTags"],
  },
  {
    reason:
      "@medusajs/medusa 1.20.11 exports no declaration of this name; the 1.x site listed it from another release (medusa-interfaces and the scheduled-job handler type).",
    urls: ["/references/medusa/medusa._medusa_interfaces_", "/references/medusa/types/medusa.handler"],
  },
];

/** 1.x URLs of declarations that the pinned packages have under another name (a typo fixed since). */
export const V1_RENAMED: Readonly<Record<string, string>> = {
  "/references/types/CustomerTypes/interfaces/types.CustomerTypes.CustomerGroupUpdatableFileds": "CustomerGroupUpdatableFields",
};

export const V1_MISSING: readonly MissingDeclaration[] = groups.flatMap((g) => g.urls.map((url) => ({ url, reason: g.reason })));
