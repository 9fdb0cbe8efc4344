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
        "웹훅은 결제, 운송장 번호, 배송 추적 업데이트 등 플랫폼의 변경 사항을 발생 즉시 귀사 시스템에 알려 주므로 폴링할 필요가 없습니다.",
      steps: {
        endpoint: {
          title: "엔드포인트 등록",
          body: "로그인 후 API 연동 정보에서 HTTPS 주소를 추가하고 이벤트를 선택한 뒤, 발급된 서명 시크릿을 보관하세요.",
        },
        deliver: {
          title: "이벤트 수신",
          body: "각 이벤트는 발생 즉시 JSON POST 요청으로 귀사 주소에 전송됩니다.",
        },
        verify: {
          title: "서명 검증",
          body: "내용을 신뢰하기 전에 시크릿으로 서명 헤더를 확인하세요.",
        },
        retry: {
          title: "자동 재시도",
          body: "엔드포인트가 2xx 상태로 응답할 때까지 점점 긴 간격으로 다시 전송합니다.",
        },
      },
      eventsTitle: "이벤트",
      eventsIntro:
        "모든 전송은 이벤트 유형, 발생 시각, 데이터를 담은 JSON 본문의 POST 요청입니다. 행을 펼치면 실제로 전송되는 본문을 볼 수 있습니다.",
      event: "이벤트 유형",
      meaning: "의미",
      payload: "요청 본문",
      versionNote:
        "주문 이벤트에는 계속 증가하기만 하는 주문 버전이 들어 있습니다. 전송 순서가 바뀔 수 있으므로 이미 처리한 버전보다 낮은 이벤트는 버리세요.",
      copy: "복사",
      copied: "복사했습니다",
      headersTitle: "요청 헤더",
      header: "헤더",
      headers: {
        "webhook-id": "이벤트의 고유 ID: 같은 이벤트의 모든 재시도에서 동일",
        "webhook-timestamp": "이번 시도의 서명 시각(Unix 초)",
        "webhook-signature": '공백으로 구분된 하나 이상의 서명 "v1,<base64>"',
      },
      signatureTitle: "서명 생성 방식",
      signature: {
        content:
          "서명 대상은 webhook-id, webhook-timestamp, 원본 본문을 마침표로 이은 것입니다: {id}.{timestamp}.{body}.",
        key: '키는 시크릿에서 "whsec_" 접두사를 뺀 뒤 base64로 디코딩한 값입니다.',
        encoding: '서명은 그 내용의 HMAC-SHA256을 base64로 인코딩하고 "v1,"을 앞에 붙인 것입니다.',
        several:
          "시크릿을 교체하면 24시간 동안 이전 시크릿과 새 시크릿의 서명이 함께 전송됩니다. 어느 하나라도 일치하면 수락하세요. 비교는 상수 시간으로 하세요.",
        tolerance: "타임스탬프가 귀사 시계와 5분 넘게 차이 나는 전송은 재전송 공격일 수 있으므로 거부하세요.",
      },
      sampleTitle: "전송 검증",
      retryTitle: "재시도 일정",
      retryIntro:
        "실패한 전송은 다음 간격마다 다시 시도하며(각 간격은 직전 시도부터 계산, 약간의 무작위 지연 포함), 모두 약 {{hours}}시간에 걸칩니다:",
      atOnce: "즉시",
      after: "{{delay}} 후",
      units: { s: "{{count}}초", min: "{{count}}분", h: "{{count}}시간" },
      rulesTitle: "전송 규칙",
      rules: {
        delivered:
          "제한 시간 안에 2xx로 응답하면 전송 완료로 봅니다. 그 밖의 응답은 실패이며 다시 시도합니다.",
        redirects: "리디렉션(3xx)은 따라가지 않고 실패로 처리합니다. 최종 주소를 등록하세요.",
        gone: "410 Gone으로 응답하면 엔드포인트가 즉시 비활성화되어 더 이상 전송하지 않습니다.",
        slowDown: "Retry-After가 있는 429 또는 503 응답이면 다음 시도까지 최소 그만큼 기다립니다.",
        disabled:
          "{{days}}일 동안 모든 전송이 실패한 엔드포인트는 비활성화되고 알림이 갑니다. 콘솔에서 다시 활성화할 수 있습니다.",
        respond: "2xx로 빠르게 응답하고, 오래 걸리는 작업은 자체 큐에서 나중에 처리하세요.",
        dedupe: "같은 이벤트가 여러 번 도착할 수 있습니다. webhook-id로 이미 처리한 이벤트를 건너뛰세요.",
        version:
          "주문 이벤트는 순서가 바뀌어 도착할 수 있습니다. 확인한 가장 높은 주문 버전을 기록하고 그보다 오래된 이벤트는 버리세요.",
      },
      ctaTitle: "연동할 준비가 되셨나요?",
      ctaBody: "로그인하면 계정의 API 토큰과 웹훅 엔드포인트를 관리할 수 있습니다.",
      signIn: "콘솔에 로그인",
    },
  },
};
