import type { NotificationDto } from "@portal/contracts/notifications";
import type { RealtimeEvent } from "@portal/contracts/realtime";
import type { NotificationListRow, NotificationRow } from "./notifications.repository";

/** Row -> wire DTO (spec 3). `deadline` only when set; `offer_paused_left_ms` only while the offer is paused. */
export function toNotificationDto(n: NotificationListRow): NotificationDto {
  return {
    _id: n.id,
    title: n.title,
    message: n.message,
    receiver_id: n.receiverId,
    readed: n.readed,
    was_shown: n.wasShown,
    working_systems: n.workingSystems,
    linked_content: n.linkedContent,
    type: n.type,
    enterprise_id: n.enterpriseId,
    unit_id: n.unitId,
    ...(n.deadline && { deadline: n.deadline.toISOString() }),
    ...(n.offerPausedLeftMs != null && { offer_paused_left_ms: n.offerPausedLeftMs }),
    createdAt: n.createdAt.toISOString(),
  };
}

/** The small `notification.created` event pushed to the receiver's websockets. */
export function toNotificationCreatedEvent(
  n: NotificationRow,
): Extract<RealtimeEvent, { type: "notification.created" }> {
  return {
    type: "notification.created",
    notification: {
      _id: n.id,
      title: n.title,
      message: n.message,
      type: n.type,
      linked_content: n.linkedContent,
      deadline: n.deadline ? n.deadline.toISOString() : null,
      createdAt: n.createdAt.toISOString(),
    },
  };
}
