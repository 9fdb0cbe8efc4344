export default {
  weighIn: {
    title: "Weigh-in",
    description:
      "Scan the order, reference or domestic inbound number, enter (or read from the scale) each box's weight and sizes, and weigh it in: the order is priced again and the difference charged or refunded.",
    find: "Find",
    customer: "Customer",
    product: "Product",
    chargeable: "Declared chargeable weight",
    box: "Box",
    weightKg: "Weight (kg)",
    lengthCm: "Length (cm)",
    widthCm: "Width (cm)",
    heightCm: "Height (cm)",
    submit: "Weigh in",
    change: "Chargeable weight {{fromKg}} → {{toKg}} kg, price {{fromPrice}} → {{toPrice}} {{currency}}",
    arrears: {
      notice: "A weigh-in left {{amount}} unpaid: the order cannot ship until it is paid.",
      pay: "Pay arrears",
      paid: "{{amount}} paid: the order is handed over",
    },
    outcome: {
      charged: "{{orderNo}} weighed in and handed over: {{amount}} charged",
      refunded: "{{orderNo}} weighed in and handed over: {{amount}} refunded",
      unchanged: "{{orderNo}} weighed in and handed over: the price is unchanged",
      arrears:
        "{{orderNo}} weighed, but the wallet cannot pay {{amount}}: it cannot ship until the customer pays the arrears",
    },
  },
};
