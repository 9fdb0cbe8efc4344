import type { OrderDraft } from "@pp/contracts";
import { orderDraftSchema } from "@pp/contracts";
import { eq } from "drizzle-orm";
import type { Actor } from "../../platform/actor";
import type { Db } from "../../platform/db";
import { orgs, users } from "../identity";
import type { PlaceOrders } from "./placement/placement";

// Demo orders of a first start with demo data: the demo customer places them through the place-order flow like
// any order (priced on the server, charged through the ledger), three paid and one draft, so the list, the detail
// and "pay drafts" have something to show.

const sender = {
  name: "张伟",
  phone: "13800138000",
  countryCode: "CN",
  city: "深圳",
  postcode: "518000",
  address1: "南山区科技园科苑路8号",
};
const line = (
  goodsNameZh: string,
  goodsNameEn: string,
  quantity: number,
  unitValue: string,
  hsCode: string,
) => ({
  goodsNameZh,
  goodsNameEn,
  quantity,
  unitValue,
  hsCode,
});

const DEMO_DRAFTS = [
  {
    idempotencyKey: "demo-order-de-1",
    code: "PP-DE-ECO",
    destination: { country: "DE", city: "Berlin", postcode: "10115" },
    receiver: {
      name: "Max Mustermann",
      phone: "+49 30 1234567",
      countryCode: "DE",
      city: "Berlin",
      postcode: "10115",
      address1: "Unter den Linden",
      houseNumber: "5",
    },
    boxes: [
      {
        lengthCm: "30",
        widthCm: "20",
        heightCm: "10",
        weightKg: "1.250",
        lines: [line("手机壳", "Phone case", 3, "4.50", "392690")],
      },
      {
        lengthCm: "20",
        widthCm: "20",
        heightCm: "10",
        weightKg: "0.800",
        lines: [line("数据线", "USB cable", 2, "3.20", "854442")],
      },
    ],
    referenceNo: "DEMO-DE-0001",
    deliveryNumbers: ["SF1000000001", "SF1000000002"],
  },
  {
    idempotencyKey: "demo-order-us-1",
    code: "PP-US-POST",
    destination: { country: "US", state: "NY", city: "New York", postcode: "10001" },
    receiver: {
      name: "John Smith",
      phone: "+1 212 555 0100",
      countryCode: "US",
      province: "NY",
      city: "New York",
      postcode: "10001",
      address1: "350 5th Ave",
    },
    boxes: [
      {
        lengthCm: "25",
        widthCm: "15",
        heightCm: "10",
        weightKg: "0.900",
        lines: [line("蓝牙耳机", "Bluetooth earbuds", 1, "25.00", "851830")],
      },
    ],
    referenceNo: "DEMO-US-0001",
  },
  {
    idempotencyKey: "demo-order-gb-1",
    code: "PP-GB-EXP",
    destination: { country: "GB", city: "London", postcode: "SW1A 1AA" },
    receiver: {
      name: "Emma Brown",
      phone: "+44 20 7946 0958",
      countryCode: "GB",
      city: "London",
      postcode: "SW1A 1AA",
      address1: "10 Downing Street",
    },
    boxes: [
      {
        lengthCm: "20",
        widthCm: "15",
        heightCm: "5",
        weightKg: "0.500",
        lines: [line("丝巾", "Silk scarf", 2, "12.00", "621410")],
      },
    ],
    hmrcNo: "GB123456789",
    referenceNo: "DEMO-GB-0001",
  },
  {
    idempotencyKey: "demo-order-de-draft",
    code: "PP-DE-ECO",
    destination: { country: "DE", city: "München", postcode: "80331" },
    receiver: {
      name: "Anna Schmidt",
      phone: "+49 89 1234567",
      countryCode: "DE",
      city: "München",
      postcode: "80331",
      address1: "Marienplatz",
      houseNumber: "1",
    },
    boxes: [
      {
        lengthCm: "40",
        widthCm: "30",
        heightCm: "20",
        weightKg: "2.400",
        lines: [line("保温杯", "Vacuum flask", 4, "6.80", "961700")],
      },
    ],
    saveAsDraft: true,
  },
];

/** The demo customer, as the flow sees a signed-in caller. */
const demoCustomer = async (db: Db): Promise<Actor | undefined> => {
  const [row] = await db
    .select({ user: users, org: orgs })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.username, "customer"));
  if (!row) return undefined;
  const { user, org } = row;
  return {
    sessionId: 0,
    tokenHash: "",
    userId: user.id,
    orgId: org.id,
    orgType: org.type,
    roles: ["customer"],
    isSubAccount: false,
    mainUserId: null,
    lang: user.lang,
    info: {
      user: {
        id: user.id,
        username: user.username,
        nickName: user.nickName,
        email: user.email,
        phone: user.phone,
        orgId: org.id,
        orgName: org.name,
        orgType: org.type,
        lang: user.lang,
      },
      roles: ["customer"],
      loadMenus: true,
      isFree: org.edition === "free",
      isSubLogin: false,
      currentSubscribe: org.edition,
      subscribeOrderExpireMap: {},
      subUsername: null,
      authList: [],
    },
    privilege: "USER",
    scope: { all: false, orgIds: [org.id] },
    screens: new Set(),
  };
};

/** First start with demo data only: places the demo orders; a draft that cannot be placed stops the start. */
export const seedOrders = async (
  db: Db,
  options: {
    demo: boolean;
    placeOrders: PlaceOrders;
    productIdOf: (code: string) => Promise<number | undefined>;
  },
) => {
  if (!options.demo) return;
  const actor = await demoCustomer(db);
  if (!actor) return;
  const drafts: OrderDraft[] = [];
  for (const { code, ...draft } of DEMO_DRAFTS) {
    const productId = await options.productIdOf(code);
    if (productId !== undefined) drafts.push(orderDraftSchema.parse({ ...draft, productId, sender }));
  }
  for (const outcome of await options.placeOrders(actor, drafts)) if (!outcome.ok) throw outcome.error;
};
