import {
  ArrowRightOutlined,
  BarChartOutlined,
  ClockCircleOutlined,
  CrownOutlined,
  GlobalOutlined,
  LineChartOutlined,
  PieChartOutlined,
  RiseOutlined,
} from "@ant-design/icons";
import type { MenuNode, SessionInfo } from "@pp/contracts";
import { maskText } from "@pp/domain";
import { Avatar, Card, Col, Descriptions, Flex, Row, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLanguage } from "../../locales";
import {
  buildMenuEntries,
  type MenuEntry,
  menuTitle,
  visibleLeaves,
  walkEntries,
} from "../../shared/auth/menu-tree";
import { orgName, roleName } from "../../shared/auth/names";
import { useMenus, useSessionUser } from "../../shared/auth/session";
import { MenuIcon } from "../../shared/components/MenuIcon";
import WalletSummary from "../finance/WalletSummary";
import { TrackingCounts } from "./TrackingCounts";

const QUICK_LINK_COUNT = 8;
const HOME_PATHS = new Set(["/", "/home"]);
const UPCOMING_ANALYTICS = [
  { key: "orders", icon: <LineChartOutlined /> },
  { key: "destinations", icon: <GlobalOutlined /> },
  { key: "weight", icon: <BarChartOutlined /> },
  { key: "leadTime", icon: <ClockCircleOutlined /> },
  { key: "revenue", icon: <RiseOutlined /> },
  { key: "subscriptions", icon: <PieChartOutlined /> },
] as const;

const greetingKey = (hour: number) => (hour < 12 ? "morning" : hour < 18 ? "afternoon" : "evening");

/** The icon of a quick link: its own, else the one of the top-level group it belongs to. */
const iconOf = (entry: MenuEntry, byPath: Map<string, MenuEntry>) => {
  const top = entry.parentPaths[0] ? byPath.get(entry.parentPaths[0]) : undefined;
  return entry.node.icon ?? entry.node.meta.icon ?? top?.node.icon ?? top?.node.meta.icon ?? null;
};

const HomePage = () => {
  const { data: session } = useSessionUser();
  const { data: menus } = useMenus();
  // The shell renders pages only once both are loaded; this guard only satisfies the types.
  if (!session || !menus) return null;
  return <Home session={session} menus={menus} />;
};

