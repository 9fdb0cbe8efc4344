export default {
  orderChanges: {
    close: "닫기",
    order: "주문 #{{id}}",
    selected: "{{count}}건 선택: 주문을 선택하면 한꺼번에 취소할 수 있습니다.",
    cancel: {
      button: "주문 취소",
      batchButton: "주문 취소({{count}})",
      confirmOne: "주문 {{orderNo}}을(를) 취소하시겠습니까?",
      confirmTitle: "주문 {{count}}건을 취소하시겠습니까?",
      confirmBody: "인계 전 주문은 즉시 취소되며, 결제된 주문의 운임은 지갑으로 전액 환불됩니다.",
      confirmDraft: "임시 주문이 취소됩니다. 결제된 금액은 없습니다.",
      confirm: "취소 확인",
      resultTitle: "취소 결과",
      summary: "{{total}}건 중 {{cancelled}}건 취소되었습니다.",
      refundedTotal: "지갑 환불: {{amount}}.",
      refunded: "취소됨, {{amount}} 환불",
      cancelled: "취소됨",
    },
    delete: {
      confirmTitle: "임시 주문 {{orderNo}}을(를) 삭제하시겠습니까?",
      confirmBody: "삭제한 임시 주문은 복구할 수 없습니다.",
      done: "임시 주문이 삭제되었습니다",
    },
    copy: {
      button: "새 임시 주문으로 복사",
      done: "임시 주문 {{orderNo}}(으)로 복사했습니다. 확인 후 주문 목록에서 결제하세요.",
    },
  },
};
