import { expect } from "vitest";
import { nextIp } from "../../tests/setup/accounts.ts";
import {
  type Body,
  t,
  organizationId,
  cookie,
  type Entry,
  unique,
  ok,
  newMenuItem,
  newSubmenuItem,
  newMetric,
  newSection,
  newHeading,
  newHero,
  newPost,
  newAgent,
  newCannedReply,
  newOrder,
  newMeetingType,
  newBooking,
  newConversation,
  organization,
  png,
} from "./write-versions.setup.ts";

export const CREATES = "creates a new record: it is based on no earlier version (two admins may each add one)";
export const ACCOUNT = "an account or sign-in operation, not content: no record version to be based on";
export const VISITOR = "a visitor's own submission (no shared record is overwritten)";

/** Every write operation of the document: its race, or why it has none. */
export const WRITES: Record<string, Entry> = {
  "POST /auth/register": { exempt: ACCOUNT },
  "POST /auth/login": { exempt: ACCOUNT },
  "POST /auth/sign-out": { exempt: ACCOUNT },
  "POST /auth/sign-out-everywhere": { exempt: ACCOUNT },
  "POST /auth/password-reset/request": { exempt: ACCOUNT },
  "POST /auth/password-reset/confirm": { exempt: ACCOUNT },
  "POST /account/password": { exempt: ACCOUNT },
  "PUT /account/ui-language": { exempt: "a person's own preference, last write wins: no record version" },
  "PUT /account/time-zone": { exempt: "a person's own preference, last write wins: no record version" },
  // The platform's own writes (decision 064): members and a site's life, not a site's content.
  "POST /platform/sites/{id}/invitations": { exempt: "mails a single-use invitation: no record version" },
  "POST /platform/invitations/{token}/accept": { exempt: "redeems a single-use token once: no record version" },
  "DELETE /platform/sites/{id}/members/{accountId}": { exempt: "removes a console membership: no record version" },
  "DELETE /platform/sites/{id}": { exempt: "the site's name typed exactly guards it; a deleted site is a conflict" },
  "POST /platform/sites/{id}/restore": { exempt: "only a deleted site is restored; a second restore is a conflict" },
  // Platform accounts (decision 062): sessions and single-use tokens, no record.
  "POST /platform/sign-up": { exempt: "creates an unconfirmed platform account: nothing to be stale against" },
  "POST /platform/confirm": { exempt: "redeems a single-use confirmation token once" },
  "POST /platform/confirmation": { exempt: "mails a new confirmation link: no record version" },
  "POST /platform/sign-in": { exempt: "opens a session: no record" },
  "PUT /platform/ui-language": { exempt: "a person's own preference, last write wins: no record version" },
  "POST /platform/sign-out": { exempt: "ends a session: no record" },
  // Site creation and hand-off (decisions 060, 063): a new site, or a single-use token.
  "POST /platform/sites": { exempt: "creates a new site: the unique slug settles races" },
  "POST /platform/sites/import": { exempt: "creates a new site from an archive: the unique slug settles races" },
  "POST /platform/sites/{id}/handoff": { exempt: "makes a single-use sign-in token: no record version" },
  "POST /site/publish": { exempt: "draft → live once; publishing a live site changes nothing (applyChange, revision)" },
  // Operators (decision 065): state moves guarded by the current status, each with a reason in the audit.
  "POST /operator/sites/{id}/suspend": { exempt: "only a live or draft site is suspended; a second is a conflict" },
  "POST /operator/sites/{id}/resume": { exempt: "only a suspended site is resumed; a second is a conflict" },
  "PUT /operator/sites/{id}/quotas": { exempt: "sets absolute limits with a reason: the last operator's values stand" },
  "POST /revalidate": { exempt: "clears the page cache; it writes no record" },
  "POST /send-email": { exempt: "sends a message; it writes no content record" },
  "POST /register-user-free-trial": { exempt: VISITOR },
  "POST /contact": { exempt: VISITOR },
  "POST /cookies/consent": { exempt: VISITOR },
  "POST /banners/{id}/dismiss": { exempt: VISITOR },
  "POST /revisions/{id}/restore": {
    exempt:
      "names a past revision, not a version: restoring the same revision again lands on the same state (each restore is itself a revision)",
  },
  "POST /menu-items": { exempt: CREATES },
  "POST /submenu-items": { exempt: CREATES },
  "POST /metrics": { exempt: CREATES },
  "POST /template-sections": { exempt: CREATES },
  "POST /template-heading-sections": { exempt: CREATES },
  "POST /heroes": { exempt: CREATES },
  "POST /posts": { exempt: CREATES },
  "POST /pages": { exempt: CREATES },
  "POST /media": { exempt: CREATES },

  "POST /meeting-types": { exempt: CREATES },
  "PUT /meeting-types/{id}": [
    {
      name: "rename",
      prepare: async () => {
        const type = await newMeetingType();
        return { path: `/api/meeting-types/${type.id}`, body: { name: "Renamed", updated_at: type.updated_at } };
      },
    },
  ],
  "DELETE /meeting-types/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const type = await newMeetingType();
        return { path: `/api/meeting-types/${type.id}?updated_at=${type.updated_at}`, gone: true };
      },
    },
  ],
  "POST /meetings/bookings": {
    exempt:
      "a guest's new booking: the exclusion constraint on (host, time range) decides races (meetings.routes.test.ts: 50 at once, one 201)",
  },
  "PUT /meetings/bookings/{id}": {
    exempt:
      "a status change or move follows the booking's state machine under a row lock: the same change twice is a 409 from the machine",
  },
  "POST /meetings/waiting-room/leave": {
    exempt: "moves the guest's own booking by its state machine (a second leave is a 409)",
  },
  "PATCH /admin/meetings/bookings/{id}": [
    {
      name: "cancel",
      prepare: async () => {
        const booking = await newBooking();
        return {
          path: `/api/admin/meetings/bookings/${booking.id}`,
          body: { action: "cancel", updated_at: booking.updated_at },
        };
      },
    },
  ],
  "POST /meetings/launch-video": {
    exempt: "hands out a call token; it changes no record unless update_status, a state-machine move",
  },
  // Custom domains (decision 066): no field of a domain is edited from a loaded copy.
  "POST /organizations/{orgId}/domains": { exempt: CREATES },
  "POST /organizations/{orgId}/domains/{domainId}/verify": {
    exempt: "records what DNS says now: a DNS check is based on no earlier version of the row",
  },
  "POST /organizations/{orgId}/domains/{domainId}/primary": {
    exempt: "an absolute choice: making the same domain primary twice lands on the same state",
  },
  "DELETE /organizations/{orgId}/domains/{domainId}": {
    exempt: "removing a domain twice: the second is a 404; nothing else is overwritten",
  },
  // Decision 069: confirming sets the translation's source to today's text, whatever it was.
  "POST /organizations/{orgId}/translations/confirm": {
    exempt: "an absolute statement about today's source text: confirming twice lands on the same state",
  },
  "POST /ai/agents": { exempt: CREATES },
  "PUT /ai/agents/{id}": [
    {
      name: "rename",
      prepare: async () => {
        const agent = await newAgent();
        return { path: `/api/ai/agents/${agent.id}`, body: { name: "Renamed", updated_at: agent.updated_at } };
      },
    },
  ],
  "DELETE /ai/agents/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const agent = await newAgent();
        return { path: `/api/ai/agents/${agent.id}?updated_at=${agent.updated_at}`, gone: true };
      },
    },
  ],
  "POST /orders": { exempt: VISITOR },
  "PATCH /orders/{id}": [
    {
      name: "mark handled",
      prepare: async () => {
        const order = await newOrder();
        return { path: `/api/orders/${order.id}`, body: { status: "handled", updated_at: order.updated_at } };
      },
    },
  ],
  "POST /assistant/ask": { exempt: "a visitor's question: it stores a new answer and overwrites nothing" },
  "POST /assistant/answers/{id}/feedback": { exempt: VISITOR },
  "POST /canned-replies": { exempt: CREATES },
  "PUT /canned-replies/{id}": [
    {
      name: "rename",
      prepare: async () => {
        const reply = await newCannedReply();
        return { path: `/api/canned-replies/${reply.id}`, body: { title: "Renamed", updated_at: reply.updated_at } };
      },
    },
  ],
  "DELETE /canned-replies/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const reply = await newCannedReply();
        return { path: `/api/canned-replies/${reply.id}?updated_at=${reply.updated_at}`, gone: true };
      },
    },
  ],
  "POST /conversations": { exempt: VISITOR },
  "POST /conversations/continue": { exempt: "exchanges a mailed link for a visitor token; no record is edited" },
  "POST /conversations/{id}/messages": {
    exempt: "appends a message at the conversation's next sequence number: messages add, they never overwrite",
  },
  "POST /conversations/{id}/images": {
    exempt: "appends an image message at the conversation's next sequence number: messages add, they never overwrite",
  },
  "POST /conversations/{id}/read": { exempt: "moves the reader's own read mark forward (the highest wins)" },
  "PATCH /conversations/{id}": [
    {
      name: "resolve",
      prepare: async () => {
        const conversation = await newConversation();
        return {
          path: `/api/conversations/${conversation.id}`,
          body: { status: "resolved", updated_at: conversation.updated_at },
        };
      },
    },
  ],
  "PUT /menu-items/{id}": [
    {
      name: "rename",
      prepare: async () => {
        const item = await newMenuItem();
        return { path: `/api/menu-items/${item.id}`, body: { display_name: "Renamed", updated_at: item.updated_at } };
      },
    },
  ],
  "DELETE /menu-items/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const item = await newMenuItem();
        return { path: `/api/menu-items/${item.id}?updated_at=${item.updated_at}`, gone: true };
      },
    },
  ],
  "PUT /submenu-items/{id}": [
    {
      name: "rename",
      prepare: async () => {
        const item = await newSubmenuItem();
        return { path: `/api/submenu-items/${item.id}`, body: { name: "Renamed", updated_at: item.updated_at } };
      },
    },
  ],
  "DELETE /submenu-items/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const item = await newSubmenuItem();
        return { path: `/api/submenu-items/${item.id}?updated_at=${item.updated_at}`, gone: true };
      },
    },
  ],
  "PATCH /profiles/{id}": [
    {
      name: "team object",
      prepare: async () => {
        const [profile] = (await ok("GET", "/api/profiles")) as unknown as Body[];
        return {
          path: `/api/profiles/${profile!.id}`,
          body: { team: { is_team_member: true, job_title: unique("Role") }, updated_at: profile!.updated_at },
        };
      },
    },
  ],
  "PATCH /posts/{slug}": [
    {
      name: "retitle",
      prepare: async () => {
        const post = await newPost();
        return { path: `/api/posts/${post.slug}`, body: { title: "Retitled", updated_at: post.updated_at } };
      },
    },
  ],
  "DELETE /media/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const form = new FormData();
        form.set("file", new File([new Uint8Array(await png())], "race.png", { type: "image/png" }));
        const res = await t.request("/api/media", {
          method: "POST",
          host: "a.localhost",
          headers: { origin: "http://a.localhost", "x-forwarded-for": nextIp(), cookie },
          body: form,
        });
        expect(res.status).toBe(201);
        const image = (await res.json()) as Body;
        return { path: `/api/media/${image.id}?updated_at=${image.updated_at}`, gone: true };
      },
    },
  ],
  "PATCH /metrics/{id}": [
    {
      name: "retitle",
      prepare: async () => {
        const metric = await newMetric();
        return { path: `/api/metrics/${metric.id}`, body: { title: "Retitled", updated_at: metric.updated_at } };
      },
    },
  ],
  "DELETE /metrics/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const metric = await newMetric();
        return { path: `/api/metrics/${metric.id}?force=true&updated_at=${metric.updated_at}`, gone: true };
      },
    },
  ],
  "PUT /template-sections/{id}": [
    {
      name: "retitle",
      prepare: async () => {
        const section = await newSection();
        return {
          path: `/api/template-sections/${section.id}`,
          body: { section_title: "Retitled", updated_at: section.updated_at },
        };
      },
    },
  ],
  "DELETE /template-sections/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const section = await newSection();
        return { path: `/api/template-sections/${section.id}?updated_at=${section.updated_at}`, gone: true };
      },
    },
  ],
  "POST /template-sections/{id}/metrics": [
    {
      name: "add a metric (the section's version)",
      prepare: async () => {
        const [section, metric] = [await newSection(), await newMetric()];
        return {
          path: `/api/template-sections/${section.id}/metrics`,
          body: { metric_id: metric.id, updated_at: section.updated_at },
        };
      },
    },
  ],
  "DELETE /template-sections/{id}/metrics": [
    {
      name: "remove a metric (the section's version)",
      prepare: async () => {
        const [section, metric] = [await newSection(), await newMetric()];
        const added = await ok("POST", `/api/template-sections/${section.id}/metrics`, {
          metric_id: metric.id,
          updated_at: section.updated_at,
        });
        return {
          path: `/api/template-sections/${section.id}/metrics?metric_id=${metric.id}&updated_at=${added.updated_at}`,
        };
      },
    },
  ],
  "PUT /template-sections/{id}/metrics": [
    {
      name: "reorder",
      prepare: async () => {
        let section = await newSection();
        const metrics = [await newMetric(), await newMetric()];
        for (const metric of metrics) {
          section = await ok("POST", `/api/template-sections/${section.id}/metrics`, {
            metric_id: metric.id,
            updated_at: section.updated_at,
          });
        }
        return {
          path: `/api/template-sections/${section.id}/metrics`,
          body: { metric_ids: [metrics[1]!.id, metrics[0]!.id], updated_at: section.updated_at },
        };
      },
    },
  ],
  "PUT /template-heading-sections/{id}": [
    {
      name: "rename",
      prepare: async () => {
        const heading = await newHeading();
        return {
          path: `/api/template-heading-sections/${heading.id}`,
          body: { name: "Renamed", updated_at: heading.updated_at },
        };
      },
    },
  ],
  "DELETE /template-heading-sections/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const heading = await newHeading();
        return { path: `/api/template-heading-sections/${heading.id}?updated_at=${heading.updated_at}`, gone: true };
      },
    },
  ],
  "PUT /page-layout": [
    {
      name: "reorder the page",
      prepare: async () => {
        await newSection();
        await newHeading();
        const layout = await ok("GET", "/api/page-layout?url_page=/race");
        const sections = (layout.sections as Body[]).map((entry, index, all) => ({
          id: entry.id,
          type: entry.type,
          order: all.length - index,
        }));
        return { path: "/api/page-layout", body: { sections, version: layout.version } };
      },
    },
  ],
  "PUT /heroes/{id}": [
    {
      name: "retitle",
      prepare: async () => {
        const hero = await newHero();
        return { path: `/api/heroes/${hero.id}`, body: { title: "Retitled", updated_at: hero.updated_at } };
      },
    },
  ],
  "DELETE /heroes/{id}": [
    {
      name: "delete",
      prepare: async () => {
        const hero = await newHero();
        return { path: `/api/heroes/${hero.id}?updated_at=${hero.updated_at}`, gone: true };
      },
    },
  ],
  "PUT /organizations/{id}": [
    {
      name: "settings",
      prepare: async () => {
        const org = await organization();
        return {
          path: `/api/organizations/${organizationId}`,
          body: { settings: { name: unique("Name") }, updated_at: org.organization.updated_at },
        };
      },
    },
    {
      name: "a list without an endpoint of its own (FAQs): one item added",
      prepare: async () => {
        const org = await organization();
        return {
          path: `/api/organizations/${organizationId}`,
          body: {
            faqs: [...org.faqs, { question: unique("Why?") }],
            list_versions: { faqs: org.list_versions.faqs },
          },
        };
      },
    },
    {
      name: "menu items sent whole (each on its own road): one item added",
      prepare: async () => {
        await newMenuItem();
        const org = await organization();
        return {
          path: `/api/organizations/${organizationId}`,
          body: {
            menu_items: [...org.menu_items, { display_name: unique("Added"), url_name: "added" }],
            list_versions: { menu_items: org.list_versions.menu_items },
          },
        };
      },
    },
    {
      name: "posts sent whole: one retitled",
      prepare: async () => {
        await newPost();
        const org = await organization();
        const [first, ...rest] = org.blog_posts as Body[];
        const { type: _type, created_on: _created, ...post } = first!;
        return {
          path: `/api/organizations/${organizationId}`,
          body: {
            blog_posts: [
              { ...post, title: unique("Retitled") },
              ...rest.map(({ type: _t, created_on: _c, ...p }) => p),
            ],
            list_versions: { blog_posts: org.list_versions.blog_posts },
          },
        };
      },
    },
  ],
};
