import {
  CheckCircleOutlined,
  EditOutlined,
  KeyOutlined,
  ShopOutlined,
  StopOutlined,
} from "@ant-design/icons";
import { USER_STATUSES, type UserRow, type UserStatus } from "@pp/contracts";
import { Button, Flex, Form, Input, Popconfirm, Select, Space, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { orgName, roleName } from "../../shared/auth/names";
import { useSessionUser } from "../../shared/auth/session";
import {
  DatePresetRangePicker,
  parseRangeFilter,
  rangeFilterItemProps,
  rangeToParams,
} from "../../shared/components/DatePresetRangePicker";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { AddButton, ChoiceFilter } from "../../shared/components/list-controls";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { contactColumns } from "./AccountFields";
import {
  canOpenOrgAccounts,
  useOrgOptions,
  useRoleOptions,
  useSetUserStatus,
  useUsers,
} from "./account-admin.api";
import { OrgAccountModal } from "./OrgAccountModal";
import { ResetPasswordModal } from "./ResetPasswordModal";
import { UserFormModal } from "./UserFormModal";

const FILTER_KEYS = ["username", "nickName", "orgId", "roleId", "status", "created"] as const;

const isStatus = (value: string | undefined): value is UserStatus =>
  (USER_STATUSES as readonly string[]).includes(value ?? "");
const idOf = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

const ORG_COLORS = { platform: "blue", supplier: "purple", customer: "cyan" } as const;

/** Platform staff manage every account in their scope: details, roles, status and passwords. */
const UsersPage = () => {
  const { t } = useTranslation();
  const list = useListState(FILTER_KEYS);
  const session = useSessionUser().data;
  const canCreateOrgs = canOpenOrgAccounts(session?.roles);
  const orgs = useOrgOptions();
  const roleOptions = useRoleOptions();
  const setStatus = useSetUserStatus();
  const [editing, setEditing] = useState<{ user: UserRow | undefined } | null>(null);
  const [resetting, setResetting] = useState<UserRow | undefined>(undefined);
  const [creatingOrg, setCreatingOrg] = useState(false);
  const query = useUsers({
    page: list.page,
    size: list.size,
    username: list.filters.username,
    nickName: list.filters.nickName,
    orgId: idOf(list.filters.orgId),
    roleId: idOf(list.filters.roleId),
    status: isStatus(list.filters.status) ? list.filters.status : undefined,
    ...rangeToParams(parseRangeFilter(list.filters.created)),
  });
  const masked = query.data?.rows.some((row) => row.masked) ?? false;

  return (
    <>
      <ListPage<UserRow, typeof list.filters>
        {...listPageProps(list, query)}
        title={t("accounts.users.title")}
        description={masked ? t("accounts.users.descriptionMasked") : t("accounts.users.description")}
        actions={
          <Space>
            {canCreateOrgs ? (
              <Button icon={<ShopOutlined />} onClick={() => setCreatingOrg(true)}>
                {t("accounts.users.createOrg")}
              </Button>
            ) : null}
            <AddButton onClick={() => setEditing({ user: undefined })}>
              {t("accounts.users.create")}
            </AddButton>
          </Space>
        }
        filters={
          <>
            <Form.Item name="username" label={t("accounts.users.username")}>
              <Input allowClear style={{ width: 150 }} maxLength={50} />
            </Form.Item>
            <Form.Item name="nickName" label={t("accounts.users.nickName")}>
              <Input allowClear style={{ width: 150 }} maxLength={50} />
            </Form.Item>
            <Form.Item name="orgId" label={t("accounts.users.org")}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: "label" }}
                placeholder={t("common.list.all")}
                style={{ width: 190 }}
                options={(orgs.data ?? []).map((org) => ({ value: String(org.id), label: org.name }))}
              />
            </Form.Item>
            <ChoiceFilter
              name="roleId"
              label={t("accounts.users.role")}
              width={150}
              options={(roleOptions.data ?? []).map((role) => ({
                value: String(role.id),
                label: roleName(t, role),
              }))}
            />
            <ChoiceFilter
              name="status"
              label={t("accounts.users.status")}
              width={120}
              options={USER_STATUSES.map((value) => ({ value, label: t(`accounts.statuses.${value}`) }))}
            />
            <Form.Item name="created" label={t("accounts.users.createdAt")} {...rangeFilterItemProps}>
              <DatePresetRangePicker />
            </Form.Item>
          </>
        }
        rowKey="id"
        empty={{ title: t("accounts.users.emptyTitle"), description: t("accounts.users.emptyBody") }}
        columns={[
          {
            title: t("accounts.users.username"),
            dataIndex: "username",
            width: 150,
            render: (username: string, user) => (
              <Flex vertical gap={0}>
                <Typography.Text strong>{username}</Typography.Text>
                {user.isSubAccount ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t("accounts.users.subAccount")}
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          },
          { title: t("accounts.users.nickName"), dataIndex: "nickName", width: 130 },
          {
            title: t("accounts.users.org"),
            dataIndex: "orgName",
            width: 200,
            render: (name: string, user) => (
              <Space size={6}>
                <Tag color={ORG_COLORS[user.orgType]} style={{ marginInlineEnd: 0 }}>
                  {t(`accounts.orgTypes.${user.orgType}`)}
                </Tag>
                <span>{orgName(t, { type: user.orgType, name })}</span>
              </Space>
            ),
          },
          {
            title: t("accounts.users.roles"),
            key: "roles",
            width: 180,
            render: (_: unknown, user) =>
              user.roles.length ? (
                <Flex gap={4} wrap>
                  {user.roles.map((role) => (
                    <Tag key={role.id} style={{ marginInlineEnd: 0 }}>
                      {roleName(t, role)}
                    </Tag>
                  ))}
                </Flex>
              ) : (
                <Typography.Text type="secondary">—</Typography.Text>
              ),
          },
          ...contactColumns(t),
          {
            title: t("accounts.users.status"),
            dataIndex: "status",
            width: 90,
            render: (status: UserStatus) => (
              <Tag color={status === "enabled" ? "success" : "default"}>
                {t(`accounts.statuses.${status}`)}
              </Tag>
            ),
          },
          {
            title: t("accounts.users.createdAt"),
            dataIndex: "createdAt",
            width: 160,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t("accounts.actions"),
            key: "actions",
            fixed: "right",
            width: 230,
            render: (_: unknown, user) => {
              // The server says whom the caller may change, and why not (its own account, a higher level…).
              const manageable = user.manageable;
              const reason = user.lockedBecause ?? undefined;
              return (
                <Space size={0}>
                  <Tooltip title={reason}>
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      disabled={!manageable}
                      onClick={() => setEditing({ user })}
                    >
                      {t("accounts.edit")}
                    </Button>
                  </Tooltip>
                  <Tooltip title={reason}>
                    <Button
                      type="link"
                      size="small"
                      icon={<KeyOutlined />}
                      disabled={!manageable}
                      onClick={() => setResetting(user)}
                    >
                      {t("accounts.users.resetPassword")}
                    </Button>
                  </Tooltip>
                  {user.status === "enabled" ? (
                    <Popconfirm
                      title={t("accounts.users.disableTitle", { name: user.username })}
                      description={t("accounts.users.disableBody")}
                      okText={t("accounts.users.disable")}
                      okButtonProps={{ danger: true }}
                      cancelText={t("common.actions.cancel")}
                      disabled={!manageable}
                      onConfirm={() => setStatus.mutateAsync({ id: user.id, status: "disabled" })}
                    >
                      <Button type="link" size="small" danger icon={<StopOutlined />} disabled={!manageable}>
                        {t("accounts.users.disable")}
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Popconfirm
                      title={t("accounts.users.enableTitle", { name: user.username })}
                      okText={t("accounts.users.enable")}
                      cancelText={t("common.actions.cancel")}
                      disabled={!manageable}
                      onConfirm={() => setStatus.mutateAsync({ id: user.id, status: "enabled" })}
                    >
                      <Button type="link" size="small" icon={<CheckCircleOutlined />} disabled={!manageable}>
                        {t("accounts.users.enable")}
                      </Button>
                    </Popconfirm>
                  )}
                </Space>
              );
            },
          },
        ]}
      />
      <UserFormModal open={editing !== null} user={editing?.user} onClose={() => setEditing(null)} />
      <OrgAccountModal open={creatingOrg} onClose={() => setCreatingOrg(false)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(undefined)} />
    </>
  );
};

export default UsersPage;
