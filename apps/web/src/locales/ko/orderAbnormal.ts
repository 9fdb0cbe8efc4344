export default {
  orderAbnormal: {
    title: "이상 주문",
    intro:
      "주문 규칙에 보류되었거나, 운송사 제출에 실패했거나, 재계량 미납금이 있거나, 배송 추적 경보가 발생한 주문과 그 사유입니다. 미납금을 납부하면 주문이 인계됩니다.",
    staffIntro:
      "규칙 보류, 제출 실패, 재계량 미납금, 배송 추적 경보가 발생한 고객 주문입니다. 규칙 보류는 여기에서 해제합니다.",
    all: "전체",
    kinds: { rule: "규칙 보류", submission: "제출 실패", arrears: "재계량 미납금", tracking: "추적 경보" },
    kind: "유형",
    reason: "사유",
    raisedAt: "발생 시각",
    state: "처리 상태",
    states: { open: "미처리", cleared: "해제됨", all: "전체" },
    open: "미처리",
    cleared: "해제됨 {{at}}",
    emptyOpen: "처리할 이상 주문이 없습니다",
    emptyOpenHint: "규칙 보류, 제출 실패, 재계량 미납금, 배송 추적 경보가 발생하면 주문이 여기에 표시됩니다.",
    empty: "조건에 맞는 이상 주문이 없습니다",
    emptyHint: "다른 유형, 주문 번호 또는 기간으로 찾아보세요.",
    payArrears: "미납금 납부",
    arrearsPaid: "미납금을 납부했습니다. 주문이 인계되었습니다",
    release: "해제",
    releaseConfirm: "주문 {{orderNo}}의 규칙 보류를 해제할까요? 다른 보류가 없으면 출고할 수 있습니다.",
    released: "해제되었습니다",
    detailTitle: "이상 기록",
  },
};
