import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type TenancyCase, tenancyCase } from "../../test/tenancy";
import { postNotices } from "./notices.service";
import { notices } from "./notices.tables";

type Fixture = { noticeIds: number[]; ownerUserId: number };

// The owner has unread notices; another customer and the owner's own sub-account (each user has an inbox of
// their own) neither see nor mark them.
const setup: TenancyCase<Fixture>["setup"] = async (t, { owner }) => {
  await postNotices(t.db, {
    to: { userIds: [owner.userId] },
    kind: "bankTransferConfirmed",
    params: { amount: "10.00", currency: "CNY" },
    link: "/finance/recharge?tab=transfer",
  });
  const rows = await t.db.select().from(notices).where(eq(notices.userId, owner.userId));
  return {
    noticeIds: rows.filter((row) => row.readAt === null).map((row) => row.id),
    ownerUserId: owner.userId,
  };
};

const unchanged: TenancyCase<Fixture>["unchanged"] = async (t, fixture) => {
  const rows = await t.db.select().from(notices).where(eq(notices.userId, fixture.ownerUserId));
  const stillUnread = rows.filter((row) => fixture.noticeIds.includes(row.id) && row.readAt === null);
  expect(stillUnread).toHaveLength(fixture.noticeIds.length);
};

export const tenancyCases: TenancyCase<unknown>[] = [
  tenancyCase<Fixture>({
    name: "notices: the inbox never lists another user's notices",
    setup,
    request: () => ({ method: "GET", url: "/api/system/notices?size=100" }),
    leaksNothing: (response, f) =>
      expect(response.json().rows.map((row: { id: number }) => row.id)).not.toContain(f.noticeIds[0]),
  }),
  tenancyCase<Fixture>({
    name: "notices: the unread count counts only one's own",
    setup,
    request: () => ({ method: "GET", url: "/api/system/notices/unread-count" }),
    leaksNothing: (response) => expect(response.json().unread).toBe(0),
  }),
  tenancyCase<Fixture>({
    name: "notices: another user cannot mark the owner's notice read",
    setup,
    request: (f) => ({ method: "POST", url: `/api/system/notices/${f.noticeIds[0]}/read` }),
    refusedWith: [404],
    unchanged,
  }),
  tenancyCase<Fixture>({
    name: "notices: marking all read marks only one's own",
    setup,
    request: () => ({ method: "POST", url: "/api/system/notices/read-all" }),
    leaksNothing: (response) => expect(response.json()).toEqual({ marked: 0 }),
    unchanged,
  }),
];
