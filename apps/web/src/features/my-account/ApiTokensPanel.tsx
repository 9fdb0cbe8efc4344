import { CopyOutlined, KeyOutlined, PlusOutlined, WarningOutlined } from "@ant-design/icons";
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_OVERLAP_MAX_HOURS,
  API_TOKENS_PER_ORG,
  type ApiToken,
  type IssuedApiToken,
} from "@pp/contracts";
import {
  Alert,
  App,
  Button,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Select,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../shared/api/api-error";
import { useSessionUser } from "../../shared/auth/session";
import { useFormRules } from "../../shared/forms/form-rules";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { formatDateTime } from "../../shared/lib/format";
import {
  useApiTokens,
  useCreateApiToken,
  useRegenerateApiToken,
  useRenameApiToken,
  useRevokeApiToken,
  useTokenHolderOptions,
} from "./my-account.api";

const K = "account.apiDocking.tokens";
const OVERLAP_HOURS = Array.from({ length: API_TOKEN_OVERLAP_MAX_HOURS + 1 }, (_, hours) => hours);

/** The new token, once: only its hash is kept. */
const IssuedTokenModal = ({ issued, onClose }: { issued: IssuedApiToken | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();

  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.token);
      void message.success(t(`${K}.copied`));
    } catch {
      // Clipboard access can be refused (insecure origin); the token stays selectable in the field.
    }
  };

  return (
    // Destroyed when closed: a closed modal keeps its last content in the page, and a token is shown once.
    <Modal
      open={issued !== null}
      destroyOnHidden
      title={`${t(`${K}.shownOnceTitle`)} · ${issued?.apiToken.name ?? ""}`}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t(`${K}.copy`)}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t(`${K}.done`)}
          </Button>
        </Flex>
      }
    >
      <Alert type="warning" showIcon title={t(`${K}.shownOnceBody`)} style={{ margin: "12px 0" }} />
      <Input.TextArea
        readOnly
        value={issued?.token ?? ""}
        autoSize
        data-testid="api-token-value"
        style={{ fontFamily: "monospace" }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8, marginBottom: 0 }}>
        {t(`${K}.headerHint`)}
      </Typography.Paragraph>
    </Modal>
  );
};

type CreateValues = { name: string; holderUserId?: number };

