import { DeleteOutlined, EditOutlined, LockOutlined } from "@ant-design/icons";
import type { Role } from "@pp/contracts";
import { Button, Card, Empty, Flex, Popconfirm, Space, Table, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { roleName } from "../../shared/auth/names";
import { ListLoadFailed, ListPageHeader } from "../../shared/components/ListPage";
import { AddButton } from "../../shared/components/list-controls";
import { useDeleteRole, useRoles } from "./account-admin.api";
import { RoleFormDrawer } from "./RoleFormDrawer";

/** Roles: who sees which menus and whose data; nobody hands out more than they hold. */
const RolesPage = () => {
  const { t } = useTranslation();
  const roles = useRoles();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<{ role: Role | undefined } | null>(null);

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <ListPageHeader
        title={t("accounts.roles.title")}
        description={t("accounts.roles.intro")}
        actions={
          <AddButton onClick={() => setEditing({ role: undefined })}>{t("accounts.roles.create")}</AddButton>
        }
        loading={roles.isPending}
        fetching={roles.isFetching}
        onRefresh={() => void roles.refetch()}
      />
      <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: 16 } }}>
        {roles.error && !roles.data ? (
          <ListLoadFailed onRetry={() => void roles.refetch()} />
        ) : (
          <Table<Role>
            size="small"
            rowKey="id"
            loading={roles.isPending}
            dataSource={roles.data ?? []}
            pagination={false}
            scroll={{ x: "max-content" }}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("accounts.roles.empty")} />
              ),
            }}
            columns={[
              {
                title: t("accounts.roles.name"),
                dataIndex: "name",
                width: 170,
                render: (_: string, role) => (
                  <Space size={6}>
                    <Typography.Text strong>{roleName(t, role)}</Typography.Text>
                    {role.builtIn ? (
                      <Tooltip title={t("accounts.roles.builtInHint")}>
                        <Tag icon={<LockOutlined />} style={{ marginInlineEnd: 0 }}>
                          {t("accounts.roles.builtIn")}
                        </Tag>
                      </Tooltip>
                    ) : null}
                  </Space>
                ),
              },
              {
                title: t("accounts.roles.code"),
                dataIndex: "code",
                width: 130,
                render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
              },
              { title: t("accounts.roles.level"), dataIndex: "level", width: 80, align: "center" },
              {
                title: t("accounts.roles.dataScope"),
                dataIndex: "dataScope",
                width: 170,
                render: (scope: Role["dataScope"], role) =>
                  scope === "custom"
                    ? t("accounts.roles.customCount", { count: role.dataOrgIds.length })
                    : t(`accounts.roles.scopes.${scope}`),
              },
              {
                title: t("accounts.roles.menus"),
                dataIndex: "menuIds",
                width: 110,
                render: (ids: number[]) => t("accounts.roles.menuCount", { count: ids.length }),
              },
              { title: t("accounts.roles.users"), dataIndex: "userCount", width: 80, align: "center" },
              {
                title: t("accounts.roles.description"),
                dataIndex: "description",
                width: 240,
                ellipsis: true,
                render: (text: string) => text || <Typography.Text type="secondary">—</Typography.Text>,
              },
              {
                title: t("accounts.actions"),
                key: "actions",
                fixed: "right",
                width: 160,
                render: (_: unknown, role) => {
                  const reason = role.lockedBecause ?? undefined;
                  return (
                    <Space size={0}>
                      <Tooltip title={reason}>
                        <Button
                          type="link"
                          size="small"
                          icon={<EditOutlined />}
                          disabled={!role.manageable}
                          onClick={() => setEditing({ role })}
                        >
                          {t("accounts.edit")}
                        </Button>
                      </Tooltip>
                      {role.builtIn ? null : (
                        <Popconfirm
                          title={t("accounts.roles.deleteTitle", { name: roleName(t, role) })}
                          description={
                            role.userCount
                              ? t("accounts.roles.deleteInUse", { count: role.userCount })
                              : t("accounts.roles.deleteBody")
                          }
                          okText={t("common.actions.delete")}
                          okButtonProps={{ danger: true, disabled: role.userCount > 0 }}
                          cancelText={t("common.actions.cancel")}
                          onConfirm={() => remove.mutateAsync(role.id)}
                          disabled={!role.manageable}
                        >
                          <Button
                            type="link"
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            disabled={!role.manageable}
                          >
                            {t("common.actions.delete")}
                          </Button>
                        </Popconfirm>
                      )}
                    </Space>
                  );
                },
              },
            ]}
          />
        )}
      </Card>
      <RoleFormDrawer open={editing !== null} role={editing?.role} onClose={() => setEditing(null)} />
    </Flex>
  );
};

export default RolesPage;
