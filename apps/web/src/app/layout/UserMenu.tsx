import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from "@ant-design/icons";
import type { SessionInfo } from "@pp/contracts";
import { App, Avatar, Dropdown, Flex, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { orgName } from "../../shared/auth/names";
import { logout } from "../../shared/auth/session";

// Owned by the identity area; loaded only when the user opens it.
const ChangePasswordDialog = lazy(() => import("../../features/auth/components/ChangePasswordDialog"));

export const UserMenu = ({ session }: { session: SessionInfo }) => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [changingPassword, setChangingPassword] = useState(false);
  const name = session.user.nickName || session.user.username;

  const confirmLogout = () =>
    modal.confirm({
      title: t("shell.user.logoutTitle"),
      content: t("shell.user.logoutContent"),
      okText: t("shell.user.logout"),
      cancelText: t("common.actions.cancel"),
      icon: <LogoutOutlined />,
      onOk: () => logout(),
    });

  return (
    <>
      <Dropdown
        trigger={["click"]}
        placement="bottomRight"
        menu={{
          items: [
            {
              key: "who",
              disabled: true,
              className: "pp-user-card",
              label: (
                <Flex vertical>
                  <Typography.Text strong>{name}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {session.subUsername ?? session.user.username} ·{" "}
                    {orgName(t, { type: session.user.orgType, name: session.user.orgName })}
                  </Typography.Text>
                </Flex>
              ),
            },
            { type: "divider" },
            { key: "password", icon: <KeyOutlined />, label: t("shell.user.changePassword") },
            { key: "logout", icon: <LogoutOutlined />, label: t("shell.user.logout"), danger: true },
          ],
          onClick: ({ key }) => {
            if (key === "password") setChangingPassword(true);
            if (key === "logout") confirmLogout();
          },
        }}
      >
        <button type="button" className="pp-user-trigger" aria-label={t("shell.user.menu")}>
          <Avatar size={28} icon={<UserOutlined />} style={{ background: "var(--ant-color-primary)" }} />
          <span className="pp-user-name">{name}</span>
          <DownOutlined className="pp-user-caret" />
        </button>
      </Dropdown>
      {changingPassword ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
        </Suspense>
      ) : null}
    </>
  );
};
