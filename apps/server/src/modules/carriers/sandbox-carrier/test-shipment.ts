import type { ShipmentParty, ShipmentRequest } from "../kit/carrier";

// A shipment as the platform sends it, for the sandbox carrier's and its adapter's tests: a Chinese sender and
// a Korean receiver, so labels carry CJK and Hangul text.

const party = (fields: Partial<ShipmentParty>): ShipmentParty => ({
  name: "",
  company: "",
  phone: "",
  email: "",
  country: "",
  province: "",
  city: "",
  postcode: "",
  address1: "",
  address2: "",
  address3: "",
  houseNo: "",
  taxNo: "",
  ...fields,
});

export const testShipment = (overrides: Partial<ShipmentRequest> = {}): ShipmentRequest => ({
  orderNo: "PP2026112700000001",
  reference: "REF-1",
  serviceCode: "SB-STD",
  sender: party({
    name: "张伟",
    company: "深圳小包电商有限公司",
    phone: "13800000000",
    country: "CN",
    province: "广东省",
    city: "Shenzhen",
    postcode: "518000",
    address1: "宝安区新安街道 88 号",
  }),
  receiver: party({
    name: "김민준",
    phone: "010-1234-5678",
    country: "KR",
    province: "서울특별시",
    city: "Seoul",
    postcode: "06236",
    address1: "강남구 테헤란로 152",
    address2: "12층",
    taxNo: "P123456789012",
  }),
  boxes: [
    { weightKg: "1.250", lengthCm: "30", widthCm: "20", heightCm: "10" },
    { weightKg: "0.755", lengthCm: "20", widthCm: "15", heightCm: "5" },
  ],
  lines: [
    {
      nameZh: "蓝牙耳机",
      nameEn: "Bluetooth earphones",
      quantity: 2,
      unitValue: "15.00",
      unitWeightKg: "0.300",
      hsCode: "851830",
      sku: "BT-01",
    },
  ],
  declaredCurrency: "USD",
  taxIds: { ioss: "", vat: "", eori: "", hmrc: "" },
  cod: "",
  labelFormat: "pdf",
  labelSize: "4x6",
  ...overrides,
});
