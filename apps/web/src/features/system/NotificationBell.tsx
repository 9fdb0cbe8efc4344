import { BellOutlined } from "@ant-design/icons";
import type { Notice } from "@pp/contracts";
import { noticeTextOf } from "@pp/domain";
import { Badge, Button, Flex, List, Popover, Spin, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLanguage } from "../../locales";
import { EmptyState } from "../../shared/components/ListPage";
import { formatDateTime } from "../../shared/lib/format";
import { useMarkAllNoticesRead, useMarkNoticeRead, useNotices, useUnreadNotices } from "./notices.api";

/** How many of the latest notices the bell's popup shows. */
const LATEST = 6;
const INBOX_PATH = "/system/notifications";

/** One notice as a line: unread ones marked, title, text and time; a click opens its object. */
export const NoticeLine = ({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) => {
  const lang = useLanguage();
  const { title, text } = noticeTextOf(lang, notice);
  return (
    <List.Item
      className={`pp-notice-line${notice.read ? "" : " pp-notice-unread"}`}
      onClick={() => onOpen(notice)}
      data-testid="notice-line"
    >
      <Flex vertical gap={2} style={{ minWidth: 0, width: "100%" }}>
        <Flex justify="space-between" gap={8}>
          <Typography.Text strong={!notice.read} ellipsis>
            {notice.read ? null : <Badge status="processing" style={{ marginRight: 6 }} />}
            {title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, flex: "none" }}>
            {formatDateTime(notice.createdAt, "", "minute")}
          </Typography.Text>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }} ellipsis={{ rows: 2 }}>
          {text}
        </Typography.Paragraph>
      </Flex>
    </List.Item>
  );
};

/** Opens a notice's object and marks it read (a read one is only opened). */
export const useOpenNotice = () => {
  const navigate = useNavigate();
  const markRead = useMarkNoticeRead();
  return (notice: Notice) => {
    if (!notice.read) markRead.mutate(notice.id);
    void navigate(notice.link);
  };
};

/**
 * The top bar's bell: the unread count (refreshed every minute and when the window regains focus) and, on a
 * click, the latest notices; a notice opens its object and is marked read.
 */
export const NotificationBell = ({ canOpenInbox }: { canOpenInbox: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotices();
  const latest = useNotices({ size: LATEST }, open);
  const markAll = useMarkAllNoticesRead();
  const openNotice = useOpenNotice();
  const count = unread.data ?? 0;
  const label = t("notices.bell", { count });

  const content = (
    <Flex vertical className="pp-notice-popup" data-testid="notice-popup">
      <Flex justify="space-between" align="center" className="pp-notice-popup-head">
        <Typography.Text strong>{t("notices.latest")}</Typography.Text>
        <Button
          type="link"
          size="small"
          disabled={count === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t("notices.markAllRead")}
        </Button>
      </Flex>
      {latest.isPending ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : latest.data?.rows.length ? (
        <List
          size="small"
          dataSource={latest.data.rows}
          rowKey="id"
          renderItem={(notice) => (
            <NoticeLine
              notice={notice}
              onOpen={(chosen) => {
                setOpen(false);
                openNotice(chosen);
              }}
            />
          )}
        />
      ) : (
        <EmptyState title={t("notices.emptyTitle")} description={t("notices.emptyBody")} />
      )}
      {canOpenInbox ? (
        <Button
          type="link"
          block
          onClick={() => {
            setOpen(false);
            void navigate(INBOX_PATH);
          }}
        >
          {t("notices.viewAll")}
        </Button>
      ) : null}
    </Flex>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={content}
      arrow={false}
      // On a phone the bell is not at the right edge: the popup moves left to stay on the screen.
      align={{ overflow: { adjustY: true, shiftX: true } }}
      classNames={{ root: "pp-notice-popover" }}
    >
      <Tooltip title={open ? undefined : label}>
        <Button type="text" aria-label={label} data-testid="notice-bell">
          <Badge count={count} overflowCount={99} size="small" data-testid="notice-count">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Tooltip>
    </Popover>
  );
};
