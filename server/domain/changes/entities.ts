import type { EntityKind, EntityName } from "./entity-kind.ts";
import {
  headingSectionEntity,
  heroEntity,
  metricEntity,
  pageLayoutEntity,
  templateSectionEntity,
} from "./page-entities.ts";
import { menuItemEntity, postEntity, profileEntity, submenuItemEntity } from "./site-entities.ts";
import { orderRequestEntity } from "../../../features/orders/server/domain/order-request-entity.ts";
import { organizationListEntity, organizationSettingsEntity } from "../organizations/organization-entities.ts";
import { mediaEntity } from "../media/media-entity.ts";
import { meetingTypeEntity } from "../../../features/meetings/server/domain/meeting-type-entity.ts";
import { aiAgentEntity } from "../../../features/ai/server/domain/ai-agent-entity.ts";
import { cannedReplyEntity } from "../../../features/live-support/server/domain/canned-replies.ts";
import { bookingEntity } from "../../../features/meetings/server/domain/booking-entity.ts";
import { conversationEntity } from "../../../features/live-support/server/domain/conversation-entity.ts";
import { domainEntity } from "../../../features/domains/server/domain/domain-entity.ts";
import { translationEntity } from "../../../features/translations/server/domain/confirm-translation.ts";

/** Every kind of record the change function and restore know, composed from the entity groups. */
export * from "./entity-kind.ts";
export * from "./page-entities.ts";
export * from "./site-entities.ts";

export const ENTITIES: Record<EntityName, EntityKind> = {
  profile: profileEntity,
  metric: metricEntity,
  template_section: templateSectionEntity,
  heading_section: headingSectionEntity,
  page_layout: pageLayoutEntity,
  organization_settings: organizationSettingsEntity,
  organization_list: organizationListEntity,
  menu_item: menuItemEntity,
  submenu_item: submenuItemEntity,
  post: postEntity,
  hero: heroEntity,
  media: mediaEntity,
  meeting_type: meetingTypeEntity,
  ai_agent: aiAgentEntity,
  order_request: orderRequestEntity,
  canned_reply: cannedReplyEntity,
  booking: bookingEntity,
  conversation: conversationEntity,
  domain: domainEntity,
  translation: translationEntity,
};
