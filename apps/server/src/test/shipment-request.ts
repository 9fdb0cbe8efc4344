import type { ShipmentRequest } from "../modules/carriers";

/** A one-box shipment from Shenzhen to Berlin as the push flow sends a carrier; `orderNo` is its reference. */
export const sampleShipment = (orderNo: string): ShipmentRequest => {
  const party = {
    company: "",
    email: "",
    province: "",
    address2: "",
    address3: "",
    houseNo: "",
    taxNo: "",
  };
  return {
    orderNo,
    reference: "",
    serviceCode: "SB-STD",
    sender: {
      ...party,
      name: "张伟",
      phone: "13800138000",
      country: "CN",
      city: "深圳",
      postcode: "518000",
      address1: "南山区科技园1号",
    },
    receiver: {
      ...party,
      name: "Max Muster",
      phone: "+49 30 1234567",
      country: "DE",
      city: "Berlin",
      postcode: "10115",
      address1: "Unter den Linden",
      houseNo: "5",
    },
    boxes: [{ weightKg: "1.200", lengthCm: "30", widthCm: "20", heightCm: "10" }],
    lines: [],
    declaredCurrency: "USD",
    taxIds: { ioss: "", vat: "", eori: "", hmrc: "" },
    cod: "",
    labelFormat: "pdf",
    labelSize: "4x6",
  };
};
