/**
 * The store's settings and the admin's own resources: the store and its currencies, regions and
 * their countries and providers, tax rates, shipping profiles and options, return reasons, users
 * and invites, customers and customer groups, batch jobs, discounts and gift cards. Each creates
 * what it changes and removes it at the end, so the seed stays as the order groups need it.
 */
import { mailToken } from "./picks";
import type { ResponseView, StepGroup } from "./types";

const field =
  <T>(pick: (body: T) => unknown) =>
  (response: ResponseView): unknown =>
    pick(response.body as T);

export const storeSettingsGroup: StepGroup = {
  name: "store settings",
  steps: [
    { op: "admin GetStore" },
    { op: "admin PostStore", body: { swap_link_template: "https://verify.test/swaps/{cart_id}" } },
    { op: "admin GetStorePaymentProviders" },
    { op: "admin GetStoreTaxProviders" },
    { op: "admin PostStoreCurrenciesCode", path: { code: "dkk" } },
    { op: "admin DeleteStoreCurrenciesCode", path: { code: "dkk" } },
    { op: "admin GetCurrencies" },
    { op: "admin PostCurrenciesCurrency", path: { code: "eur" }, body: { includes_tax: true } },
    { op: "admin GetApps" },

    // Regions
    { op: "admin GetRegions" },
    {
      op: "admin PostRegions",
      body: {
        name: "Verify Nordics {@run}",
        currency_code: "eur",
        tax_rate: 25,
        payment_providers: ["manual"],
        fulfillment_providers: ["manual"],
        countries: ["se"],
      },
      save: { region: "region.id" },
    },
    { op: "admin GetRegionsRegion", path: { id: "@region" } },
    { op: "admin PostRegionsRegion", path: { id: "@region" }, body: { name: "Verify Scandinavia {@run}" } },
    {
      op: "admin PostRegionsRegionCountries",
      path: { id: "@region" },
      body: { country_code: "no" },
      sample: { replace: { '"dk"': '"fi"' } },
    },
    { op: "admin PostRegionsRegionCountriesCountry", path: { id: "@region", country_code: "no" } },
    { op: "admin GetRegionsRegionFulfillmentOptions", path: { id: "@region" } },
    { op: "admin PostRegionsRegionPaymentProvidersProvider", path: { id: "@region", provider_id: "manual" } },
    { op: "admin PostRegionsRegionPaymentProviders", path: { id: "@region" }, body: { provider_id: "manual" } },
    { op: "admin PostRegionsRegionFulfillmentProvidersProvider", path: { id: "@region", provider_id: "manual" } },
    { op: "admin PostRegionsRegionFulfillmentProviders", path: { id: "@region" }, body: { provider_id: "manual" } },

    // Tax rates
    {
      op: "admin PostTaxRates",
      body: { code: "VERIFY-{@run}", name: "Verify reduced rate", region_id: "@region", rate: 12 },
      save: { taxRate: "tax_rate.id" },
      sample: { vars: { region_id: "@region" } },
    },
    { op: "admin GetTaxRates" },
    { op: "admin GetTaxRatesTaxRate", path: { id: "@taxRate" } },
    { op: "admin PostTaxRatesTaxRate", path: { id: "@taxRate" }, body: { rate: 6 } },
    {
      op: "admin PostTaxRatesTaxRateProducts",
      path: { id: "@taxRate" },
      body: { products: ["@seed.products.mug.id"] },
      sample: { vars: { product_id: "@seed.products.mug.id" } },
    },
    {
      op: "admin DeleteTaxRatesTaxRateProducts",
      path: { id: "@taxRate" },
      body: { products: ["@seed.products.mug.id"] },
      sample: { vars: { product_id: "@seed.products.mug.id" } },
    },
    {
      op: "admin PostTaxRatesTaxRateProductTypes",
      path: { id: "@taxRate" },
      body: { product_types: ["@seed.productTypeId"] },
      sample: { vars: { product_type_id: "@seed.productTypeId" } },
    },
    {
      op: "admin DeleteTaxRatesTaxRateProductTypes",
      path: { id: "@taxRate" },
      body: { product_types: ["@seed.productTypeId"] },
      sample: { vars: { product_type_id: "@seed.productTypeId" } },
    },

    // Shipping profiles and options
    { op: "admin GetShippingProfiles" },
    {
      op: "admin PostShippingProfiles",
      body: { name: "Verify Bulky {@run}", type: "custom" },
      save: { profile: "shipping_profile.id" },
    },
    { op: "admin GetShippingProfilesProfile", path: { id: "@profile" } },
    { op: "admin PostShippingProfilesProfile", path: { id: "@profile" }, body: { name: "Verify Oversized {@run}" } },
    { op: "admin GetShippingOptions" },
    {
      op: "admin PostShippingOptions",
      body: {
        name: "Verify Nordic Post",
        region_id: "@region",
        provider_id: "manual",
        profile_id: "@profile",
        data: { id: "manual-fulfillment" },
        price_type: "flat_rate",
        amount: 700,
      },
      save: { shippingOption: "shipping_option.id" },
      // In the seed region: a region the scenario deletes would leave the sample's option behind, and listing options then answers 404.
      sample: { vars: { region_id: "@seed.regions.us.id" } },
    },
    { op: "admin GetShippingOptionsOption", path: { id: "@shippingOption" } },
    {
      op: "admin PostShippingOptionsOption",
      path: { id: "@shippingOption" },
      body: { name: "Verify Nordic Post (small parcels)", requirements: [{ type: "max_subtotal", amount: 50000 }] },
      save: { requirement: "shipping_option.requirements.0.id" },
      sample: { vars: { requirement_id: "@requirement" } },
    },
    {
      op: "admin PostTaxRatesTaxRateShippingOptions",
      path: { id: "@taxRate" },
      body: { shipping_options: ["@shippingOption"] },
      sample: { vars: { shipping_option_id: "@shippingOption" } },
    },
    {
      op: "admin DeleteTaxRatesTaxRateShippingOptions",
      path: { id: "@taxRate" },
      body: { shipping_options: ["@shippingOption"] },
      sample: { vars: { shipping_option_id: "@shippingOption" } },
    },
    { op: "admin DeleteTaxRatesTaxRate", path: { id: "@taxRate" } },
    { op: "admin DeleteShippingOptionsOption", path: { id: "@shippingOption" } },
    { op: "admin DeleteShippingProfilesProfile", path: { id: "@profile" } },
    { op: "admin DeleteRegionsRegion", path: { id: "@region" } },

    // Return reasons
    { op: "admin GetReturnReasons" },
    {
      op: "admin PostReturnReasons",
      body: { label: "Arrived late", value: "verify_late_{@run}" },
      save: { returnReason: "return_reason.id" },
    },
    { op: "admin GetReturnReasonsReason", path: { id: "@returnReason" } },
    {
      op: "admin PostReturnReasonsReason",
      path: { id: "@returnReason" },
      body: { description: "The parcel came after the date we promised" },
    },
    { op: "admin DeleteReturnReason", path: { id: "@returnReason" } },
  ],
};

