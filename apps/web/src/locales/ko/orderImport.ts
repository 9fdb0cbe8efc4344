export default {
  orderImport: {
    title: "대량 주문",
    intro:
      "엑셀 파일 하나로 여러 주문을 접수합니다. 템플릿을 내려받아 작성하고 업로드한 뒤 여기서 진행 상황을 확인하세요.",
    steps: {
      template: "템플릿 다운로드",
      templateHint:
        "템플릿에는 열마다 작성 안내가 있고 계약 상품, 국가, 택배 유형을 목록에서 고를 수 있습니다.",
      templateButton: "템플릿 다운로드",
      fill: "작성하기",
      fillHint:
        "한 행은 상자 하나 또는 신고 품목 하나입니다. 고객 참조번호가 같은 행은 한 주문이 됩니다. 파일당 최대 {{max}}건.",
      upload: "업로드",
    },
    upload: {
      drop: "작성한 .xlsx 파일을 클릭하거나 여기로 끌어 오세요",
      hint: "템플릿의 .xlsx 파일만 가능하며, 파일 내용으로 검사합니다.",
      button: "업로드 및 가져오기",
    },
    mode: {
      label: "주문 처리 방식",
      placeGood: "유효한 주문 접수",
      placeGoodHint:
        "나머지는 사유와 함께 보고하며, 지갑 잔액이 부족한 주문은 결제 대기 임시 저장으로 남깁니다",
      allOrNothing: "전부 아니면 전무",
      allOrNothingHint: "먼저 총액을 보류하며, 모든 주문이 유효하고 결제될 때만 접수합니다",
      drafts: "임시 저장",
      draftsHint: "요금을 청구하지 않으며 나중에 결제합니다",
    },
    sender: "발송인",
    senderPlaceholder: "기본 발송인",
    counts: {
      succeeded: "성공",
      drafted: "임시 저장",
      failed: "실패",
      total: "전체",
      charged: "청구 금액",
    },
    progress: {
      reading: "파일을 읽는 중…",
      running: "주문 {{total}}건 중 {{processed}}건 가져옴…",
    },
    result: {
      success: "가져오기 완료: 모든 주문이 처리되었습니다",
      partial: "가져오기 완료: 일부 주문이 실패했습니다",
      none: "가져오기 완료: 처리된 주문이 없습니다",
      failed: "가져오기에 실패했습니다",
      draftsHint: "결제 대기 중인 임시 저장 {{count}}건: 지갑을 충전한 뒤 한 번에 결제하세요.",
      viewOrders: "주문 보기",
    },
    pay: {
      button: "임시 저장 {{count}}건 결제",
      confirm: "{{serialNo}}의 임시 저장 {{count}}건을 지갑에서 결제할까요?",
      ok: "결제",
      submitted: "임시 저장 {{count}}건 결제 작업을 제출했습니다. 작업 관리에서 확인하세요.",
      openTasks: "작업 관리 열기",
    },
    failedRecords: "실패 기록",
    statuses: { processing: "처리 중", completed: "완료", failed: "실패" },
    history: {
      title: "가져오기 기록",
      keyword: "키워드",
      keywordHint: "일련번호 또는 파일 이름",
      status: "상태",
      serialNo: "일련번호",
      file: "파일",
      original: "업로드한 원본 파일 다운로드",
      mode: "방식",
      createdAt: "생성 일시",
      finishedAt: "완료 일시",
      empty: "가져오기 기록이 없습니다",
      emptyHint: "위에서 작성한 템플릿을 업로드하면 여기에 기록이 표시됩니다.",
    },
    notice: {
      text: "{{serialNo}}에 결제 대기 중인 임시 저장 {{count}}건이 있습니다.",
    },
  },
};
