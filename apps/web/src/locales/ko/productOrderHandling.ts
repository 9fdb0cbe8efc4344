export default {
  productOrderHandling: {
    chargeMode: "결제 방식",
    chargeModes: { chargeAtPlacement: "주문 시 차감", holdUntilWeighIn: "주문 시 동결, 계량 시 차감" },
    chargeModeHints: {
      chargeAtPlacement: "주문 시 지갑에서 운임을 차감하고, 계량 후 차액을 청구하거나 환불합니다.",
      holdUntilWeighIn:
        "주문 시 운임을 동결하고(사용 가능 잔액 감소, 잔액 유지), 계량 시 실제 운임을 차감하고 나머지는 해제합니다.",
    },
    cancelMode: "취소 방식",
    cancelModes: { online: "온라인 취소", offlineConfirmation: "오프라인 확인 후 취소" },
    cancelModeHints: {
      online: "인계 전 취소는 즉시 전액 환불되고, 인계 후 취소는 플랫폼이 확인합니다.",
      offlineConfirmation:
        "고객의 취소는 항상 취소 요청이 되며, 플랫폼이 운송사와 오프라인으로 확인한 뒤 승인(환불)하거나 거절합니다.",
    },
    pushOn: "운송사 전송",
    pushOns: { payment: "결제 후 전송", weighIn: "계량 후 전송", manual: "플랫폼 일괄 전송" },
    pushOnHints: {
      payment: "주문이 결제되면 바로 원가 상품의 연동 업체로 보내 운송장 번호와 라벨을 받습니다.",
      weighIn: "창고에서 계량 입고하고 차액을 정산한 뒤 전송합니다.",
      manual: "플랫폼 직원이 주문 목록이나 주문 상세에서 전송합니다.",
    },
    editableFields: "수정 가능한 주문 정보",
    editableFieldsHint:
      "운송사 인계 전까지 고객과 플랫폼이 선택한 정보를 수정할 수 있습니다. 출발 국가는 수정할 수 없습니다.",
    fields: {
      receiver: "수취인(도착 국가, 주, 도시, 우편번호 포함)",
      sender: "발송인",
      referenceNo: "고객 참조번호",
      remarks: "비고",
      boxes: "박스(무게 및 크기)",
      declaration: "통관 신고 정보",
      taxNumbers: "세금 번호",
      premiumPackages: "부가 서비스",
    },
  },
};
