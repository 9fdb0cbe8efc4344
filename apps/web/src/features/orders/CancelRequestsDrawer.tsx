import { AuditOutlined } from "@ant-design/icons";
import type { CancelRequest } from "@pp/contracts";
import { CANCEL_REQUEST_STATUSES, type CancelRequestStatus, groupMoney } from "@pp/domain";
import { App, Button, Drawer, Flex, Form, Input, Modal, Segmented, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../shared/components/ListPage";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { formatDateTime } from "../../shared/lib/format";
import { useAnswerCancelRequest, useCancelRequests } from "./order-changes.api";

// Platform operators' cancel requests (issue 13, spec §4): a customer asked to cancel a handed-over order; once
// the carrier agreed offline, staff confirm it (the order is cancelled and its charge refunded) or refuse it with
// the reason the customer reads. Opened from the order list's header, newest first, pending ones first.

const STATUS_COLORS: Record<CancelRequestStatus, string> = {
  pending: "processing",
  confirmed: "success",
  refused: "error",
};

export const CancelRequestsButton = () => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<CancelRequestStatus>("pending");
  const query = useCancelRequests(status, open);
  const answer = useAnswerCancelRequest();
  const [refusing, setRefusing] = useState<CancelRequest | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  const confirm = (row: CancelRequest) =>
    modal.confirm({
      title: t("orderChanges.requests.confirmTitle", { orderNo: row.orderNo }),
      content: row.charged
        ? t("orderChanges.requests.confirmRefund", {
            amount: `${groupMoney(row.charged.amount)} ${row.charged.currency}`,
          })
        : t("orderChanges.requests.confirmBody"),
      okText: t("orderChanges.requests.confirm"),
      okButtonProps: { danger: true },
      onOk: async () => {
        await answer.mutateAsync({ id: row.id });
        void message.success(t("orderChanges.requests.confirmed"));
      },
    });

  const refuse = async () => {
    if (!refusing) return;
    const { reason } = await form.validateFields();
    try {
      await answer.mutateAsync({ id: refusing.id, reason });
      void message.success(t("orderChanges.requests.refused"));
      setRefusing(null);
      form.resetFields();
    } catch (error) {
      if (!putFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
    }
  };

  return (
    <>
      <Button icon={<AuditOutlined />} onClick={() => setOpen(true)}>
        {t("orderChanges.requests.button")}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size={960}
        title={t("orderChanges.requests.title")}
        extra={
          <Segmented<CancelRequestStatus>
            value={status}
            onChange={setStatus}
            options={CANCEL_REQUEST_STATUSES.map((value) => ({
              value,
              label: t(`orderChanges.requests.status.${value}`),
            }))}
          />
        }
      >
        <Table<CancelRequest>
          size="small"
          rowKey="id"
          loading={query.isPending}
          pagination={false}
          scroll={{ x: "max-content" }}
          dataSource={query.data?.rows ?? []}
          locale={{ emptyText: <EmptyState title={t("orderChanges.requests.empty")} /> }}
          columns={[
            { title: t("orders.list.col.orderNo"), dataIndex: "orderNo" },
            { title: t("orders.list.col.customer"), dataIndex: "orgName" },
            { title: t("orderChanges.requests.requester"), dataIndex: "requesterName" },
            {
              title: t("orderChanges.requests.requestedAt"),
              dataIndex: "requestedAt",
              render: (value: string) => formatDateTime(value),
            },
            {
              title: t("orderChanges.requests.refund"),
              key: "refund",
              align: "right",
              render: (_, row) =>
                row.charged ? `${groupMoney(row.charged.amount)} ${row.charged.currency}` : "—",
            },
            {
              title: t("orders.list.col.status"),
              key: "status",
              render: (_, row) => (
                <Flex vertical gap={2}>
                  <Tag color={STATUS_COLORS[row.status]}>
                    {t(`orderChanges.requests.status.${row.status}`)}
                  </Tag>
                  {row.refusal ? <Typography.Text type="secondary">{row.refusal}</Typography.Text> : null}
                </Flex>
              ),
            },
            {
              title: t("common.columns.actions"),
              key: "actions",
              render: (_, row) =>
                row.status === "pending" ? (
                  <Flex gap={8}>
                    <Button type="primary" size="small" danger onClick={() => confirm(row)}>
                      {t("orderChanges.requests.confirm")}
                    </Button>
                    <Button size="small" onClick={() => setRefusing(row)}>
                      {t("orderChanges.requests.refuse")}
                    </Button>
                  </Flex>
                ) : null,
            },
          ]}
        />
      </Drawer>
      <Modal
        open={refusing !== null}
        title={t("orderChanges.requests.refuseTitle", { orderNo: refusing?.orderNo ?? "" })}
        okText={t("orderChanges.requests.refuse")}
        confirmLoading={answer.isPending}
        onOk={() => void refuse()}
        onCancel={() => setRefusing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label={t("orderChanges.requests.reason")}
            rules={[{ required: true, whitespace: true, message: t("orderChanges.requests.reasonRequired") }]}
          >
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
