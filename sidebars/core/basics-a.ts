import type { SidebarItemInput } from "../../src/sidebars/types";

const items: SidebarItemInput[] = [
  {
    type: "category",
    label: "Entities",
    link: "development/entities/overview",
    items: [
      "development/entities/create",
      "development/entities/extend-entity",
      "development/entities/repositories",
      "development/entities/extend-repository",
      {
        type: "category",
        label: "Migrations",
        link: "development/entities/migrations/overview",
        items: ["development/entities/migrations/create"],
      },
    ],
  },
  {
    type: "category",
    label: "API Routes",
    link: "development/api-routes/overview",
    items: [
      "development/api-routes/create",
      "development/api-routes/add-middleware",
      "development/api-routes/extend-validator",
      "development/api-routes/example-logged-in-user",
      "development/api-routes/create-express-route",
      "development/api-routes/add-middleware-express-route",
    ],
  },
  {
    type: "category",
    label: "Services",
    link: "development/services/overview",
    items: ["development/services/create-service", "development/services/extend-service"],
  },
  {
    type: "category",
    label: "Events",
    link: "development/events/index",
    items: [
      "development/events/subscribers",
      "development/events/create-subscriber",
      "development/events/create-subscriber-deprecated",
      "development/events/events-list",
      {
        type: "category",
        label: "Events Modules",
        items: ["development/events/modules/local", "development/events/modules/redis", "development/events/create-module"],
      },
    ],
  },
];

export default items;
