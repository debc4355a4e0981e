import type { SidebarsConfig } from "../src/sidebars/types";
import homepage from "./homepage";
import modules from "./modules";
import core from "./core";
import upgradeGuides from "./upgradeGuides";
import troubleshooting from "./troubleshooting";
import plugins from "./plugins";
import userGuideSidebar from "./userGuideSidebar";
import experimentalSidebar from "./experimentalSidebar";
import servicesSidebar from "./servicesSidebar";
import jsClientSidebar from "./jsClientSidebar";
import entitiesSidebar from "./entitiesSidebar";
import pricingReference from "./pricingReference";
import productReference from "./productReference";
import stockLocationReference from "./stockLocationReference";
import inventoryReference from "./inventoryReference";
import workflowsSidebar from "./workflowsSidebar";
import medusaReactSidebar from "./medusaReactSidebar";
import apiAdminSidebar from "./apiAdminSidebar";
import apiStoreSidebar from "./apiStoreSidebar";
import referenceSidebar from "./referenceSidebar";
import errorsReference from "./errorsReference";

/** The 17 sidebars of the specification, the two of the REST API reference, the reference's front page's and the error reference's. Each lives in its own file, named by its id. */
export const sidebars: SidebarsConfig = {
  homepage,
  modules,
  core,
  upgradeGuides,
  troubleshooting,
  plugins,
  userGuideSidebar,
  experimentalSidebar,
  servicesSidebar,
  jsClientSidebar,
  entitiesSidebar,
  pricingReference,
  productReference,
  stockLocationReference,
  inventoryReference,
  workflowsSidebar,
  medusaReactSidebar,
  apiAdminSidebar,
  apiStoreSidebar,
  referenceSidebar,
  errorsReference,
};
