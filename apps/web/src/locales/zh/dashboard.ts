export default {
  dashboard: {
    greeting: {
      morning: "早上好，{{name}}",
      afternoon: "下午好，{{name}}",
      evening: "晚上好，{{name}}",
    },
    orgTypes: { platform: "平台运营", supplier: "供应商", customer: "客户" },
    subAccount: "子账号",
    dateFormat: "YYYY年M月D日",
    quickLinks: "快捷入口",
    noQuickLinks: "您的账号暂未分配其他页面。",
    topLevel: "主菜单",
    account: "我的账号",
    username: "账号",
    phone: "手机号",
    email: "邮箱",
    edition: "版本",
    editionUntil: "{{edition}}，有效期至 {{date}}",
    analyticsTitle: "数据分析即将上线",
    analyticsBody:
      "业务图表和统计数据将在后续版本中显示在本页。在此之前，菜单中的各个页面提供了当前可用的全部功能。",
    analytics: {
      orders: "订单",
      destinations: "目的地",
      weight: "重量段",
      leadTime: "时效",
      revenue: "收入",
      subscriptions: "订阅",
    },
  },
};
