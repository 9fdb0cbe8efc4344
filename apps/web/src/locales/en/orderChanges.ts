export default {
  orderChanges: {
    close: "Close",
    order: "Order #{{id}}",
    selected: "{{count}} selected: select orders to cancel them together.",
    cancel: {
      button: "Cancel order",
      batchButton: "Cancel orders ({{count}})",
      confirmOne: "Cancel order {{orderNo}}?",
      confirmTitle: "Cancel {{count}} order(s)?",
      confirmBody:
        "Orders not yet handed over are cancelled at once; what a paid order was charged goes back to its wallet in full.",
      confirmDraft: "The draft is cancelled; nothing was charged for it.",
      confirm: "Cancel orders",
      resultTitle: "Cancellation results",
      summary: "{{cancelled}} of {{total}} cancelled.",
      refundedTotal: "Refunded to the wallet: {{amount}}.",
      refunded: "Cancelled, refunded {{amount}}",
      cancelled: "Cancelled",
    },
    delete: {
      confirmTitle: "Delete draft {{orderNo}}?",
      confirmBody: "The draft is removed for good.",
      done: "Draft deleted",
    },
    copy: {
      button: "Copy as new draft",
      done: "Copied into draft {{orderNo}}: check it and pay it from the list.",
    },
  },
};
