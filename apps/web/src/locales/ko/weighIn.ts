export default {
  weighIn: {
    title: "계량",
    description:
      "주문번호, 고객 참조번호 또는 국내 입고번호를 스캔하고 박스별 무게와 크기를 입력(또는 저울에서 읽기)한 뒤 계량하세요. 주문이 다시 계산되고 차액이 청구 또는 환불됩니다.",
    find: "찾기",
    customer: "고객",
    product: "상품",
    chargeable: "주문 시 청구 중량",
    box: "박스",
    weightKg: "무게(kg)",
    lengthCm: "길이(cm)",
    widthCm: "너비(cm)",
    heightCm: "높이(cm)",
    submit: "계량",
    change: "청구 중량 {{fromKg}} → {{toKg}} kg, 운임 {{fromPrice}} → {{toPrice}} {{currency}}",
    arrears: {
      notice: "계량 후 {{amount}}이(가) 미납되었습니다: 납부 전까지 주문을 출고할 수 없습니다.",
      pay: "미납금 납부",
      paid: "{{amount}} 납부 완료: 주문이 인계되었습니다",
    },
    outcome: {
      charged: "{{orderNo}} 계량 및 인계 완료: {{amount}} 청구",
      refunded: "{{orderNo}} 계량 및 인계 완료: {{amount}} 환불",
      unchanged: "{{orderNo}} 계량 및 인계 완료: 운임 변동 없음",
      arrears:
        "{{orderNo}} 계량 완료, 잔액이 {{amount}}에 부족합니다: 고객이 미납금을 낼 때까지 출고할 수 없습니다",
    },
  },
};
