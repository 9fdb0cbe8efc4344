import { KeyOutlined, SafetyOutlined } from "@ant-design/icons";
import type { SubAccount } from "@pp/contracts";
import { Alert, App, Button, Drawer, Flex, Form, Input, Modal, Space, Tag, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../shared/api/api-error";
import { useSessionUser } from "../../shared/auth/session";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { AddButton, ChoiceFilter, KeywordFilter } from "../../shared/components/list-controls";
import { useFormRules } from "../../shared/forms/form-rules";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { GrantTreeField } from "./GrantTreeField";
import {
  useCreateSubAccount,
  useResetSubAccountPassword,
  useSaveGrants,
  useSetSubAccountStatus,
  useSubAccounts,
  useUpdateSubAccount,
} from "./my-account.api";

const FILTER_KEYS = ["keyword", "status"] as const;
const STATUSES = ["enabled", "disabled"] as const satisfies readonly SubAccount["status"][];
const isStatus = (value: string | undefined): value is SubAccount["status"] =>
  (STATUSES as readonly string[]).includes(value ?? "");

type FormValues = { name: string; code: string; username: string; password: string; grants: string[] };

type Editing = { mode: "create" } | { mode: "edit"; row: SubAccount } | null;

/** Create or edit a sub-account: name and code always; account, password and screens when creating. */
const SubAccountDrawer = ({ editing, onClose }: { editing: Editing; onClose: () => void }) => {
  const { t } = useTranslation();
  const rules = useFormRules();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateSubAccount();
  const update = useUpdateSubAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const isCreate = editing?.mode === "create";

  const submit = async (values: FormValues) => {
    setFailure(null);
    try {
      if (editing?.mode === "edit") {
        await update.mutateAsync({ id: editing.row.id, name: values.name, code: values.code });
        void message.success(t("account.subAccounts.saved"));
      } else {
        const created = await create.mutateAsync({ ...values, grants: values.grants ?? [] });
        void message.success(t("account.subAccounts.created", { username: created.username }));
      }
      onClose();
    } catch (error) {
      if (!putFieldErrors(form, error)) setFailure(errorMessageOf(error, t("common.errors.operationFailed")));
    }
  };

  return (
    <Drawer
      open={editing !== null}
      title={isCreate ? t("account.subAccounts.createTitle") : t("account.subAccounts.editTitle")}
      size={isCreate ? 560 : 420}
      onClose={onClose}
      destroyOnHidden
      afterOpenChange={(open) => {
        setFailure(null);
        if (open && editing?.mode === "edit")
          form.setFieldsValue({ name: editing.row.name, code: editing.row.code });
      }}
      extra={
        <Space>
          <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
          <Button
            type="primary"
            loading={create.isPending || update.isPending}
            onClick={() => form.submit()}
            data-testid="sub-account-save"
          >
            {t("common.actions.save")}
          </Button>
        </Space>
      }
    >
      <Form<FormValues>
        form={form}
        name="subAccount"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ grants: [] }}
        onValuesChange={() => setFailure(null)}
      >
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
        <Flex gap={12}>
          <Form.Item
            name="name"
            label={t("account.subAccounts.name")}
            rules={[rules.required()]}
            style={{ flex: 1 }}
          >
            <Input maxLength={50} autoFocus />
          </Form.Item>
          <Form.Item
            name="code"
            label={t("account.subAccounts.code")}
            rules={[rules.required(), rules.rule("account")]}
            style={{ flex: 1 }}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Flex>
        {isCreate ? (
          <>
            <Flex gap={12}>
              <Form.Item
                name="username"
                label={t("account.subAccounts.username")}
                rules={[rules.required(), rules.rule("account")]}
                style={{ flex: 1 }}
              >
                <Input maxLength={20} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="password"
                label={t("account.subAccounts.password")}
                extra={t("account.subAccounts.passwordHint")}
                rules={[rules.required(), rules.password({ field: "username" })]}
                style={{ flex: 1 }}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Flex>
            <Form.Item
              name="grants"
              label={t("account.subAccounts.permissions")}
              extra={t("account.subAccounts.grantsHint")}
            >
              <GrantTreeField />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Drawer>
  );
};

/** The authorisation list of one sub-account, edited on the main account's own tree. */
const GrantsDrawer = ({ row, onClose }: { row: SubAccount | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveGrants();
  const [grants, setGrants] = useState<string[]>([]);

  return (
    <Drawer
      open={row !== null}
      title={t("account.subAccounts.grantsTitle", { username: row?.username ?? "" })}
      size={520}
      onClose={onClose}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (open && row) setGrants(row.grants);
      }}
      extra={
        <Space>
          <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
          <Button
            type="primary"
            loading={save.isPending}
            onClick={async () => {
              if (!row) return;
              await save.mutateAsync({ id: row.id, grants });
              void message.success(t("account.subAccounts.grantsSaved"));
              onClose();
            }}
          >
            {t("common.actions.save")}
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon title={t("account.subAccounts.grantsHint")} style={{ marginBottom: 12 }} />
      <GrantTreeField value={grants} onChange={setGrants} />
    </Drawer>
  );
};

const ResetPasswordModal = ({ row, onClose }: { row: SubAccount | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const rules = useFormRules();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetSubAccountPassword();

  return (
    <Modal
      open={row !== null}
      title={t("account.subAccounts.resetTitle", { username: row?.username ?? "" })}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={reset.isPending}
      okText={t("common.actions.confirm")}
      cancelText={t("common.actions.cancel")}
      destroyOnHidden
      forceRender
      afterClose={() => form.resetFields()}
    >
      <Alert
        type="warning"
        showIcon
        title={t("account.subAccounts.resetBody")}
        style={{ margin: "12px 0 16px" }}
      />
      <Form
        form={form}
        name="resetSubAccountPassword"
        layout="vertical"
        requiredMark={false}
        onFinish={async ({ password }) => {
          if (!row) return;
          try {
            await reset.mutateAsync({ id: row.id, password });
            void message.success(t("account.subAccounts.resetDone", { username: row.username }));
            onClose();
          } catch (error) {
            putFieldErrors(form, error);
          }
        }}
      >
        <Form.Item
          name="password"
          label={t("account.subAccounts.password")}
          extra={t("account.subAccounts.passwordHint")}
          rules={[rules.required(), rules.password({ name: row?.username ?? "" })]}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** A customer main account's sub-accounts; platform staff see every customer's, read-only. */
const SubAccountsPage = () => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const session = useSessionUser();
  const canManage = session.data?.user.orgType === "customer" && !session.data.isSubLogin;
  const list = useListState(FILTER_KEYS);
  const status = isStatus(list.filters.status) ? list.filters.status : undefined;
  const query = useSubAccounts({ page: list.page, size: list.size, keyword: list.filters.keyword, status });
  const setStatus = useSetSubAccountStatus();
  const [editing, setEditing] = useState<Editing>(null);
  const [granting, setGranting] = useState<SubAccount | null>(null);
  const [resetting, setResetting] = useState<SubAccount | null>(null);

  const toggle = (row: SubAccount) => {
    if (row.status === "disabled") {
      void setStatus
        .mutateAsync({ id: row.id, enable: true })
        .then(() => message.success(t("account.subAccounts.enabled", { username: row.username })));
      return;
    }
    modal.confirm({
      title: t("account.subAccounts.disableTitle", { username: row.username }),
      content: t("account.subAccounts.disableBody"),
      okText: t("account.subAccounts.disable"),
      okButtonProps: { danger: true },
      cancelText: t("common.actions.cancel"),
      onOk: async () => {
        await setStatus.mutateAsync({ id: row.id, enable: false });
        void message.success(t("account.subAccounts.disabled", { username: row.username }));
      },
    });
  };

  return (
    <>
      <ListPage<SubAccount, typeof list.filters>
        {...listPageProps(list, query)}
        title={t("account.subAccounts.title")}
        description={t("account.subAccounts.description")}
        notice={
          session.data && !canManage ? (
            <Alert type="info" showIcon title={t("account.subAccounts.viewOnly")} />
          ) : null
        }
        actions={
          canManage ? (
            <AddButton onClick={() => setEditing({ mode: "create" })}>
              {t("account.subAccounts.create")}
            </AddButton>
          ) : null
        }
        filters={
          <>
            <KeywordFilter
              label={t("account.subAccounts.keyword")}
              placeholder={t("account.subAccounts.keywordPlaceholder")}
              width={220}
              maxLength={50}
            />
            <ChoiceFilter
              name="status"
              label={t("account.subAccounts.status")}
              width={120}
              options={STATUSES.map((value) => ({
                value,
                label: t(`account.subAccounts.statuses.${value}`),
              }))}
            />
          </>
        }
        rowKey="id"
        empty={{
          title: t("account.subAccounts.emptyTitle"),
          description: t("account.subAccounts.emptyBody"),
        }}
        columns={[
          { title: t("account.subAccounts.name"), dataIndex: "name", width: 160 },
          {
            title: t("account.subAccounts.code"),
            dataIndex: "code",
            width: 120,
            render: (v: string) => v || "—",
          },
          { title: t("account.subAccounts.username"), dataIndex: "username", width: 160 },
          ...(canManage
            ? []
            : [
                { title: t("account.subAccounts.org"), dataIndex: "orgName", width: 160 },
                { title: t("account.subAccounts.mainAccount"), dataIndex: "mainUsername", width: 140 },
              ]),
          {
            title: t("account.subAccounts.status"),
            dataIndex: "status",
            width: 90,
            render: (value: SubAccount["status"]) => (
              <Tag color={value === "enabled" ? "success" : "default"}>
                {t(`account.subAccounts.statuses.${value}`)}
              </Tag>
            ),
          },
          {
            title: t("account.subAccounts.grants"),
            dataIndex: "grants",
            width: 120,
            render: (grants: string[]) =>
              grants.length ? (
                <Tooltip title={grants.join(", ")}>
                  <Tag icon={<SafetyOutlined />} bordered={false} color="blue">
                    {t("account.subAccounts.grantCount", { count: grants.length })}
                  </Tag>
                </Tooltip>
              ) : (
                <Tag bordered={false}>{t("account.subAccounts.noGrants")}</Tag>
              ),
          },
          {
            title: t("account.subAccounts.createdAt"),
            dataIndex: "createdAt",
            width: 160,
            render: (value: string) => formatDateTime(value),
          },
          ...(canManage
            ? [
                {
                  title: t("account.subAccounts.actions"),
                  key: "actions",
                  fixed: "right" as const,
                  width: 300,
                  render: (_: unknown, row: SubAccount) => (
                    <Space size={0} wrap={false}>
                      <Button type="link" size="small" onClick={() => setEditing({ mode: "edit", row })}>
                        {t("account.subAccounts.edit")}
                      </Button>
                      <Button type="link" size="small" onClick={() => setGranting(row)}>
                        {t("account.subAccounts.permissions")}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        icon={<KeyOutlined />}
                        onClick={() => setResetting(row)}
                      >
                        {t("account.subAccounts.resetPassword")}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        danger={row.status === "enabled"}
                        onClick={() => toggle(row)}
                      >
                        {row.status === "enabled"
                          ? t("account.subAccounts.disable")
                          : t("account.subAccounts.enable")}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <SubAccountDrawer editing={editing} onClose={() => setEditing(null)} />
      <GrantsDrawer row={granting} onClose={() => setGranting(null)} />
      <ResetPasswordModal row={resetting} onClose={() => setResetting(null)} />
    </>
  );
};

export default SubAccountsPage;
