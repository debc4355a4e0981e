import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Behaviour that pages of several areas state and must state alike (issue 13, cross-area pass),
 * run against the pinned packages: notification providers are reached through a subscriber of
 * every event (`*`), which the local events module never calls, so every page that sets up a
 * notification provider names the Redis events module.
 */
const root = join(import.meta.dirname, "../../..");
const require = createRequire(import.meta.url);
const page = (id: string) => readFileSync(join(root, "content", `${id}.mdx`), "utf8");

type Subscriber = (data: unknown, eventName?: string) => unknown;

describe("notifications and the local events module", () => {
  it("the core's notification subscriber listens to every event with *", () => {
    const NotificationSubscriber = (
      require("@medusajs/medusa/dist/subscribers/notification.js") as {
        default: new (c: Record<string, unknown>) => unknown;
      }
    ).default;
    const subscribed: string[] = [];
    new NotificationSubscriber({
      eventBusService: { subscribe: (event: string) => subscribed.push(event) },
      notificationService: { handleEvent: () => undefined },
    });
    expect(subscribed).toEqual(["*"]);
  });

  it("the local events module calls only the subscribers of the exact event name, without the name", async () => {
    const LocalEventBusService = (
      require("@medusajs/event-bus-local/dist/services/event-bus-local.js") as {
        default: new (
          c: Record<string, unknown>,
          o: Record<string, unknown>,
          d: Record<string, unknown>,
        ) => {
          subscribe(event: string, s: Subscriber): unknown;
          emit(event: string, data: unknown): Promise<void>;
        };
      }
    ).default;
    const bus = new LocalEventBusService({ logger: { info: () => undefined, error: () => undefined } }, {}, {});
    const calls: [string, unknown, unknown][] = [];
    bus.subscribe("*", (data, name) => void calls.push(["*", data, name]));
    bus.subscribe("order.placed", (data, name) => void calls.push(["order.placed", data, name]));
    await bus.emit("order.placed", { id: "order_1" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([["order.placed", { id: "order_1" }, undefined]]);
  });

  it("every page that sets up a notification provider says it needs the Redis events module", () => {
    const pages = [
      "development/notification/overview",
      "development/notification/create-notification-provider",
      "development/events/modules/local",
      "plugins/notifications/index",
      "plugins/notifications/sendgrid",
      "modules/orders/backend/send-order-confirmation",
      "modules/gift-cards/backend/send-gift-card-to-customer",
    ];
    const silent = pages.filter((id) => !/\/development\/events\/modules\/redis|Redis Events Module/i.test(page(id)));
    expect(silent).toEqual([]);
    const unqualified = pages.filter((id) => !/`\*`|wildcard/.test(page(id)));
    expect(unqualified).toEqual([]);
  });
});
