export default {
  orderSubmission: {
    none: "아직 전송되지 않음",
    noneBody:
      "주문은 상품 설정에 따라 결제 시, 창고 계량 후, 또는 플랫폼의 일괄 전송으로 운송사에 전달됩니다.",
    push: "전송",
    repush: "다시 전송",
    mark: "수동 성공 처리",
    markTitle: "수동 전송 성공 처리 · {{orderNo}}",
    markNotice: "먼저 운송사에 주문 접수를 확인한 뒤, 운송사가 준 운송장 번호를 입력하세요.",
    status: "전송 상태",
    statuses: { waiting: "전송 대기", success: "전송 성공", failed: "전송 실패" },
    byHand: "수동 확인",
    provider: "연동 업체",
    trackingNumber: "운송장 번호",
    label: "라벨",
    labels: { none: "없음", pending: "가져오는 중", obtained: "받음", timedOut: "시간 초과" },
    pushedAt: "전송 시간",
    lastError: "최근 실패 사유",
    failedTitle: "{{carrier}}이(가) 이 주문을 거절했습니다",
    outcomes: {
      queued: "전송 대기열에 추가됨",
      repushed: "다시 전송 대기열에 추가됨",
      already: "이미 전송 중이거나 전송된 주문입니다",
      noProvider: "주문의 원가 상품에 연동 업체가 없어 전송할 수 없습니다",
      notPushable: "현재 상태에서는 주문을 전송할 수 없습니다",
    },
  },
};
