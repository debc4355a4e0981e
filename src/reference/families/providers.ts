import type { DeclKey } from "../extract/types";
import { indexPage, type Claim } from "../model/context";
import type { ReferenceFamily } from "../model/family";
import { firstSentence } from "../model/text";
import { docView } from "../model/views";

export interface ProviderSpec {
  family: string;
  title: string;
  pkg: string;
  file: string;
  iface: string;
  abstract: string;
}

/** Provider references: the interface a provider implements, and the abstract class it extends. */
export const PROVIDERS: readonly ProviderSpec[] = [
  {
    family: "file",
    title: "File Service",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/file-service.d.ts",
    iface: "IFileService",
    abstract: "AbstractFileService",
  },
  {
    family: "fulfillment",
    title: "Fulfillment Service",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/fulfillment-service.d.ts",
    iface: "FulfillmentService",
    abstract: "AbstractFulfillmentService",
  },
  {
    family: "notification",
    title: "Notification Service",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/notification-service.d.ts",
    iface: "INotificationService",
    abstract: "AbstractNotificationService",
  },
  {
    family: "payment",
    title: "Payment Processor",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/payment-processor.d.ts",
    iface: "PaymentProcessor",
    abstract: "AbstractPaymentProcessor",
  },
  {
    family: "price_selection",
    title: "Price Selection Strategy",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/price-selection-strategy.d.ts",
    iface: "IPriceSelectionStrategy",
    abstract: "AbstractPriceSelectionStrategy",
  },
  {
    family: "tax",
    title: "Tax Service",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/tax-service.d.ts",
    iface: "ITaxService",
    abstract: "AbstractTaxService",
  },
  {
    family: "tax_calculation",
    title: "Tax Calculation Strategy",
    pkg: "@medusajs/medusa",
    file: "dist/interfaces/tax-calculation-strategy.d.ts",
    iface: "ITaxCalculationStrategy",
    abstract: "AbstractTaxCalculationStrategy",
  },
  {
    family: "search",
    title: "Search Service",
    pkg: "@medusajs/types",
    file: "dist/search/interface.d.ts",
    iface: "ISearchService",
    abstract: "AbstractSearchService",
  },
];

/** A provider reference: the declarations of its interface file and the abstract class to extend. */
export function providerFamily(p: ProviderSpec): ReferenceFamily {
  const ifaceKey: DeclKey = `${p.pkg}:${p.file}:${p.iface}`;
  const claimed: Claim[] = [];
  let index = "";
  return {
    id: p.family,
    claim(ctx) {
      if (!ctx.ex.decls[ifaceKey]) throw new Error(`Reference: missing provider interface ${ifaceKey}`);
      const prefix = `${p.pkg}:${p.file}:`;
      const inFile = Object.keys(ctx.ex.decls)
        .filter((k) => k.startsWith(prefix))
        .sort();
      for (const key of [ifaceKey, ...inFile]) {
        const c = ctx.claimPattern(key, p.family, p.family);
        if (c) claimed.push(c);
      }
      const abstractRef = [...ctx.exported("medusa"), ...ctx.exported("utils")].find((e) => e.name === p.abstract);
      if (abstractRef) {
        const c = ctx.claimPattern(abstractRef.key, p.family, p.family, { docsFrom: ifaceKey });
        if (c) claimed.push(c);
      }
      index = ctx.uniqueRoute(`/references/${p.family}`);
    },
    emit(ctx) {
      const iface = ctx.decl(ifaceKey);
      const summary = firstSentence(docView(iface.doc, ctx.links, iface.loc).summary, 400);
      const intro = ctx.intro("provider", {
        title: p.title,
        what: p.title.toLowerCase(),
        iface: p.iface,
        abstract: p.abstract,
        ifaceHref: ctx.links.href(ifaceKey)!,
        summary: summary || `A ${p.title.toLowerCase()} implements ${p.iface}.`,
      });
      // Provider references are reached from the guides built on them, not from a sidebar.
      return { pages: [indexPage(index, intro, [{ title: "Reference", items: ctx.indexItems(claimed) }], { sidebar: false })] };
    },
  };
}
