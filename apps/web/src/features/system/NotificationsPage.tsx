import type { Notice } from "@pp/contracts";
import { noticeTextOf } from "@pp/domain";
import { Badge, Button, Form, Select, Space, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { useOpenNotice } from "./NotificationBell";
import { useMarkAllNoticesRead, useMarkNoticeRead, useNotices, useUnreadNotices } from "./notices.api";

const FILTER_KEYS = ["status"] as const;

/** My notices, newest first: open one (it is marked read), mark one or all read, show only the unread. */
const NotificationsPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useListState(FILTER_KEYS);
  const query = useNotices({
    cursor: list.cursor,
    size: list.size,
    unread: list.filters.status === "unread" ? "true" : undefined,
  });
  const unread = useUnreadNotices();
  const markRead = useMarkNoticeRead();
  const markAll = useMarkAllNoticesRead();
  const openNotice = useOpenNotice();

  return (
    <ListPage<Notice, typeof list.filters>
      {...listPageProps(list, query, "keyset")}
      title={t("notices.title")}
      description={t("notices.description")}
      actions={
        <Button
          type="primary"
          disabled={!unread.data}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="notices-mark-all"
        >
          {t("notices.markAllRead")}
        </Button>
      }
      filters={
        <Form.Item name="status" label={t("notices.status")}>
          <Select
            allowClear
            placeholder={t("common.list.all")}
            style={{ width: 150 }}
            options={[{ value: "unread", label: t("notices.unread") }]}
          />
        </Form.Item>
      }
      rowKey="id"
      empty={{ title: t("notices.emptyTitle"), description: t("notices.emptyBody") }}
      columns={[
        {
          title: t("common.columns.status"),
          dataIndex: "read",
          width: 100,
          render: (read: boolean) =>
            read ? (
              <Badge status="default" text={t("notices.read")} />
            ) : (
              <Badge status="processing" text={t("notices.unread")} />
            ),
        },
        {
          title: t("notices.createdAt"),
          dataIndex: "createdAt",
          width: 170,
          render: (value: string) => formatDateTime(value, "—", "second"),
        },
        {
          title: t("notices.titleColumn"),
          key: "title",
          width: 200,
          render: (_: unknown, notice) => noticeTextOf(lang, notice).title,
        },
        {
          title: t("notices.text"),
          key: "text",
          width: 340,
          ellipsis: { showTitle: false },
          render: (_: unknown, notice) => {
            const { text } = noticeTextOf(lang, notice);
            return (
              <Tooltip title={text} placement="topLeft">
                <span>{text}</span>
              </Tooltip>
            );
          },
        },
        {
          title: t("common.columns.actions"),
          key: "actions",
          width: 180,
          fixed: "right",
          render: (_: unknown, notice) => (
            <Space size={4}>
              <Button type="link" size="small" onClick={() => openNotice(notice)}>
                {t("notices.open")}
              </Button>
              {notice.read ? null : (
                <Button type="link" size="small" onClick={() => markRead.mutate(notice.id)}>
                  {t("notices.markRead")}
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
};

export default NotificationsPage;