export const usersGroup: StepGroup = {
  name: "users and invites",
  steps: [
    { op: "admin GetUsers" },
    {
      op: "admin PostUsers",
      body: { email: "colleague-{@run}@medusa-verify.test", password: "verify-colleague-password", role: "member" },
      save: { colleague: "user.id", colleagueEmail: "user.email" },
    },
    { op: "admin GetUsersUser", path: { id: "@colleague" } },
    { op: "admin PostUsersUser", path: { id: "@colleague" }, body: { first_name: "Verify", last_name: "Colleague" } },
    {
      op: "admin PostUsersUserPasswordToken",
      as: "anonymous",
      body: { email: "@colleagueEmail" },
      note: "the token goes out in the user.password_reset event, which the verify backend's mailbox keeps",
    },
    {
      op: "admin PostUsersUserPassword",
      as: "anonymous",
      body: {
        email: "@colleagueEmail",
        token: mailToken("user.password_reset", "email", "@colleagueEmail"),
        password: "verify-new-colleague-password",
      },
      sample: { replace: { supersecrettoken: mailToken("user.password_reset", "email", "user@example.com") } },
    },
    { op: "admin DeleteUsersUser", path: { id: "@colleague" } },

    {
      op: "admin PostInvites",
      body: { user: "invitee-{@run}@medusa-verify.test", role: "member" },
      sample: { replace: { "user@example.com": "sample-invitee-{@run}@medusa-verify.test" } },
    },
    {
      op: "admin PostInvitesInviteAccept",
      as: "anonymous",
      body: {
        token: mailToken("invite.created", "user_email", "invitee-{@run}@medusa-verify.test"),
        user: { first_name: "Verify", last_name: "Invitee", password: "verify-invitee-password" },
      },
      sample: { vars: { token: mailToken("invite.created", "user_email", "sample-invitee-{@run}@medusa-verify.test") } },
    },
    {
      op: "admin PostInvites",
      body: { user: "second-invitee-{@run}@medusa-verify.test", role: "developer" },
      sample: { skip: "the first call ran it" },
    },
    {
      op: "admin GetInvites",
      save: {
        invite: field<{ invites: { id: string; user_email: string }[] }>(
          (body) => body.invites.find((invite) => invite.user_email.startsWith("second-invitee-"))?.id,
        ),
      },
    },
    { op: "admin PostInvitesInviteResend", path: { invite_id: "@invite" } },
    { op: "admin DeleteInvitesInvite", path: { invite_id: "@invite" } },
  ],
};

