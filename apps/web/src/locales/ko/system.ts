export default {
  system: {
    sandboxMessages: {
      title: "샌드박스 메시지 뷰어",
      description:
        "샌드박스 발송 채널이 실제로 보내지 않고 보관한 문자 메시지와 이메일입니다. 최신순으로 표시됩니다.",
      sandboxTitle: "샌드박스: 메시지가 실제로 발송되지 않으며 인증 코드는 가려집니다",
      sandboxBody:
        "현재 샌드박스 발송 채널을 사용하고 있습니다. 인증 코드는 여기에서 ******로 표시되며, 수신자만 해당 휴대폰 번호나 메일함의 샌드박스 수신함 페이지(/sandbox-inbox/<휴대폰 번호 또는 이메일>)에서 확인할 수 있습니다.",
      notMountedTitle: "이 플랫폼에는 샌드박스가 없습니다",
      notMountedBody:
        "이 서버는 샌드박스 문자·이메일 채널을 사용하지 않으므로 표시할 샌드박스 메시지가 없습니다. 메시지는 설정된 발송 채널로 수신자에게 전달되며, 설정된 채널이 없으면 발송할 수 없습니다.",
      channel: "채널",
      channels: { sms: "문자", email: "이메일" },
      recipient: "수신자",
      recipientPlaceholder: "휴대폰 번호 또는 이메일",
      subject: "제목",
      body: "내용",
      fullBody: "내용(인증 코드 가림)",
      sentAt: "발송 시각",
      emptyTitle: "메시지가 없습니다",
      emptyBody: "플랫폼이 인증번호나 알림을 발송하면 여기에 표시됩니다.",
    },
    tasks: {
      kinds: {
        "identity-housekeeping": "정기 정리: 만료된 인증 코드, 퍼즐, 세션",
        "order-export": "주문 내보내기",
        "order-import": "대량 주문 가져오기",
      },
      title: "작업 관리",
      description: "가져오기, 내보내기, 운송장 발급 등 백그라운드 작업과 그 결과입니다.",
      autoRefresh: "처리 중인 작업이 있어 목록이 몇 초마다 자동으로 새로고침됩니다.",
      id: "번호",
      kind: "작업",
      status: "상태",
      statuses: { processing: "처리 중", failed: "실패", completed: "완료" },
      summary: "결과",
      createdAt: "시작 시각",
      finishedAt: "완료 시각",
      file: "파일",
      download: "다운로드",
      duration: "소요 시간",
      seconds: "{{count}}초",
      minutes: "{{minutes}}분 {{seconds}}초",
      emptyTitle: "작업이 없습니다",
      emptyBody: "대량 가져오기, 내보내기 등 시간이 걸리는 작업이 여기에 표시됩니다.",
    },
  },
};
