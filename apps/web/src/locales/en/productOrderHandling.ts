export default {
  productOrderHandling: {
    chargeMode: "Charge mode",
    chargeModes: {
      chargeAtPlacement: "Charge at placement",
      holdUntilWeighIn: "Hold at placement, charge at weigh-in",
    },
    chargeModeHints: {
      chargeAtPlacement:
        "The freight is charged to the wallet when the order is placed; the weigh-in charges or refunds the difference.",
      holdUntilWeighIn:
        "The freight is held when the order is placed (available balance drops, balance stays); the weigh-in charges the weighed freight and releases the rest.",
    },
    cancelMode: "Cancel mode",
    cancelModes: { online: "Cancel online", offlineConfirmation: "Cancel after offline confirmation" },
    cancelModeHints: {
      online:
        "Cancelling before hand-over refunds in full at once; after hand-over the platform confirms it.",
      offlineConfirmation:
        "A customer's cancel always opens a request; the platform confirms it with the carrier offline, then confirms (refund) or refuses it.",
    },
    pushOn: "Push to the carrier",
    pushOns: { payment: "On payment", weighIn: "After weigh-in", manual: "By staff in batch" },
    pushOnHints: {
      payment:
        "As soon as an order is paid it goes to its cost record's provider for a tracking number and label.",
      weighIn: "Once the warehouse has weighed the order in and its difference is settled.",
      manual: "Platform staff push orders from the order list or an order's detail.",
    },
    editableFields: "Order details that may be edited",
    editableFieldsHint:
      "Until the order is handed to the carrier, the customer and staff may edit the checked details; the origin country never.",
    fields: {
      receiver: "Receiver (incl. destination country, state, city, postcode)",
      sender: "Sender",
      referenceNo: "Reference number",
      remarks: "Remarks",
      boxes: "Boxes (weights and sizes)",
      declaration: "Customs declaration",
      taxNumbers: "Tax numbers",
      premiumPackages: "Premium packages",
    },
  },
};
