import { BANK_TRANSFER_STATUSES, type BankTransfer, type BankTransferStatus } from "@pp/contracts";
import { App, Button, Card, Flex, Form, Input, Modal, Popconfirm, Segmented, Table, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { downloadProof, useConfirmTransfer, useRejectTransfer, useStaffTransfers } from "./recharge.api";

const STATUS_COLORS: Record<BankTransferStatus, string> = {
  pending: "processing",
  confirmed: "success",
  rejected: "error",
};

/** Finance's list of reported bank transfers: view the proof, confirm (credits the wallet) or reject. */
const BankTransfersPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [status, setStatus] = useState<BankTransferStatus>("pending");
  const transfers = useStaffTransfers(status);
  const confirm = useConfirmTransfer();
  const reject = useRejectTransfer();
  const [rejecting, setRejecting] = useState<BankTransfer | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  const doConfirm = async (transfer: BankTransfer) => {
    await confirm.mutateAsync(transfer.id);
    void message.success(t("financeRecharge.staff.confirmed"));
  };

  const doReject = async () => {
    if (!rejecting) return;
    const { reason } = await form.validateFields();
    try {
      await reject.mutateAsync({ id: rejecting.id, reason });
      setRejecting(null);
      form.resetFields();
      void message.success(t("financeRecharge.staff.rejected"));
    } catch (error) {
      if (!putFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
    }
  };

  return (
    <Card title={t("financeRecharge.staff.title")}>
      <Flex vertical gap={16}>
        <Segmented<BankTransferStatus>
          value={status}
          onChange={setStatus}
          options={BANK_TRANSFER_STATUSES.map((s) => ({
            value: s,
            label: t(`financeRecharge.transferStatus.${s}`),
          }))}
        />
        <Table<BankTransfer>
          rowKey="id"
          size="small"
          loading={transfers.isLoading}
          dataSource={transfers.data ?? []}
          pagination={{ pageSize: 20 }}
          columns={[
            {
              key: "createdAt",
              title: t("financeRecharge.createdAt"),
              render: (_, r) => dayjs(r.createdAt).format("YYYY-MM-DD HH:mm"),
            },
            { key: "org", title: t("financeRecharge.staff.customer"), dataIndex: "orgName" },
            { key: "date", title: t("financeRecharge.transfer.date"), dataIndex: "transferDate" },
            {
              key: "amount",
              title: t("financeRecharge.amount"),
              align: "right",
              render: (_, r) => `${r.amount} ${r.currency}`,
            },
            {
              key: "proof",
              title: t("financeRecharge.transfer.proof"),
              render: (_, r) => (
                <Button type="link" size="small" onClick={() => void downloadProof(r)}>
                  {r.proofName}
                </Button>
              ),
            },
            {
              key: "status",
              title: t("financeRecharge.status"),
              render: (_, r) => (
                <Tag color={STATUS_COLORS[r.status]}>{t(`financeRecharge.transferStatus.${r.status}`)}</Tag>
              ),
            },
            {
              key: "reason",
              title: t("financeRecharge.transfer.rejectReason"),
              render: (_, r) => r.rejectReason ?? "-",
            },
            {
              key: "actions",
              title: t("financeRecharge.staff.actions"),
              render: (_, r) =>
                r.status === "pending" ? (
                  <Flex gap={8}>
                    <Popconfirm
                      title={t("financeRecharge.staff.confirmAsk", { amount: `${r.amount} ${r.currency}` })}
                      onConfirm={() => doConfirm(r)}
                    >
                      <Button type="primary" size="small">
                        {t("financeRecharge.staff.confirm")}
                      </Button>
                    </Popconfirm>
                    <Button danger size="small" onClick={() => setRejecting(r)}>
                      {t("financeRecharge.staff.reject")}
                    </Button>
                  </Flex>
                ) : null,
            },
          ]}
        />
      </Flex>
      <Modal
        open={rejecting !== null}
        title={t("financeRecharge.staff.rejectTitle")}
        okText={t("financeRecharge.staff.reject")}
        okButtonProps={{ danger: true, loading: reject.isPending }}
        onOk={doReject}
        onCancel={() => setRejecting(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t("financeRecharge.transfer.rejectReason")}
            rules={[{ required: true, whitespace: true, message: t("financeRecharge.staff.reasonRequired") }]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
};

export default BankTransfersPage;
