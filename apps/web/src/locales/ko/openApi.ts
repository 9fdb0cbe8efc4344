export default {
  openApi: {
    reference: {
      tab: "API 참조",
      title: "오픈 API 참조",
      description:
        "ERP나 쇼핑몰 시스템이 이 페이지의 API 토큰으로 주문을 생성, 조회, 수정, 취소하고 라벨을 출력하며 지갑을 조회합니다.",
      baseUrl: "기본 URL",
      auth: "인증",
      authText:
        "모든 호출에 토큰을 보냅니다: Authorization: Bearer <토큰>. 토큰은 보유 계정의 권한을 가집니다.",
      rateLimit: "호출 한도",
      rateLimitText:
        "기본적으로 토큰당 분당 {{perMinute}}회입니다. 모든 응답에 RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset이 있으며, 한도를 넘으면 Retry-After와 함께 429 RATE_LIMITED를 응답합니다.",
      idempotency: "재시도",
      idempotencyText:
        "주문을 생성하거나 수정할 때 Idempotency-Key 헤더를 보내세요: 같은 키로 재시도하면 처음 결과를 응답하고, 같은 키에 다른 내용은 거부됩니다(409).",
      errors: "오류",
      errorsText:
        "모든 오류는 { code, message, details }로 응답합니다: code로 판단하세요. message는 Accept-Language 언어이며, 400의 details는 문제 필드를 알려 줍니다. OpenAPI 문서에 호출마다 오류 상태(400, 401, 403, 404, 409, 429)가 나와 있습니다.",
      openDocs: "대화형 참조 열기",
      document: "OpenAPI 문서",
    },
  },
};
