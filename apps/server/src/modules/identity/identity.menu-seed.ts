// The menu tree seeded on first start: every screen of spec §2 grouped by area.
// `component` keys are mapped to pages by the console; a key it does not know yet opens its
// "not available yet" page. Role grants name the areas (group names) or single screens.

export type MenuSeed = {
  name: string;
  path: string;
  component?: string;
  icon?: string;
  hidden?: boolean;
  affix?: boolean;
  activeMenu?: string;
  title: [zh: string, en: string, ko: string];
  children?: MenuSeed[];
};

const screen = (
  name: string,
  path: string,
  title: MenuSeed["title"],
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({ name, path, component: name, title, ...extra });

export const MENU_SEED: MenuSeed[] = [
  screen("home", "/home", ["首页", "Home", "홈"], { icon: "HomeOutlined", affix: true }),
  {
    name: "orders",
    path: "/orders",
    icon: "ShoppingOutlined",
    title: ["订单管理", "Orders", "주문 관리"],
    children: [
      screen("orders/create", "/orders/create", ["单票下单", "Single order", "단건 주문"]),
      screen("orders/bulk", "/orders/bulk", ["批量下单", "Bulk order", "대량 주문"]),
      screen("orders/list", "/orders/list", ["订单列表", "Order list", "주문 목록"]),
      screen("orders/detail", "/orders/detail", ["订单详情", "Order detail", "주문 상세"], {
        hidden: true,
        activeMenu: "/orders/list",
      }),
      screen("orders/abnormal", "/orders/abnormal", ["异常件", "Abnormal orders", "이상 주문"]),
      screen("orders/problem", "/orders/problem", ["问题件", "Problem orders", "문제 주문"]),
      screen("orders/scan", "/orders/scan", ["扫描出单", "Scan", "스캔"]),
      screen("orders/tracking", "/orders/tracking", ["轨迹查询", "Order tracking", "배송 조회"]),
      screen("orders/address-book", "/orders/address-book", ["地址簿", "Address book", "주소록"]),
      screen("orders/rules", "/orders/rules", ["订单规则", "Order rules", "주문 규칙"]),
    ],
  },
  {
    name: "catalog",
    path: "/catalog",
    icon: "AppstoreOutlined",
    title: ["产品与报价", "Products & pricing", "상품 및 요금"],
    children: [
      screen("catalog/freight-trial", "/catalog/freight-trial", ["运费试算", "Freight trial", "운임 계산"]),
      screen("catalog/cost-products", "/catalog/cost-products", ["成本价管理", "Cost prices", "원가 관리"]),
      screen("catalog/sales-products", "/catalog/sales-products", [
        "销售产品",
        "Sales products",
        "판매 상품",
      ]),
      screen(
        "catalog/product-detail",
        "/catalog/product-detail",
        ["产品详情", "Product detail", "상품 상세"],
        {
          hidden: true,
          activeMenu: "/catalog/sales-products",
        },
      ),
      screen("catalog/quote-plans", "/catalog/quote-plans", ["报价方案", "Quote plans", "견적 플랜"]),
      screen("catalog/signed-products", "/catalog/signed-products", ["我的产品", "My products", "내 상품"]),
      screen("catalog/premium-packages", "/catalog/premium-packages", [
        "增值服务",
        "Premium packages",
        "부가 서비스",
      ]),
      screen("catalog/surcharges", "/catalog/surcharges", ["附加费", "Surcharges", "부가 요금"]),
      screen("catalog/formulas", "/catalog/formulas", ["成本公式", "Cost formulas", "원가 공식"]),
      screen("catalog/formula-types", "/catalog/formula-types", ["公式类型", "Formula types", "공식 유형"]),
      screen("catalog/postcodes", "/catalog/postcodes", [
        "邮编分组与规则",
        "Postcode groups & rules",
        "우편번호 그룹 및 규칙",
      ]),
    ],
  },
  {
    name: "tracking",
    path: "/tracking",
    icon: "NodeIndexOutlined",
    title: ["轨迹管理", "Tracking", "배송 추적"],
    children: [
      screen("tracking/rule-groups", "/tracking/rule-groups", [
        "轨迹规则组",
        "Tracking rule groups",
        "추적 규칙 그룹",
      ]),
      screen("tracking/rules", "/tracking/rules", ["轨迹规则", "Tracking rules", "추적 규칙"], {
        hidden: true,
        activeMenu: "/tracking/rule-groups",
      }),
      screen("tracking/number-rules", "/tracking/number-rules", [
        "单号截取规则",
        "Number substring rules",
        "번호 추출 규칙",
      ]),
    ],
  },
  {
    name: "carriers",
    path: "/carriers",
    icon: "ApiOutlined",
    title: ["渠道对接", "Carrier docking", "운송사 연동"],
    children: [
      screen("carriers/providers", "/carriers/providers", ["对接商", "Docking providers", "연동 업체"]),
      screen("carriers/number-pools", "/carriers/number-pools", ["号码池", "Number pools", "번호 풀"]),
      screen("carriers/assignments", "/carriers/assignments", [
        "客户分配",
        "Customer assignment",
        "고객 배정",
      ]),
      screen("carriers/distributors", "/carriers/distributors", ["末端派送商", "Distributors", "배송사"]),
      screen("carriers/delivery-services", "/carriers/delivery-services", [
        "尾程服务",
        "Delivery services",
        "라스트마일 서비스",
      ]),
      screen("carriers/api-docking", "/carriers/api-docking", [
        "API对接信息",
        "API docking info",
        "API 연동 정보",
      ]),
      screen("carriers/api-log", "/carriers/api-log", ["API日志", "API log", "API 로그"]),
      screen("carriers/my-api-log", "/carriers/my-api-log", ["我的API调用", "My API calls", "내 API 호출"]),
      screen("carriers/webhook-log", "/carriers/webhook-log", [
        "Webhook推送日志",
        "Webhook log",
        "웹훅 로그",
      ]),
      screen("carriers/label-settings", "/carriers/label-settings", [
        "面单设置",
        "Label settings",
        "라벨 설정",
      ]),
      screen("carriers/docking-review", "/carriers/docking-review", [
        "对接申请审核",
        "Docking request review",
        "연동 신청 심사",
      ]),
      screen("carriers/my-carriers", "/carriers/my-carriers", ["我的渠道", "My carriers", "내 운송사"]),
      screen("carriers/docking-requests", "/carriers/docking-requests", [
        "对接申请",
        "Docking requests",
        "연동 신청",
      ]),
    ],
  },
  {
    name: "clearance",
    path: "/clearance",
    icon: "SafetyCertificateOutlined",
    title: ["清关服务", "Customs clearance", "통관 서비스"],
    children: [
      screen("clearance/ports", "/clearance/ports", ["清关口岸", "Clearance ports", "통관 항구"]),
      screen("clearance/services", "/clearance/services", ["清关服务", "Clearance services", "통관 서비스"]),
      screen("clearance/products", "/clearance/products", ["清关产品", "Clearance products", "통관 상품"]),
      screen("clearance/parcels", "/clearance/parcels", ["小包清关", "Small parcels", "소형 소포 통관"]),
      screen("clearance/bags", "/clearance/bags", ["航空大包", "Aviation bags", "항공 대형 백"]),
      screen("clearance/bills-of-lading", "/clearance/bills-of-lading", [
        "提单管理",
        "Bills of lading",
        "선하증권",
      ]),
      screen("clearance/mawb", "/clearance/mawb", ["主单管理", "MAWB", "MAWB 관리"]),
    ],
  },
  {
    name: "warehouse",
    path: "/warehouse",
    icon: "InboxOutlined",
    title: ["仓储分拣", "Warehouse & sorting", "창고 및 분류"],
    children: [
      screen("warehouse/warehouses", "/warehouse/warehouses", ["仓库", "Warehouses", "창고"]),
      screen("warehouse/bays", "/warehouse/bays", ["格口", "Bays", "분류구"]),
      screen("warehouse/robots", "/warehouse/robots", ["分拣机器人", "Robots", "분류 로봇"]),
      screen("warehouse/sort-rules", "/warehouse/sort-rules", ["分拣规则", "Sorting rules", "분류 규칙"]),
      screen("warehouse/sort-tasks", "/warehouse/sort-tasks", ["分拣任务", "Sort tasks", "분류 작업"]),
      screen("warehouse/workstation", "/warehouse/workstation", [
        "分拣工作台",
        "Sorting workstation",
        "분류 작업대",
      ]),
      screen("warehouse/bags", "/warehouse/bags", ["集包管理", "Bags", "백 관리"]),
      screen("warehouse/weigh-in", "/warehouse/weigh-in", ["称重", "Weigh-in", "계량"]),
    ],
  },
  {
    name: "finance",
    path: "/finance",
    icon: "WalletOutlined",
    title: ["财务管理", "Finance", "재무 관리"],
    children: [
      screen("finance/recharge", "/finance/recharge", ["充值", "Recharge", "충전"]),
      screen("finance/wallet-flow", "/finance/wallet-flow", ["钱包流水", "Wallet flow", "지갑 내역"]),
      screen("finance/bills", "/finance/bills", ["对账单", "Reconciliation bills", "정산서"]),
      screen("finance/unbilled", "/finance/unbilled", ["未出账流水", "Unbilled flows", "미청구 내역"]),
      screen("finance/issued-bills", "/finance/issued-bills", ["已出账单", "Issued bills", "발행된 청구서"]),
      screen("finance/withdrawals", "/finance/withdrawals", ["提现申请", "Withdrawals", "출금 신청"]),
      screen("finance/withdrawal-approval", "/finance/withdrawal-approval", [
        "提现审批",
        "Withdrawal approval",
        "출금 승인",
      ]),
      screen("finance/bank-transfers", "/finance/bank-transfers", [
        "转账确认",
        "Bank transfers",
        "계좌이체 확인",
      ]),
    ],
  },
  {
    name: "subscriptions",
    path: "/subscriptions",
    icon: "CrownOutlined",
    title: ["订阅服务", "Subscriptions", "구독"],
    children: [
      screen("subscriptions/plans", "/subscriptions/plans", [
        "订阅套餐",
        "Subscription plans",
        "구독 요금제",
      ]),
      screen("subscriptions/orders", "/subscriptions/orders", ["我的订阅", "My subscriptions", "내 구독"]),
      screen("subscriptions/versions", "/subscriptions/versions", [
        "版本配置",
        "Version configuration",
        "버전 구성",
      ]),
      screen(
        "subscriptions/upgrade",
        "/subscriberPermissionConfig/subscribableService",
        ["升级版本", "Upgrade edition", "에디션 업그레이드"],
        { hidden: true, activeMenu: "/subscriptions/plans" },
      ),
    ],
  },
  {
    name: "dashboard",
    path: "/dashboard",
    icon: "BarChartOutlined",
    title: ["数据分析", "Analytics", "데이터 분석"],
    children: [screen("dashboard/analytics", "/dashboard/analytics", ["数据看板", "Dashboard", "대시보드"])],
  },
  {
    name: "system",
    path: "/system",
    icon: "SettingOutlined",
    title: ["系统管理", "System", "시스템 관리"],
    children: [
      screen("system/users", "/system/users", ["用户管理", "Users", "사용자"]),
      screen("system/roles", "/system/roles", ["角色管理", "Roles", "역할"]),
      screen("system/menus", "/system/menus", ["菜单管理", "Menus", "메뉴"]),
      screen("system/customers", "/system/customers", ["客户管理", "Customers", "고객"]),
      screen("system/sub-accounts", "/system/sub-accounts", ["子账号", "Sub-accounts", "하위 계정"]),
      screen("system/countries", "/system/countries", ["国家", "Countries", "국가"]),
      screen("system/cities", "/system/cities", ["城市", "Cities", "도시"]),
      screen("system/currencies", "/system/currencies", ["币种", "Currencies", "통화"]),
      screen("system/dictionaries", "/system/dictionaries", ["字典", "Dictionaries", "사전"]),
      screen("system/notifications", "/system/notifications", ["通知公告", "Notifications", "공지"]),
      screen("system/resources", "/system/resources", ["资源库", "Resource library", "자료실"]),
      screen("system/operation-log", "/system/operation-log", ["操作日志", "Operation log", "작업 로그"]),
      screen("system/tasks", "/system/tasks", ["任务管理", "Task management", "작업 관리"]),
      screen("system/sandbox-messages", "/system/sandbox-messages", [
        "沙箱消息查看器",
        "Sandbox message viewer",
        "샌드박스 메시지 뷰어",
      ]),
      screen("system/profile", "/system/profile", ["个人中心与安全", "Profile & security", "프로필 및 보안"]),
    ],
  },
];

/** Every screen's name (groups left out, so leaving a screen out of a list really leaves it out). */
const everyScreen = (): string[] => {
  const names: string[] = [];
  const walk = (nodes: MenuSeed[]) => {
    for (const node of nodes) {
      if (node.children) walk(node.children);
      else names.push(node.name);
    }
  };
  walk(MENU_SEED);
  return names;
};

/** A wallet belongs to a customer or supplier org: the platform's staff have none to recharge or withdraw from. */
export const OWN_WALLET_SCREENS = ["finance/recharge", "finance/withdrawals"];
const staffScreens = (names: string[]) => names.filter((name) => !OWN_WALLET_SCREENS.includes(name));
const financeScreens = everyScreen().filter((name) => name.startsWith("finance/"));

// Which screens each built-in role opens (a group name grants all its screens).
export const ROLE_MENU_SEED: Record<string, string[]> = {
  admin: staffScreens(everyScreen()),
  platform: staffScreens(everyScreen().filter((name) => name !== "system/menus")),
  finance: [
    "home",
    ...staffScreens(financeScreens),
    "dashboard",
    "system/customers",
    "system/tasks",
    "system/profile",
    "system/notifications",
  ],
  supplier: [
    "home",
    "orders/list",
    "orders/detail",
    "orders/abnormal",
    "orders/tracking",
    "tracking",
    "carriers/providers",
    "carriers/api-log",
    "warehouse",
    "finance/bills",
    "finance/issued-bills",
    "system/operation-log",
    "system/notifications",
    "system/tasks",
    "system/profile",
  ],
  customer: [
    "home",
    "orders/create",
    "orders/bulk",
    "orders/list",
    "orders/detail",
    "orders/abnormal",
    "orders/problem",
    "orders/scan",
    "orders/address-book",
    "catalog/freight-trial",
    "catalog/signed-products",
    "catalog/premium-packages",
    "orders/tracking",
    "carriers/api-docking",
    "carriers/my-api-log",
    "carriers/label-settings",
    "carriers/my-carriers",
    "carriers/docking-requests",
    "finance/recharge",
    "finance/wallet-flow",
    "finance/bills",
    "finance/withdrawals",
    "subscriptions/plans",
    "subscriptions/orders",
    "subscriptions/upgrade",
    "system/sub-accounts",
    "system/operation-log",
    "system/notifications",
    "system/tasks",
    "system/profile",
  ],
};
