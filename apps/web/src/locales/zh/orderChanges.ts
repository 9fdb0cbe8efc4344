export default {
  orderChanges: {
    close: "关闭",
    order: "订单 #{{id}}",
    selected: "已选 {{count}} 个：勾选订单可批量取消。",
    cancel: {
      button: "取消订单",
      batchButton: "取消订单（{{count}}）",
      confirmOne: "确定取消订单 {{orderNo}}？",
      confirmTitle: "确定取消 {{count}} 个订单？",
      confirmBody: "未交接的订单立即取消；已支付订单的运费全额退回钱包。",
      confirmDraft: "草稿订单将被取消，未曾扣款。",
      confirm: "确定取消",
      resultTitle: "取消结果",
      summary: "共 {{total}} 个，已取消 {{cancelled}} 个。",
      refundedTotal: "退回钱包：{{amount}}。",
      refunded: "已取消，退款 {{amount}}",
      cancelled: "已取消",
    },
    delete: {
      confirmTitle: "确定删除草稿订单 {{orderNo}}？",
      confirmBody: "草稿删除后无法恢复。",
      done: "草稿已删除",
    },
    copy: {
      button: "复制为新草稿",
      done: "已复制为草稿 {{orderNo}}：请核对后在订单列表中支付。",
    },
  },
};
