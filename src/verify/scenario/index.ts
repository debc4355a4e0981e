/**
 * The scenario: the step groups in the order they run. Later groups use what earlier ones saved
 * (a group that needs an order runs after the checkout that places it).
 */
import { authGroup } from "./auth";
import { productsGroup } from "./products";
import type { StepGroup } from "./types";

export const SCENARIO: StepGroup[] = [authGroup, productsGroup];
