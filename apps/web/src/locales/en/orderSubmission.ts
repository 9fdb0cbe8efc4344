export default {
  orderSubmission: {
    none: "Not pushed yet",
    noneBody:
      "Orders go to their carrier on payment, after the warehouse weigh-in, or when staff push them in batch, as the product says.",
    push: "Push",
    repush: "Push again",
    mark: "Mark successful",
    markTitle: "Mark pushed by hand · {{orderNo}}",
    markNotice:
      "Confirm with the carrier that it has the order first, then enter the tracking number it gave.",
    status: "Submission",
    statuses: {
      waiting: "Waiting",
      success: "Succeeded",
      failed: "Failed",
      cancelled: "Cancelled at the carrier",
    },
    byHand: "By hand",
    provider: "Provider",
    trackingNumber: "Tracking number",
    label: "Label",
    labels: { none: "None", pending: "Pending", obtained: "Obtained", timedOut: "Timed out" },
    pushedAt: "Pushed at",
    lastError: "Last failure",
    failedTitle: "{{carrier}} refused this order",
    batchButton: "Push selected ({{count}})",
    batchTitle: "{{count}} orders handled",
    printLabels: "Print labels ({{count}})",
    outcomes: {
      queued: "Queued for pushing",
      repushed: "Queued for pushing again",
      already: "The order is being pushed or was pushed already",
      noProvider: "The order's cost record has no docking provider; it cannot be pushed",
      notPushable: "The order cannot be pushed in its current status",
      sellerLabel: "The order ships with the seller's label and is not pushed to a carrier",
    },
  },
};
