export default {
  sellerLabel: {
    title: "판매자 라벨",
    hint: "TikTok Shop, Temu, Shopee 등 마켓플레이스에서 받은 라벨: 마켓플레이스와 추적 번호를 입력하고 라벨 PDF를 업로드하세요. 주문은 운송사에 전송되지 않으며 스캔 시 이 라벨이 출력됩니다.",
    marketplace: "마켓플레이스",
    marketplaces: { tiktokShop: "TikTok Shop", temu: "Temu", shopee: "Shopee", other: "기타 마켓플레이스" },
    trackingNumber: "판매자 추적 번호",
    file: "라벨 PDF",
    choose: "PDF 선택",
    fileHint: "PDF, 최대 5 MB; 4x6 라벨에 맞춰 출력됩니다.",
    notPdf: "PDF 파일을 선택하세요",
    tooLarge: "라벨 PDF는 5 MB를 넘을 수 없습니다",
    needsFile: "판매자 추적 번호와 함께 라벨 PDF를 업로드하세요",
    awaitingFile: "라벨 PDF 업로드 대기",
    printed: "{{count}}회 출력됨",
    status: "운송사에 전송하지 않음: 판매자 라벨로 발송",
    upload: "판매자 라벨 업로드",
    uploadTitle: "판매자 라벨 업로드 · {{orderNo}}",
    uploadFailed:
      "주문은 접수되었지만 판매자 라벨이 업로드되지 않았습니다: {{message}}. 주문 상세에서 다시 업로드하세요.",
    modes: { none: "사용 안 함", optional: "판매자 라벨 사용 가능", required: "판매자 라벨 필수" },
  },
};
