import { describe, expect, it } from "vitest";
import { type OrderDraftRequest, orderDraftSchema, orderListQuerySchema } from "./orders.contract";

const draft: OrderDraftRequest = {
  idempotencyKey: "wizard-0001",
  productId: 7,
  destination: { country: "DE", state: "", city: "Berlin", postcode: "10115" },
  sender: {
    name: "张三",
    phone: "13800138000",
    countryCode: "CN",
    city: "深圳",
    postcode: "518000",
    address1: "南山区科技园",
  },
  receiver: {
    name: "Max Muster",
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
      lines: [
        {
          goodsNameZh: "手机壳",
          goodsNameEn: "Phone case",
          quantity: 3,
          unitValue: "2.50",
          hsCode: "392690",
        },
      ],
    },
  ],
  declaredTotal: "7.50",
};

const issuesOf = (input: unknown) => {
  const result = orderDraftSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);
};

describe("an order draft", () => {
  it("is accepted with its defaults filled", () => {
    const parsed = orderDraftSchema.parse(draft);
    expect(parsed.declaredCurrency).toBe("USD");
    expect(parsed.saveAsDraft).toBe(false);
    expect(parsed.boxes[0]?.lines[0]?.originCountry).toBe("CN");
  });

  it("puts every country rule on its field", () => {
    expect(
      issuesOf({
        ...draft,
        receiver: { ...draft.receiver, houseNumber: "", phone: "+49 30 12" },
        sender: { ...draft.sender, postcode: "1" },
      }),
    ).toEqual([
      "sender.postcode:addressPostcodeCN",
      "receiver.phone:orderPhoneDE",
      "receiver.houseNumber:required",
    ]);
  });

  it("refuses a receiver outside the quoted destination", () => {
    expect(issuesOf({ ...draft, destination: { ...draft.destination, country: "FR" } })).toEqual([
      "receiver.countryCode:orderReceiverDestination",
    ]);
  });

  it("checks the declaration and the delivery numbers", () => {
    const box = draft.boxes[0];
    if (!box) throw new Error("fixture");
    expect(
      issuesOf({
        ...draft,
        declaredTotal: "7.49",
        boxes: [box, { ...box, lines: [] }],
        deliveryNumbers: ["SF1"],
      }),
    ).toEqual([
      "boxes.1.lines:orderBoxWithoutLines",
      "declaredTotal:orderDeclaredTotalMismatch",
      "deliveryNumbers:orderDeliveryNumbersCount",
    ]);
    const line = box.lines[0];
    if (!line) throw new Error("fixture");
    expect(issuesOf({ ...draft, boxes: [{ ...box, lines: [{ ...line, hsCode: "3926" }] }] })).toContain(
      "boxes.0.lines.0.hsCode:orderHsCode",
    );
  });
});

describe("the order list query", () => {
  it("reads the keyset cursor and the filters", () => {
    expect(orderListQuerySchema.parse({ cursor: "15", status: "canShip", country: "de" })).toMatchObject({
      cursor: 15,
      size: 20,
      status: "canShip",
      country: "DE",
    });
  });
});
