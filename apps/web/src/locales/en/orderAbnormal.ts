export default {
  orderAbnormal: {
    title: "Abnormal orders",
    intro:
      "Orders an order rule held, whose submission to the carrier failed, that owe weigh-in arrears or whose tracking raised an alert, each with its reason. Pay the arrears and the order is handed over.",
    staffIntro:
      "Customers' orders held by a rule, failed at submission, owing weigh-in arrears or alerted by tracking. Release a rule's hold here.",
    all: "All",
    kinds: {
      rule: "Held by rule",
      submission: "Submission failed",
      arrears: "Weigh-in arrears",
      tracking: "Tracking alert",
    },
    kind: "Kind",
    reason: "Reason",
    raisedAt: "Raised at",
    state: "State",
    states: { open: "Open", cleared: "Cleared", all: "All" },
    open: "Open",
    cleared: "Cleared {{at}}",
    emptyOpen: "No open abnormal orders",
    emptyOpenHint:
      "An order shows here when a rule holds it, its submission fails, a weigh-in leaves arrears or tracking raises an alert.",
    empty: "No abnormal orders match",
    emptyHint: "Try another kind, order number or date range.",
    payArrears: "Pay arrears",
    arrearsPaid: "Arrears paid: the order is handed over",
    release: "Release",
    releaseConfirm:
      "Release the rule's hold on order {{orderNo}}? With nothing else holding it, the order can ship.",
    released: "Released",
    detailTitle: "Abnormalities",
  },
};
