import { DesktopOutlined, LockOutlined, MailOutlined, MobileOutlined } from "@ant-design/icons";
import type { OwnSession } from "@pp/contracts";
import { App, Button, Card, Descriptions, Flex, List, Result, Skeleton, Table, Tag, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { orgName, roleName } from "../../shared/auth/names";
import { clearSession } from "../../shared/auth/session";
import { formatDateTime } from "../../shared/lib/format";
import { ContactChangeModal } from "./ContactChangeModal";
import {
  type ContactKind,
  useOwnSessions,
  useProfile,
  useRevokeSession,
  useUpdateNickName,
} from "./my-account.api";

const ChangePasswordDialog = lazy(() => import("../auth/components/ChangePasswordDialog"));

/** Own details, contact addresses, password and signed-in devices. */
const ProfilePage = () => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const profile = useProfile();
  const ownSessions = useOwnSessions();
  const rename = useUpdateNickName();
  const revoke = useRevokeSession();
  const [changing, setChanging] = useState<ContactKind | null>(null);
  const [isChangingPassword, setIsChangingPassword] = useState(false);

  if (profile.isError) {
    return (
      <Card variant="borderless" className="pp-page-card">
        <Result
          status="warning"
          title={t("common.list.loadFailed")}
          extra={<Button onClick={() => void profile.refetch()}>{t("common.actions.retry")}</Button>}
        />
      </Card>
    );
  }
  const data = profile.data;

  const askRevoke = (row: OwnSession) =>
    modal.confirm({
      title: t(row.isCurrent ? "account.profile.revokeCurrentTitle" : "account.profile.revokeTitle"),
      okText: t("account.profile.revoke"),
      okButtonProps: { danger: true },
      cancelText: t("common.actions.cancel"),
      onOk: async () => {
        const result = await revoke.mutateAsync(row.id);
        if (result.wasCurrent) {
          clearSession();
          window.location.assign("/login");
          return;
        }
        void message.success(t("account.profile.revoked"));
      },
    });

  const security = [
    {
      key: "email",
      icon: <MailOutlined />,
      title: t("account.profile.email"),
      value: data?.maskedEmail || t("account.profile.notSet"),
      action: (
        <Button onClick={() => setChanging("email")} data-testid="change-email">
          {data?.hasEmail ? t("account.profile.change") : t("account.profile.bind")}
        </Button>
      ),
    },
    {
      key: "phone",
      icon: <MobileOutlined />,
      title: t("account.profile.phone"),
      value: data?.maskedPhone || t("account.profile.notSet"),
      action: (
        <Button onClick={() => setChanging("phone")} data-testid="change-phone">
          {data?.hasPhone ? t("account.profile.change") : t("account.profile.bind")}
        </Button>
      ),
    },
    {
      key: "password",
      icon: <LockOutlined />,
      title: t("account.profile.password"),
      value: t("account.profile.passwordHint"),
      action: (
        <Button onClick={() => setIsChangingPassword(true)}>{t("account.profile.changePassword")}</Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: "14px 20px" } }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t("account.profile.title")}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t("account.profile.description")}
        </Typography.Text>
      </Card>

      <Flex gap={12} wrap align="stretch">
        <Card
          variant="borderless"
          className="pp-page-card"
          title={t("account.profile.details")}
          style={{ flex: "1 1 420px" }}
        >
          {data ? (
            <Descriptions column={1} size="small" styles={{ label: { width: 120 } }}>
              <Descriptions.Item label={t("account.profile.username")}>{data.username}</Descriptions.Item>
              <Descriptions.Item label={t("account.profile.nickName")}>
                <Typography.Text
                  editable={{
                    tooltip: t("account.profile.editNickName"),
                    maxLength: 50,
                    onChange: (value) => {
                      const nickName = value.trim();
                      if (!nickName || nickName === data.nickName) return;
                      void rename
                        .mutateAsync(nickName)
                        .then(() => message.success(t("account.profile.nickNameSaved")))
                        .catch(() => message.error(t("common.errors.operationFailed")));
                    },
                  }}
                >
                  {data.nickName}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t("account.profile.org")}>
                {orgName(t, { type: data.orgType, name: data.orgName })}
              </Descriptions.Item>
              <Descriptions.Item label={t("account.profile.accountType")}>
                {data.isSubAccount ? t("account.profile.subAccount") : t("account.profile.mainAccount")}
              </Descriptions.Item>
              <Descriptions.Item label={t("account.profile.roles")}>
                {data.roles.map((role) => (
                  <Tag key={role} bordered={false} color="blue">
                    {roleName(t, { code: role })}
                  </Tag>
                ))}
              </Descriptions.Item>
              <Descriptions.Item label={t("account.profile.createdAt")}>
                {formatDateTime(data.createdAt, "—", "second")}
              </Descriptions.Item>
            </Descriptions>
          ) : (
            <Skeleton active />
          )}
        </Card>

        <Card
          variant="borderless"
          className="pp-page-card"
          title={t("account.profile.security")}
          style={{ flex: "1 1 420px" }}
        >
          <List
            loading={!data}
            dataSource={security}
            renderItem={(item) => (
              <List.Item key={item.key} actions={[item.action]}>
                <List.Item.Meta
                  avatar={
                    <span style={{ fontSize: 18, color: "var(--ant-color-primary)" }}>{item.icon}</span>
                  }
                  title={item.title}
                  description={<span data-testid={`profile-${item.key}`}>{item.value}</span>}
                />
              </List.Item>
            )}
          />
        </Card>
      </Flex>

      <Card
        variant="borderless"
        className="pp-page-card"
        title={t("account.profile.sessions")}
        extra={
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("account.profile.sessionsHint")}
          </Typography.Text>
        }
      >
        <Table<OwnSession>
          size="small"
          rowKey="id"
          loading={ownSessions.isPending}
          dataSource={ownSessions.data ?? []}
          pagination={false}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: t("account.profile.noSessions") }}
          columns={[
            {
              title: t("account.profile.device"),
              dataIndex: "userAgent",
              ellipsis: true,
              width: 380,
              render: (value: string | null, row) => (
                <Flex gap={8} align="center">
                  <DesktopOutlined />
                  <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 300 }}>
                    {value ?? "—"}
                  </Typography.Text>
                  {row.isCurrent ? <Tag color="green">{t("account.profile.current")}</Tag> : null}
                </Flex>
              ),
            },
            {
              title: t("account.profile.ip"),
              dataIndex: "ip",
              width: 140,
              render: (v: string | null) => v ?? "—",
            },
            {
              title: t("account.profile.signedInAt"),
              dataIndex: "createdAt",
              width: 170,
              render: (value: string | null) => formatDateTime(value, "—", "second"),
            },
            {
              title: t("account.profile.expiresAt"),
              dataIndex: "expiresAt",
              width: 170,
              render: (value: string | null) => formatDateTime(value, "—", "second"),
            },
            {
              title: "",
              key: "revoke",
              width: 100,
              render: (_: unknown, row) => (
                <Button type="link" size="small" danger onClick={() => askRevoke(row)}>
                  {t("account.profile.revoke")}
                </Button>
              ),
            },
          ]}
        />
      </Card>

      <ContactChangeModal kind={changing} onClose={() => setChanging(null)} />
      {isChangingPassword ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={isChangingPassword} onClose={() => setIsChangingPassword(false)} />
        </Suspense>
      ) : null}
    </Flex>
  );
};

export default ProfilePage;