const Home = ({ session, menus }: { session: SessionInfo; menus: MenuNode[] }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const now = dayjs();
  const name = session.user.nickName || session.user.username;

  const { links, byPath } = useMemo(() => {
    const entries = buildMenuEntries(menus);
    const map = new Map([...walkEntries(entries)].map((entry) => [entry.fullPath, entry]));
    const leaves = visibleLeaves(entries).filter((entry) => !HOME_PATHS.has(entry.fullPath));
    return { links: leaves.slice(0, QUICK_LINK_COUNT), byPath: map };
  }, [menus]);

  const expiry = session.subscribeOrderExpireMap[session.currentSubscribe];

  return (
    <Flex vertical gap={16} className="pp-home">
      <Card variant="borderless" className="pp-page-card pp-home-hero">
        <Flex justify="space-between" align="center" wrap gap={16}>
          <Flex align="center" gap={16}>
            <Avatar size={56} className="pp-home-avatar">
              {Array.from(name)[0]?.toUpperCase()}
            </Avatar>
            <Flex vertical gap={4}>
              <Typography.Title level={3} style={{ margin: 0 }}>
                {t(`dashboard.greeting.${greetingKey(now.hour())}`, { name })}
              </Typography.Title>
              <Typography.Text type="secondary">
                {orgName(t, { type: session.user.orgType, name: session.user.orgName })} ·{" "}
                {t(`dashboard.orgTypes.${session.user.orgType}`)}
                {session.isSubLogin ? ` · ${t("dashboard.subAccount")}` : ""}
              </Typography.Text>
              <Flex gap={6} wrap style={{ marginTop: 4 }}>
                <Tag color="gold" icon={<CrownOutlined />} variant="filled">
                  {t(`shell.edition.${session.currentSubscribe}`)}
                </Tag>
                {session.roles.map((code) => (
                  <Tag key={code} variant="outlined">
                    {roleName(t, { code })}
                  </Tag>
                ))}
              </Flex>
            </Flex>
          </Flex>
          <Flex vertical align="flex-end" className="pp-home-date">
            <Typography.Text strong style={{ fontSize: 16 }}>
              {now.format(t("dashboard.dateFormat"))}
            </Typography.Text>
            <Typography.Text type="secondary">{now.format("dddd")}</Typography.Text>
          </Flex>
        </Flex>
      </Card>

      {session.user.orgType === "customer" && byPath.has("/finance/recharge") ? (
        <WalletSummary showRecentFlow={byPath.has("/finance/wallet-flow")} />
      ) : null}

      {byPath.has("/orders/list") ? <TrackingCounts /> : null}

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card variant="borderless" className="pp-page-card" title={t("dashboard.quickLinks")}>
            {links.length === 0 ? (
              <Typography.Text type="secondary">{t("dashboard.noQuickLinks")}</Typography.Text>
            ) : (
              <Row gutter={[12, 12]}>
                {links.map((entry) => {
                  const group = entry.parentPaths.at(-1);
                  const groupEntry = group ? byPath.get(group) : undefined;
                  return (
                    <Col key={entry.fullPath} xs={24} sm={12} md={8} xxl={6}>
                      <button
                        type="button"
                        className="pp-quick-link"
                        onClick={() => navigate(entry.fullPath)}
                      >
                        <span className="pp-quick-link-icon">
                          <MenuIcon name={iconOf(entry, byPath)} />
                        </span>
                        <span className="pp-quick-link-text">
                          <span className="pp-quick-link-title">{menuTitle(entry.node, lang)}</span>
                          <span className="pp-quick-link-group">
                            {groupEntry ? menuTitle(groupEntry.node, lang) : t("dashboard.topLevel")}
                          </span>
                        </span>
                        <ArrowRightOutlined className="pp-quick-link-arrow" />
                      </button>
                    </Col>
                  );
                })}
              </Row>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card variant="borderless" className="pp-page-card" title={t("dashboard.account")}>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: "username",
                  label: t("dashboard.username"),
                  children: session.subUsername ?? session.user.username,
                },
                { key: "phone", label: t("dashboard.phone"), children: maskText(session.user.phone) || "—" },
                { key: "email", label: t("dashboard.email"), children: maskText(session.user.email) || "—" },
                {
                  key: "edition",
                  label: t("dashboard.edition"),
                  children: expiry
                    ? t("dashboard.editionUntil", {
                        edition: t(`shell.edition.${session.currentSubscribe}`),
                        date: dayjs(expiry).format("YYYY-MM-DD"),
                      })
                    : t(`shell.edition.${session.currentSubscribe}`),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>

      <Card variant="borderless" className="pp-page-card pp-home-upcoming">
        <Flex gap={24} align="center" wrap>
          <span className="pp-home-upcoming-icon">
            <BarChartOutlined />
          </span>
          <Flex vertical gap={6} style={{ flex: 1, minWidth: 260 }}>
            <Typography.Text strong style={{ fontSize: 15 }}>
              {t("dashboard.analyticsTitle")}
            </Typography.Text>
            <Typography.Text type="secondary">{t("dashboard.analyticsBody")}</Typography.Text>
            <Flex gap={6} wrap style={{ marginTop: 4 }}>
              {UPCOMING_ANALYTICS.map((item) => (
                <Tag key={item.key} icon={item.icon} variant="filled">
                  {t(`dashboard.analytics.${item.key}`)}
                </Tag>
              ))}
            </Flex>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
};

export default HomePage;
