export default {
  weighIn: {
    title: "称重",
    description:
      "扫描订单号、客户单号或国内入仓单号，录入（或由电子秤读入）每箱的重量和尺寸后称重：订单按实重重新计价，差额补扣或退还。",
    find: "查找",
    customer: "客户",
    product: "产品",
    chargeable: "下单计费重",
    box: "箱号",
    weightKg: "重量（kg）",
    lengthCm: "长（cm）",
    widthCm: "宽（cm）",
    heightCm: "高（cm）",
    submit: "称重",
    change: "计费重 {{fromKg}} → {{toKg}} kg，运费 {{fromPrice}} → {{toPrice}} {{currency}}",
    arrears: {
      notice: "称重后尚欠 {{amount}}：补缴前订单不可出货。",
      pay: "补缴欠费",
      paid: "已补缴 {{amount}}，订单已交接",
    },
    outcome: {
      charged: "{{orderNo}} 已称重并交接：补扣 {{amount}}",
      refunded: "{{orderNo}} 已称重并交接：退还 {{amount}}",
      unchanged: "{{orderNo}} 已称重并交接：运费不变",
      arrears: "{{orderNo}} 已称重，但余额不足以支付 {{amount}}：客户补缴欠费前不可出货",
    },
  },
};
