import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  { type: "doc", id: "development/fundamentals/architecture-overview" },
  { type: "doc", id: "development/fundamentals/dependency-injection" },
  { type: "doc", id: "development/fundamentals/transaction-orchestrator" },
  { type: "doc", id: "development/fundamentals/local-development" },
];

export default items;
