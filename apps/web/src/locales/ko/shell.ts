export default {
  shell: {
    routes: {
      login: "로그인",
      register: "회원가입",
      forgetPassword: "비밀번호 찾기",
      registrationAgreement: "이용약관",
      privacyAgreement: "개인정보 처리방침",
    },
    actions: {
      backHome: "홈으로",
      back: "이전 페이지",
    },
    menu: {
      collapse: "메뉴 접기",
      expand: "메뉴 펼치기",
    },
    tabs: {
      home: "홈",
      untitled: "제목 없음",
      refresh: "새로고침",
      close: "닫기",
      closeOthers: "다른 탭 닫기",
      closeAll: "모두 닫기",
      actions: "탭 메뉴",
    },
    edition: {
      free: "무료 버전",
      standard: "스탠다드 버전",
      professional: "프로페셔널 버전",
      upgradeHint: "업그레이드하고 더 많은 서비스와 한도를 이용하세요",
      topHint: "최고 버전을 이용 중입니다. 구독 정보를 확인하세요",
    },
    user: {
      menu: "계정 메뉴",
      changePassword: "비밀번호 변경",
      logout: "로그아웃",
      logoutTitle: "로그아웃하시겠습니까?",
      logoutContent: "계속 작업하려면 다시 로그인해야 합니다.",
    },
    settings: {
      title: "화면 설정",
      themeColor: "테마 색상",
      followBrand: "브랜드 색상 사용",
      followBrandHint: "선택한 색상을 지우고 현재 브랜드의 색상을 사용합니다",
      interface: "레이아웃",
      showTabs: "탭 표시",
      showTabsHint: "방문한 페이지의 탭 막대를 표시합니다",
      fixedHeader: "상단 바 고정",
      fixedHeaderHint: "스크롤해도 상단 바가 보이도록 유지합니다",
      showLogo: "로고 표시",
      showLogoHint: "상단 바에 로고와 시스템 이름을 표시합니다",
      uniqueOpened: "메뉴 그룹 하나만 펼치기",
      uniqueOpenedHint: "메뉴 그룹을 펼치면 다른 그룹은 접힙니다",
      reset: "기본값 복원",
      savedHint: "이 브라우저에 자동으로 저장됩니다",
    },
    notAvailable: {
      title: "“{{name}}” 화면은 아직 제공되지 않습니다",
      description:
        "이 화면은 플랫폼에 포함될 예정이지만 현재 버전에는 아직 출시되지 않았습니다. 메뉴에 미리 표시되어 있으므로 출시되면 바로 사용할 수 있습니다.",
      reference: "화면 식별자:",
    },
    noMenus: {
      title: "계정에 할당된 화면이 없습니다",
      description: "필요한 화면에 대한 권한을 역할에 부여해 달라고 관리자에게 요청하세요.",
    },
    checkFailed: {
      title: "페이지를 열 수 없습니다",
      description: "이 페이지에 대한 접근 권한을 확인하지 못했습니다. 네트워크를 확인한 후 다시 시도하세요.",
    },
    notFound: {
      title: "페이지를 찾을 수 없습니다",
      description: "주소가 잘못 입력되었거나 페이지가 이동 또는 삭제되었을 수 있습니다.",
    },
    noPermission: {
      title: "권한 없음",
      description: "이 계정으로는 이 페이지를 열 수 없습니다. 접근이 필요하면 관리자에게 문의하세요.",
      switchAccount: "다른 계정으로 로그인",
    },
    crash: {
      title: "문제가 발생했습니다",
      description:
        "페이지를 불러오지 못했습니다. 새 버전이 방금 배포되었을 수 있습니다. 새로고침 후 계속하세요.",
      reload: "새로고침",
    },
    webhookDoc: {
      title: "웹훅 알림",
      badge: "오픈 API",
      intro:
        "웹훅은 주문 및 배송 추적 업데이트와 같은 플랫폼의 변경 사항을 발생 즉시 귀사 시스템에 알려 주므로 반복 조회할 필요가 없습니다.",
      availabilityTitle: "전체 문서는 오픈 API와 함께 제공됩니다",
      availability:
        "이벤트 목록과 페이로드 필드를 포함한 전체 웹훅 문서는 오픈 API와 함께 공개됩니다. 이 페이지에서는 수신 엔드포인트를 미리 준비할 수 있도록 전송 방식을 요약합니다.",
      howTitle: "전송 방식",
      steps: {
        endpoint: {
          title: "엔드포인트 등록",
          body: "로그인 후 API 연동 정보에서 HTTPS 주소를 추가하면 서명용 시크릿이 발급됩니다.",
        },
        deliver: {
          title: "이벤트 수신",
          body: "이벤트가 발생하면 즉시 JSON 형식의 POST 요청으로 주소에 전송됩니다.",
        },
        verify: {
          title: "서명 검증",
          body: "내용을 신뢰하기 전에 시크릿으로 서명 헤더를 확인하세요.",
        },
        retry: {
          title: "자동 재시도",
          body: "엔드포인트가 2xx 상태 코드로 응답할 때까지 간격을 늘려 가며 다시 전송합니다.",
        },
      },
      headersTitle: "요청 헤더",
      header: "헤더",
      meaning: "설명",
      headers: {
        "webhook-id": "이벤트의 고유 ID이며 재시도할 때도 동일합니다",
        "webhook-timestamp": "전송 시각 (Unix 시간, 초 단위)",
        "webhook-signature": "시크릿으로 “id.timestamp.body”를 계산한 HMAC-SHA256 값 (Base64, “v1,” 접두사)",
      },
      tips: {
        respond: "2xx 상태 코드로 빠르게 응답하고 오래 걸리는 작업은 그 후에 처리하세요.",
        idempotent: "webhook-id로 이미 처리한 전송은 무시하세요.",
        order: "도착 순서에 의존하지 말고 이벤트 시각을 기준으로 하세요.",
      },
      sampleTitle: "전송 검증 예시 (Node.js)",
      ctaTitle: "연동을 시작할 준비가 되셨나요?",
      ctaBody: "로그인하면 계정의 API 토큰과 웹훅 엔드포인트를 관리할 수 있습니다.",
      signIn: "콘솔에 로그인",
    },
  },
};
