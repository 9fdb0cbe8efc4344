import { type DockingRequest, type DockingRequestStatus, dockingRequestInputSchema } from "@pp/contracts";
import { BASE_CURRENCY, DOCKING_FEE } from "@pp/domain";
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Popconfirm,
  type TableProps,
  Tag,
  Typography,
} from "antd";
import type { ReactNode } from "react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { ruleFrom } from "../../shared/forms/contract-rules";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { useDecideDockingRequest, useDockingRequests, useSubmitDockingRequest } from "./carriers.api";

export const DOCKING_STATUS_COLORS: Record<DockingRequestStatus, string> = {
  pending: "processing",
  accepted: "success",
  rejected: "error",
  withdrawn: "default",
};

type FormValues = {
  carrierName: string;
  website?: string;
  apiDocsUrl: string;
  contact: string;
  note?: string;
};

const NO_FILTERS = [] as const;
const { shape } = dockingRequestInputSchema;

/** The request columns; `actions` adds the customer's name and each row's actions (staff's review screen). */
export const useDockingRequestColumns = (
  actions: (row: DockingRequest) => ReactNode,
  withCustomer = false,
): TableProps<DockingRequest>["columns"] => {
  const { t } = useTranslation();
  const link = (url: string) =>
    url ? (
      <Typography.Link href={url} target="_blank" rel="noreferrer" ellipsis>
        {url}
      </Typography.Link>
    ) : (
      "—"
    );
  return [
    {
      key: "createdAt",
      title: t("carriers.docking.createdAt"),
      width: 150,
      render: (_, row) => formatDateTime(row.createdAt),
    },
    ...(withCustomer
      ? [{ key: "org", title: t("carriers.docking.customer"), dataIndex: "orgName", width: 140 }]
      : []),
    {
      key: "carrier",
      title: t("carriers.docking.carrierName"),
      width: 170,
      // The carrier with its website under it.
      render: (_, row) => (
        <Flex vertical>
          {row.carrierName}
          {row.website ? link(row.website) : null}
        </Flex>
      ),
    },
    {
      key: "apiDocs",
      title: t("carriers.docking.apiDocsUrl"),
      width: 200,
      render: (_, row) => link(row.apiDocsUrl),
    },
    ...(withCustomer
      ? [
          { key: "contact", title: t("carriers.docking.contact"), dataIndex: "contact", width: 130 },
          { key: "note", title: t("carriers.docking.note"), dataIndex: "note", width: 160, ellipsis: true },
        ]
      : []),
    {
      key: "fee",
      title: t("carriers.docking.fee"),
      align: "right",
      width: 120,
      render: (_, row) => `${row.fee} ${row.currency}`,
    },
    {
      key: "status",
      title: t("carriers.docking.status"),
      width: 100,
      render: (_, row) => (
        <Tag color={DOCKING_STATUS_COLORS[row.status]}>{t(`carriers.docking.statuses.${row.status}`)}</Tag>
      ),
    },
    {
      key: "decision",
      title: t("carriers.docking.decision"),
      width: 200,
      render: (_, row) =>
        row.decidedAt
          ? `${formatDateTime(row.decidedAt)}${row.rejectReason ? ` · ${row.rejectReason}` : ""}`
          : "—",
    },
    {
      key: "actions",
      title: t("common.columns.actions"),
      width: 160,
      fixed: "right",
      render: (_, row) => actions(row),
    },
  ];
};

/**
 * A customer asks the platform to dock a carrier API it lacks (spec §9): the docking fee is held on its wallet
 * until staff accept (charged) or reject (released); a pending request may be withdrawn (released).
 */
const DockingRequestsPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListState(NO_FILTERS);
  const query = useDockingRequests({ cursor: list.cursor, size: list.size });
  const submitRequest = useSubmitDockingRequest();
  const decide = useDecideDockingRequest();
  const [form] = Form.useForm<FormValues>();
  const fee = `${DOCKING_FEE} ${BASE_CURRENCY}`;
  // One key per filled-in request: a double click holds the fee once.
  const key = useRef(`docking-${crypto.randomUUID()}`);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await submitRequest.mutateAsync({ ...values, idempotencyKey: key.current });
      key.current = `docking-${crypto.randomUUID()}`;
      form.resetFields();
      void message.success(t("carriers.docking.submitted", { fee }));
    } catch (error) {
      if (!putFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
    }
  };

  const withdraw = async (row: DockingRequest) => {
    try {
      await decide.mutateAsync({ id: row.id, action: "withdraw" });
      void message.success(t("carriers.docking.withdrawn", { fee }));
    } catch (error) {
      if (error instanceof Error) void message.error(error.message);
    }
  };

  const columns = useDockingRequestColumns((row) =>
    row.status === "pending" ? (
      <Popconfirm
        title={t("carriers.docking.withdrawConfirm", { carrier: row.carrierName })}
        onConfirm={() => withdraw(row)}
      >
        <Button size="small">{t("carriers.docking.withdraw")}</Button>
      </Popconfirm>
    ) : null,
  );

  const required = { required: true, whitespace: true, message: t("carriers.docking.required") };
  const url = ruleFrom(shape.website, t("carriers.docking.urlFormat"));

  return (
    <Flex vertical gap={16}>
      <Card title={t("carriers.docking.formTitle")}>
        <Alert
          type="info"
          showIcon
          title={t("carriers.docking.feeNotice", { fee })}
          style={{ marginBottom: 16 }}
        />
        <Form form={form} layout="vertical" style={{ maxWidth: 560 }}>
          <Form.Item name="carrierName" label={t("carriers.docking.carrierName")} rules={[required]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="website" label={t("carriers.docking.website")} rules={[url]}>
            <Input maxLength={300} placeholder="https://" inputMode="url" />
          </Form.Item>
          <Form.Item name="apiDocsUrl" label={t("carriers.docking.apiDocsUrl")} rules={[required, url]}>
            <Input maxLength={300} placeholder="https://" inputMode="url" />
          </Form.Item>
          <Form.Item name="contact" label={t("carriers.docking.contact")} rules={[required]}>
            <Input maxLength={100} placeholder={t("carriers.docking.contactHint")} />
          </Form.Item>
          <Form.Item name="note" label={t("carriers.docking.note")}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
          <Button type="primary" loading={submitRequest.isPending} onClick={() => void submit()}>
            {t("carriers.docking.submit")}
          </Button>
        </Form>
      </Card>
      <ListPage<DockingRequest, typeof list.filters>
        {...listPageProps(list, query, "keyset")}
        title={t("carriers.docking.history")}
        rowKey="id"
        columns={columns}
        empty={{ title: t("carriers.docking.empty") }}
      />
    </Flex>
  );
};

export default DockingRequestsPage;
