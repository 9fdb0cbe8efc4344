import { CopyOutlined, KeyOutlined, ReloadOutlined, WarningOutlined } from "@ant-design/icons";
import type { ApiToken, IssuedApiToken } from "@pp/contracts";
import { Alert, App, Button, Card, Empty, Flex, Input, Modal, Result, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/lib/format";
import ApiReferencePanel from "./ApiReferencePanel";
import { useApiTokens, useRegenerateApiToken } from "./my-account.api";

/** The org's open-API token: generated or regenerated here, shown once, kept only as a hash. */
const ApiDockingPage = () => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const tokens = useApiTokens();
  const regenerate = useRegenerateApiToken();
  const [issued, setIssued] = useState<IssuedApiToken | null>(null);
  const hasActive = (tokens.data ?? []).some((row) => row.revokedAt === null);

  const issue = async () => setIssued(await regenerate.mutateAsync());

  const askRegenerate = () => {
    if (!hasActive) {
      void issue();
      return;
    }
    modal.confirm({
      title: t("account.apiDocking.regenerateTitle"),
      icon: <WarningOutlined style={{ color: "var(--ant-color-warning)" }} />,
      content: t("account.apiDocking.regenerateBody"),
      okText: t("account.apiDocking.regenerateOk"),
      okButtonProps: { danger: true },
      cancelText: t("common.actions.cancel"),
      onOk: issue,
    });
  };

  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.token);
      void message.success(t("account.apiDocking.copied"));
    } catch {
      // Clipboard access can be refused (insecure origin); the token stays selectable in the field.
    }
  };

  return (
    <Flex vertical gap={12}>
      <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: "14px 20px" } }}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex vertical gap={2}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t("account.apiDocking.title")}
            </Typography.Title>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {t("account.apiDocking.description")}
            </Typography.Text>
          </Flex>
          <Button
            type="primary"
            icon={hasActive ? <ReloadOutlined /> : <KeyOutlined />}
            loading={regenerate.isPending}
            onClick={askRegenerate}
            disabled={tokens.isPending}
            data-testid="api-token-generate"
          >
            {hasActive ? t("account.apiDocking.regenerate") : t("account.apiDocking.generate")}
          </Button>
        </Flex>
      </Card>

      <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: 16 } }}>
        {tokens.isError ? (
          <Result
            status="warning"
            title={t("common.list.loadFailed")}
            extra={<Button onClick={() => void tokens.refetch()}>{t("common.actions.retry")}</Button>}
          />
        ) : (
          <Table<ApiToken>
            size="small"
            rowKey="id"
            loading={tokens.isPending}
            dataSource={tokens.data ?? []}
            pagination={false}
            scroll={{ x: "max-content" }}
            locale={{
              emptyText: tokens.isPending ? (
                <div style={{ height: 120 }} />
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    <Flex vertical gap={2}>
                      <Typography.Text>{t("account.apiDocking.emptyTitle")}</Typography.Text>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t("account.apiDocking.emptyBody")}
                      </Typography.Text>
                    </Flex>
                  }
                />
              ),
            }}
            columns={[
              {
                title: t("account.apiDocking.prefix"),
                dataIndex: "prefix",
                width: 220,
                render: (value: string) => <Typography.Text code>{`${value}••••••••`}</Typography.Text>,
              },
              {
                title: t("account.apiDocking.status"),
                dataIndex: "revokedAt",
                width: 100,
                render: (value: string | null) =>
                  value === null ? (
                    <Tag color="success">{t("account.apiDocking.active")}</Tag>
                  ) : (
                    <Tag>{t("account.apiDocking.revoked")}</Tag>
                  ),
              },
              {
                title: t("account.apiDocking.createdAt"),
                dataIndex: "createdAt",
                width: 170,
                render: (value: string | null) => formatDateTime(value, "", "second"),
              },
              { title: t("account.apiDocking.createdBy"), dataIndex: "createdBy", width: 140 },
              {
                title: t("account.apiDocking.lastUsedAt"),
                dataIndex: "lastUsedAt",
                width: 170,
                render: (value: string | null) =>
                  formatDateTime(value, t("account.apiDocking.neverUsed"), "second"),
              },
            ]}
          />
        )}
      </Card>

      <Modal
        open={issued !== null}
        title={t("account.apiDocking.shownOnceTitle")}
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={
          <Flex justify="flex-end" gap={8}>
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              {t("account.apiDocking.copy")}
            </Button>
            <Button type="primary" onClick={() => setIssued(null)}>
              {t("account.apiDocking.done")}
            </Button>
          </Flex>
        }
      >
        <Alert
          type="warning"
          showIcon
          title={t("account.apiDocking.shownOnceBody")}
          style={{ margin: "12px 0" }}
        />
        <Input.TextArea
          readOnly
          value={issued?.token ?? ""}
          autoSize
          data-testid="api-token-value"
          style={{ fontFamily: "monospace" }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8, marginBottom: 0 }}>
          {t("account.apiDocking.headerHint")}
        </Typography.Paragraph>
      </Modal>
      <ApiReferencePanel />
    </Flex>
  );
};

export default ApiDockingPage;
