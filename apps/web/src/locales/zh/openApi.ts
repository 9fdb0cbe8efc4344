export default {
  openApi: {
    reference: {
      tab: "API 参考",
      title: "开放 API 参考",
      description: "您的 ERP 或店铺系统使用本页的 API 令牌下单、查询、修改和取消订单，打印面单并查询钱包。",
      baseUrl: "接口地址",
      auth: "认证",
      authText: "每次调用都带上令牌：Authorization: Bearer <令牌>。令牌拥有其持有账号的权限。",
      rateLimit: "调用频率",
      rateLimitText:
        "默认每个令牌每分钟 {{perMinute}} 次。每个应答都带有 RateLimit-Limit、RateLimit-Remaining 和 RateLimit-Reset；超出后应答 429 RATE_LIMITED 并带 Retry-After。",
      idempotency: "重试",
      idempotencyText:
        "下单或修改订单时请带上 Idempotency-Key 请求头：相同的键重试时返回第一次的结果；同一个键配不同的请求内容会被拒绝（409）。",
      errors: "错误",
      errorsText:
        "所有错误都应答 { code, message, details }：请按 code 判断；message 使用 Accept-Language 指定的语言，400 的 details 列出出错的字段。OpenAPI 文档列出了每个接口的错误状态（400、401、403、404、409、429）。",
      openDocs: "打开交互式参考",
      document: "OpenAPI 文档",
    },
  },
};