export const customersGroup: StepGroup = {
  name: "customers and groups",
  steps: [
    { op: "admin GetCustomers" },
    {
      op: "admin PostCustomers",
      body: {
        email: "shopper-{@run}@medusa-verify.test",
        first_name: "Verify",
        last_name: "Shopper",
        password: "verify-shopper-password",
      },
      save: { shopper: "customer.id" },
      sample: { replace: { "user@example.com": "sample-shopper-{@run}@medusa-verify.test" } },
    },
    { op: "admin GetCustomersCustomer", path: { id: "@shopper" } },
    { op: "admin PostCustomersCustomer", path: { id: "@shopper" }, body: { phone: "+1 555 0123" } },
    { op: "admin PostCustomerGroups", body: { name: "Verify Regulars {@run}" }, save: { group: "customer_group.id" } },
    { op: "admin GetCustomerGroups" },
    { op: "admin GetCustomerGroupsGroup", path: { id: "@group" } },
    {
      op: "admin PostCustomerGroupsGroup",
      path: { id: "@group" },
      body: { name: "Verify Loyal Regulars {@run}" },
      sample: { replace: { VIP: "Verify VIP {@run}" } },
    },
    {
      op: "admin PostCustomerGroupsGroupCustomersBatch",
      path: { id: "@group" },
      body: { customer_ids: [{ id: "@shopper" }] },
      sample: { replace: { cus_01G2Q4BS9GAHDBMDEN4ZQZCJB2: "@shopper" } },
    },
    { op: "admin GetCustomerGroupsGroupCustomers", path: { id: "@group" } },
    {
      op: "admin DeleteCustomerGroupsGroupCustomerBatch",
      path: { id: "@group" },
      body: { customer_ids: [{ id: "@shopper" }] },
      sample: { replace: { cus_01G2Q4BS9GAHDBMDEN4ZQZCJB2: "@shopper" } },
    },
    { op: "admin DeleteCustomerGroupsCustomerGroup", path: { id: "@group" } },
  ],
};

