/**
 * The scenario: the step groups in the order they run. Later groups use what earlier ones saved
 * (the order groups use the orders the checkout groups place).
 */
import { authGroup } from "./auth";
import { errorsGroup } from "./errors";
import {
  accountGroup,
  checkoutGroup,
  customerOrdersGroup,
  draftOrdersGroup,
  orderAGroup,
  orderBGroup,
  orderCGroup,
  storefrontGroup,
} from "./orders";
import { catalogueGroup } from "./products";
import { customersGroup, promotionsGroup, storeSettingsGroup, usersGroup } from "./settings";
import type { StepGroup } from "./types";

export const SCENARIO: StepGroup[] = [
  authGroup,
  catalogueGroup,
  storeSettingsGroup,
  usersGroup,
  customersGroup,
  promotionsGroup,
  storefrontGroup,
  accountGroup,
  checkoutGroup,
  orderAGroup,
  orderBGroup,
  orderCGroup,
  draftOrdersGroup,
  customerOrdersGroup,
  // Last: requests that must fail, on records of their own.
  errorsGroup,
];

/**
 * Routes the exercises (exercise-inline.ts) do not send a second time after their step, because a
 * second call would change what later steps rely on; their fields count only when a step sends them.
 */
export const NO_REPLAY: Readonly<Record<string, string>> = {
  "admin PostOrdersOrderRefunds": "a second refund would change the amounts later steps check",
  "admin PostOrdersOrderReturns": "a second return request would change what later steps receive",
  "admin PostShippingOptions":
    "a second option in a region the scenario deletes later makes GET /store/shipping-options answer 404 (the backend lists the options of deleted regions)",
};