/** A name and, for the main account, whom the token acts as (itself or one of its enabled sub-accounts). */
const CreateTokenModal = ({
  open,
  onClose,
  onIssued,
}: {
  open: boolean;
  onClose: () => void;
  onIssued: (issued: IssuedApiToken) => void;
}) => {
  const { t } = useTranslation();
  const rules = useFormRules();
  const [form] = Form.useForm<CreateValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const session = useSessionUser().data;
  const isMain = session !== undefined && !session.isSubLogin;
  const subAccounts = useTokenHolderOptions(open && isMain);
  const create = useCreateApiToken();

  const holders = session
    ? [
        { value: session.user.id, label: t(`${K}.mainAccount`, { name: session.user.nickName }) },
        ...(subAccounts.data?.rows ?? []).map((sub) => ({
          value: sub.id,
          label: `${sub.name} (${sub.username})`,
        })),
      ]
    : [];

  const submit = async (values: CreateValues) => {
    setFailure(null);
    try {
      const issued = await create.mutateAsync(values);
      onClose();
      onIssued(issued);
    } catch (error) {
      if (!putFieldErrors(form, error)) setFailure(errorMessageOf(error, t("common.errors.operationFailed")));
    }
  };

  return (
    <Modal
      open={open}
      title={t(`${K}.createTitle`)}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      okText={t(`${K}.create`)}
      cancelText={t("common.actions.cancel")}
      destroyOnHidden
      forceRender
      afterClose={() => {
        form.resetFields();
        setFailure(null);
      }}
    >
      <Form<CreateValues>
        form={form}
        name="apiToken"
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ holderUserId: session?.user.id }}
        onValuesChange={() => setFailure(null)}
        style={{ marginTop: 12 }}
      >
        {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
        <Form.Item name="name" label={t(`${K}.name`)} rules={[rules.required()]}>
          <Input maxLength={API_TOKEN_NAME_MAX} placeholder={t(`${K}.namePlaceholder`)} autoFocus />
        </Form.Item>
        {isMain ? (
          <Form.Item name="holderUserId" label={t(`${K}.holder`)} extra={t(`${K}.holderHint`)}>
            <Select
              options={holders}
              loading={subAccounts.isPending}
              showSearch={{ optionFilterProp: "label" }}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
};

const RenameTokenModal = ({ row, onClose }: { row: ApiToken | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const rules = useFormRules();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const rename = useRenameApiToken();

  return (
    <Modal
      open={row !== null}
      title={t(`${K}.renameTitle`)}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={rename.isPending}
      okText={t("common.actions.save")}
      cancelText={t("common.actions.cancel")}
      destroyOnHidden
      forceRender
      afterOpenChange={(open) => {
        if (open && row) form.setFieldsValue({ name: row.name });
      }}
      afterClose={() => form.resetFields()}
    >
      <Form
        form={form}
        name="renameApiToken"
        layout="vertical"
        requiredMark={false}
        style={{ marginTop: 12 }}
        onFinish={async ({ name }) => {
          if (!row) return;
          try {
            await rename.mutateAsync({ id: row.id, name });
            void message.success(t(`${K}.renamed`));
            onClose();
          } catch (error) {
            if (!putFieldErrors(form, error)) {
              void message.error(errorMessageOf(error, t("common.errors.operationFailed")));
            }
          }
        }}
      >
        <Form.Item name="name" label={t(`${K}.name`)} rules={[rules.required()]}>
          <Input maxLength={API_TOKEN_NAME_MAX} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/** Spec §8: regenerating affects earlier configurations, so it asks, and offers an overlap for a running ERP. */
const RegenerateTokenModal = ({
  row,
  onClose,
  onIssued,
}: {
  row: ApiToken | null;
  onClose: () => void;
  onIssued: (issued: IssuedApiToken) => void;
}) => {
  const { t } = useTranslation();
  const [overlapHours, setOverlapHours] = useState(0);
  const regenerate = useRegenerateApiToken();

  const confirm = async () => {
    if (!row) return;
    const issued = await regenerate.mutateAsync({ id: row.id, overlapHours });
    onClose();
    onIssued(issued);
  };

  return (
    <Modal
      open={row !== null}
      title={
        <Space>
          <WarningOutlined style={{ color: "var(--ant-color-warning)" }} />
          {t(`${K}.regenerateTitle`, { name: row?.name ?? "" })}
        </Space>
      }
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={regenerate.isPending}
      okText={t(`${K}.regenerateOk`)}
      okButtonProps={{ danger: true }}
      cancelText={t("common.actions.cancel")}
      afterClose={() => setOverlapHours(0)}
    >
      <Alert type="warning" showIcon title={t(`${K}.regenerateWarning`)} style={{ margin: "12px 0 16px" }} />
      <Flex vertical gap={4}>
        <Typography.Text strong>{t(`${K}.overlap`)}</Typography.Text>
        <Select
          value={overlapHours}
          onChange={setOverlapHours}
          aria-label={t(`${K}.overlap`)}
          data-testid="api-token-overlap"
          options={OVERLAP_HOURS.map((hours) => ({
            value: hours,
            label: hours === 0 ? t(`${K}.overlapNone`) : t(`${K}.overlapHours`, { count: hours }),
          }))}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`${K}.overlapHint`)}
        </Typography.Text>
      </Flex>
    </Modal>
  );
};

const StateTag = ({ row }: { row: ApiToken }) => {
  const { t } = useTranslation();
  if (row.state === "active") return <Tag color="success">{t(`${K}.active`)}</Tag>;
  if (row.state === "ending") {
    return <Tag color="warning">{t(`${K}.ending`, { time: formatDateTime(row.revokedAt) })}</Tag>;
  }
  return <Tag>{t(`${K}.revoked`)}</Tag>;
};

/** Open-API tokens: up to five per org, each named and held by an account whose permissions it carries. */
export const ApiTokensPanel = () => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ApiToken | null>(null);
  const [regenerating, setRegenerating] = useState<ApiToken | null>(null);
  const [issued, setIssued] = useState<IssuedApiToken | null>(null);
  const inUse = (tokens.data ?? []).filter((row) => row.state === "active").length;
  const atLimit = inUse >= API_TOKENS_PER_ORG;

  const askRevoke = (row: ApiToken) =>
    modal.confirm({
      title: t(`${K}.revokeTitle`, { name: row.name }),
      icon: <WarningOutlined style={{ color: "var(--ant-color-error)" }} />,
      content: t(`${K}.revokeBody`),
      okText: t(`${K}.revokeOk`),
      okButtonProps: { danger: true },
      cancelText: t("common.actions.cancel"),
      onOk: async () => {
        await revoke.mutateAsync(row.id);
        void message.success(t(`${K}.revokedDone`));
      },
    });

  if (tokens.isError) {
    return (
      <Result
        status="warning"
        title={t("common.list.loadFailed")}
        extra={<Button onClick={() => void tokens.refetch()}>{t("common.actions.retry")}</Button>}
      />
    );
  }

  const newButton = (
    <Tooltip title={atLimit ? t(`${K}.limitReached`, { limit: API_TOKENS_PER_ORG }) : undefined}>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        disabled={tokens.isPending || atLimit}
        onClick={() => setCreating(true)}
        data-testid="api-token-new"
      >
        {t(`${K}.newToken`)}
      </Button>
    </Tooltip>
  );

  const modals = (
    <>
      <CreateTokenModal open={creating} onClose={() => setCreating(false)} onIssued={setIssued} />
      <RenameTokenModal row={renaming} onClose={() => setRenaming(null)} />
      <RegenerateTokenModal row={regenerating} onClose={() => setRegenerating(null)} onIssued={setIssued} />
      <IssuedTokenModal issued={issued} onClose={() => setIssued(null)} />
    </>
  );

  if (tokens.data?.length === 0) {
    return (
      <Empty
        image={<KeyOutlined style={{ fontSize: 44, color: "var(--ant-color-primary)" }} />}
        styles={{ image: { height: 52 }, root: { padding: "32px 0 24px" } }}
        description={
          <Flex vertical gap={6} align="center" style={{ maxWidth: 520, margin: "0 auto" }}>
            <Typography.Text strong style={{ fontSize: 15 }}>
              {t(`${K}.emptyTitle`)}
            </Typography.Text>
            <Typography.Text type="secondary">{t(`${K}.emptyBody`)}</Typography.Text>
          </Flex>
        }
      >
        {newButton}
        {modals}
      </Empty>
    );
  }

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t(`${K}.count`, { count: inUse, limit: API_TOKENS_PER_ORG })}
        </Typography.Text>
        {newButton}
      </Flex>
      <Table<ApiToken>
        size="small"
        rowKey="id"
        loading={tokens.isPending}
        dataSource={tokens.data ?? []}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: <div style={{ height: 120 }} /> }}
        columns={[
          {
            title: t(`${K}.name`),
            dataIndex: "name",
            render: (value: string, row) => (
              <Flex vertical gap={0}>
                <Typography.Text strong={row.state !== "revoked"}>{value}</Typography.Text>
                <Typography.Text code style={{ fontSize: 12, marginInlineStart: 0 }}>
                  {`${row.prefix}••••`}
                </Typography.Text>
              </Flex>
            ),
          },
          { title: t(`${K}.holder`), dataIndex: "holderName" },
          {
            title: t(`${K}.state`),
            dataIndex: "state",
            render: (_: unknown, row) => <StateTag row={row} />,
          },
          {
            title: t(`${K}.lastUsedAt`),
            dataIndex: "lastUsedAt",
            render: (value: string | null) => formatDateTime(value, t(`${K}.neverUsed`)),
          },
          {
            title: t(`${K}.createdAt`),
            dataIndex: "createdAt",
            render: (value: string, row) => (
              <Flex vertical gap={0}>
                <span>{formatDateTime(value)}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(`${K}.createdBy`, { name: row.createdBy })}
                </Typography.Text>
              </Flex>
            ),
          },
          {
            title: t(`${K}.actions`),
            key: "actions",
            render: (_: unknown, row) =>
              row.state === "revoked" ? null : (
                <Space size={0} wrap={false}>
                  {row.state === "active" ? (
                    <>
                      <Button type="link" size="small" onClick={() => setRegenerating(row)}>
                        {t(`${K}.regenerate`)}
                      </Button>
                      <Button type="link" size="small" onClick={() => setRenaming(row)}>
                        {t(`${K}.rename`)}
                      </Button>
                    </>
                  ) : null}
                  <Button type="link" size="small" danger onClick={() => askRevoke(row)}>
                    {t(`${K}.revoke`)}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      {modals}
    </Flex>
  );
};
