// The module's public surface: what the API's routes, the worker and the tests use. Inside the package, import files directly.

export { FeedVersions, feedVersionKey } from "./feed-version";
export { NotificationListCache } from "./list-cache";
export { toNotificationDto } from "./notifications.mapper";
export { emitRealtime, NotificationsService, notifyInTx } from "./notifications.service";
