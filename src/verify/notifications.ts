/**
 * A notification provider for the verify backend, written into the project's own `dist/` (Medusa
 * loads a project's `dist/services` and `dist/subscribers` as it loads a plugin's): without one,
 * the backend creates no notification, and `GET /admin/notifications` and the resend route have
 * nothing to list or resend.
 *
 * The service is what `@medusajs/medusa/dist/loaders/plugins.js` registers as a notification
 * provider (`AbstractNotificationService.isNotificationService` reads the class's
 * `_isNotificationService`; the defaults loader stores `getIdentifier()` in
 * `notification_provider`); it sends nothing and answers where it would have sent (the order's
 * email), which `NotificationService.send` stores as the notification. The subscriber subscribes it
 * to `order.placed`, as a notification plugin's subscriber does (`notificationService.subscribe`),
 * and hands that event to the notification service itself: the core's subscriber
 * (`subscribers/notification.js`) subscribes to "*", which the local event bus the verify backend
 * runs (`@medusajs/event-bus-local`, a Node EventEmitter) never emits, so with it no provider is
 * ever called.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The provider's identifier: the notifications' `provider_id` is `verify-notifications`. */
export const NOTIFICATION_PROVIDER = "verify-notifications";

/** The event the provider is subscribed to. */
export const NOTIFIED_EVENT = "order.placed";

const SERVICE = `// Written by src/verify/notifications.ts: a notification provider that sends nothing.
class VerifyNotificationService {
  constructor(container) {
    this.container_ = container;
  }
  getIdentifier() {
    return VerifyNotificationService.identifier;
  }
  async sendNotification(event, data) {
    let to = "notifications@medusa-verify.test";
    try {
      to = (await this.container_.orderService.retrieve(data.id, { select: ["id", "email"] })).email;
    } catch (error) {
      console.warn("medusa-verify: " + event + " " + data.id + ": " + error.message);
    }
    return { to, data: { event, id: data.id } };
  }
  async resendNotification(notification, config) {
    return { to: (config && config.to) || notification.to, data: notification.data };
  }
}
VerifyNotificationService.identifier = ${JSON.stringify(NOTIFICATION_PROVIDER)};
VerifyNotificationService._isNotificationService = true;
exports.default = VerifyNotificationService;
`;

const SUBSCRIBER = `// Written by src/verify/notifications.ts: subscribes the provider to ${NOTIFIED_EVENT}.
class VerifyNotificationSubscriber {
  constructor({ eventBusService, notificationService }) {
    notificationService.subscribe(${JSON.stringify(NOTIFIED_EVENT)}, ${JSON.stringify(NOTIFICATION_PROVIDER)});
    // The core's subscriber hands every event to the notification service by subscribing to "*",
    // which @medusajs/event-bus-local does not read as every event: hand this one over here.
    eventBusService.subscribe(
      ${JSON.stringify(NOTIFIED_EVENT)},
      (data) => notificationService.handleEvent(${JSON.stringify(NOTIFIED_EVENT)}, data),
      { subscriberId: "medusa-verify-notifications" },
    );
  }
}
exports.default = VerifyNotificationSubscriber;
`;

/** Writes the provider and its subscriber into the project folder `dir`. */
export async function writeNotificationProvider(dir: string): Promise<void> {
  for (const [folder, text] of [
    ["services", SERVICE],
    ["subscribers", SUBSCRIBER],
  ] as const) {
    await mkdir(join(dir, "dist", folder), { recursive: true });
    await writeFile(join(dir, "dist", folder, `${NOTIFICATION_PROVIDER}.js`), text);
  }
}
