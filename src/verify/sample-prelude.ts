/**
 * The values a JS Client or Medusa React sample of the REST reference leaves to its reader: the
 * backend's URL and the IDs of the records it acts on. The type-check declares them (with these
 * types), and the JS Client run gives each the text `{name}`, which the runner reads back as a path
 * parameter. A sample that uses any other name it does not declare fails the type-check.
 */
export const SAMPLE_PLACEHOLDERS: Readonly<Record<string, string>> = {
  MEDUSA_BACKEND_URL: "string",
  code: "string",
  token: "string",
  file: "File",
  // Shorthand properties (`{ item_id, quantity: 1 }`): the ID the reader puts there.
  ...Object.fromEntries(
    [
      "file_key",
      "fulfillment_id",
      "item_id",
      "option_id",
      "order_id",
      "provider_id",
      "region_id",
      "resource_id",
      "variant_id",
    ].map((name) => [name, "string"]),
  ),
  ...Object.fromEntries(
    [
      "addressId",
      "batchJobId",
      "cartId",
      "channelId",
      "claimId",
      "collectionId",
      "conditionId",
      "customerGroupId",
      "customerId",
      "discountId",
      "draftOrderId",
      "fulfillmentId",
      "giftCardId",
      "inventoryItemId",
      "inviteId",
      "itemChangeId",
      "itemId",
      "lineId",
      "lineItemId",
      "locationId",
      "noteId",
      "notificationId",
      "optionId",
      "orderEditId",
      "orderId",
      "paymentCollectionId",
      "paymentId",
      "priceId",
      "priceListId",
      "productCategoryId",
      "productId",
      "productId1",
      "productId2",
      "productTypeId",
      "productVariantId",
      "profileId",
      "publishableApiKeyId",
      "reasonId",
      "regionId",
      "requirementId",
      "reservationId",
      "returnId",
      "returnReasonId",
      "salesChannelId",
      "sessionId",
      "shippingOptionId",
      "shippingProfileId",
      "stockLocationId",
      "swapId",
      "taxRateId",
      "userId",
      "variantId",
    ].map((name) => [name, "string"]),
  ),
};

/** The declarations the type-check puts beside the samples. */
export function preludeSource(): string {
  const lines = Object.entries(SAMPLE_PLACEHOLDERS).map(([name, type]) => `  const ${name}: ${type};`);
  return `declare global {\n${lines.join("\n")}\n}\nexport {};\n`;
}