export const promotionsGroup: StepGroup = {
  name: "batch jobs, discounts and gift cards",
  steps: [
    {
      op: "admin PostBatchJobs",
      body: { type: "product-export", context: {}, dry_run: true },
      save: { exportJob: "batch_job.id" },
    },
    { op: "admin GetBatchJobs" },
    {
      op: "admin GetBatchJobsBatchJob",
      path: { id: "@exportJob" },
      until: { test: (response) => (response.body as { batch_job?: { status?: string } }).batch_job?.status === "pre_processed" },
    },
    { op: "admin PostBatchJobsBatchJobCancel", path: { id: "@exportJob" } },
    {
      op: "admin PostBatchJobs",
      body: { type: "product-export", context: {}, dry_run: true },
      save: { secondExportJob: "batch_job.id" },
      sample: { skip: "the first call ran it" },
    },
    {
      op: "admin GetBatchJobsBatchJob",
      path: { id: "@secondExportJob" },
      until: { test: (response) => (response.body as { batch_job?: { status?: string } }).batch_job?.status === "pre_processed" },
    },
    { op: "admin PostBatchJobsBatchJobConfirmProcessing", path: { id: "@secondExportJob" } },

    { op: "admin GetDiscounts" },
    {
      op: "admin PostDiscounts",
      body: {
        code: "VERIFY15-{@run}",
        rule: { type: "percentage", value: 15, allocation: "total", description: "15% off" },
        regions: ["@seed.regions.us.id"],
      },
      save: { discount: "discount.id", discountCode: "discount.code" },
      sample: { vars: { region_id: "@seed.regions.us.id" } },
    },
    { op: "admin GetDiscountsDiscount", path: { id: "@discount" } },
    { op: "admin GetDiscountsDiscountCode", path: { code: "@discountCode" } },
    {
      op: "admin PostDiscountsDiscount",
      path: { id: "@discount" },
      body: { usage_limit: 100 },
      sample: { replace: { TEST: "VERIFY15B-{@run}" } },
    },
    { op: "admin PostDiscountsDiscountRegionsRegion", path: { id: "@discount", region_id: "@seed.regions.eu.id" } },
    { op: "admin DeleteDiscountsDiscountRegionsRegion", path: { id: "@discount", region_id: "@seed.regions.eu.id" } },
    {
      op: "admin PostDiscountsDiscountConditions",
      path: { discount_id: "@discount" },
      // not_in: the cURL sample adds an "in" condition of products after it, and a rule takes one condition per type and operator.
      body: { operator: "not_in", products: ["@seed.products.shirt.id"] },
      query: { expand: "rule,rule.conditions" },
      sample: { vars: { product_id: "@seed.products.shirt.id" } },
      save: {
        condition: field<{ discount: { rule: { conditions: { id: string }[] } } }>(
          (body) => body.discount.rule.conditions[0]?.id,
        ),
      },
    },
    { op: "admin GetDiscountsDiscountConditionsCondition", path: { discount_id: "@discount", condition_id: "@condition" } },
    {
      op: "admin PostDiscountsDiscountConditionsCondition",
      path: { discount_id: "@discount", condition_id: "@condition" },
      body: { products: ["@seed.products.shirt.id", "@seed.products.mug.id"] },
      sample: { replace: { prod_01G1G5V2MBA328390B5AXJ610F: "@seed.products.shirt.id" } },
    },
    {
      op: "admin DeleteDiscountsDiscountConditionsConditionBatch",
      path: { discount_id: "@discount", condition_id: "@condition" },
      body: { resources: [{ id: "@seed.products.mug.id" }] },
      sample: { replace: { item_id: "@seed.products.mug.id" } },
    },
    {
      op: "admin PostDiscountsDiscountConditionsConditionBatch",
      path: { discount_id: "@discount", condition_id: "@condition" },
      body: { resources: [{ id: "@seed.products.mug.id" }] },
      sample: { replace: { item_id: "@seed.products.mug.id" } },
    },
    { op: "admin DeleteDiscountsDiscountConditionsCondition", path: { discount_id: "@discount", condition_id: "@condition" } },
    {
      op: "admin PostDiscounts",
      body: {
        code: "VERIFYDYN-{@run}",
        is_dynamic: true,
        rule: { type: "fixed", value: 500, allocation: "total", description: "5 off" },
        regions: ["@seed.regions.us.id"],
      },
      save: { dynamicDiscount: "discount.id" },
      sample: { skip: "the first call ran it" },
    },
    {
      op: "admin PostDiscountsDiscountDynamicCodes",
      path: { id: "@dynamicDiscount" },
      body: { code: "VERIFYDYN-{@run}-A", usage_limit: 1 },
      sample: { replace: { TEST: "VERIFYDYN-{@run}-B" } },
    },
    { op: "admin DeleteDiscountsDiscountDynamicCodesCode", path: { id: "@dynamicDiscount", code: "VERIFYDYN-{@run}-A" } },
    { op: "admin DeleteDiscountsDiscount", path: { id: "@dynamicDiscount" } },

    { op: "admin GetGiftCards" },
    {
      op: "admin PostGiftCards",
      body: { region_id: "@seed.regions.us.id", value: 2500 },
      save: { giftCard: "gift_card.id" },
      sample: { vars: { region_id: "@seed.regions.us.id" } },
    },
    { op: "admin GetGiftCardsGiftCard", path: { id: "@giftCard" } },
    {
      op: "admin PostGiftCardsGiftCard",
      path: { id: "@giftCard" },
      body: { balance: 2000 },
      sample: { vars: { region_id: "@seed.regions.us.id" } },
    },
    { op: "admin DeleteGiftCardsGiftCard", path: { id: "@giftCard" } },
  ],
};
