export default {
  dashboard: {
    greeting: {
      morning: "좋은 아침입니다, {{name}}님",
      afternoon: "안녕하세요, {{name}}님",
      evening: "좋은 저녁입니다, {{name}}님",
    },
    orgTypes: { platform: "플랫폼 운영사", supplier: "공급사", customer: "고객사" },
    subAccount: "하위 계정",
    dateFormat: "YYYY년 M월 D일",
    quickLinks: "바로 가기",
    noQuickLinks: "계정에 할당된 다른 화면이 아직 없습니다.",
    topLevel: "주 메뉴",
    account: "내 계정",
    username: "계정",
    phone: "휴대폰",
    email: "이메일",
    edition: "버전",
    editionUntil: "{{edition}}, {{date}}까지 유효",
    analyticsTitle: "데이터 분석 기능이 곧 제공됩니다",
    analyticsBody:
      "비즈니스 차트와 통계는 이후 버전에서 이 페이지에 표시됩니다. 그때까지는 메뉴의 각 화면에서 현재 제공되는 모든 기능을 이용할 수 있습니다.",
    analytics: {
      orders: "주문",
      destinations: "목적지",
      weight: "중량 구간",
      leadTime: "리드타임",
      revenue: "매출",
      subscriptions: "구독",
    },
  },
};
