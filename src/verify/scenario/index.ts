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
