import { BANK_TRANSFER_STATUSES, type BankTransfer, type BankTransferStatus } from "@pp/contracts";
import { App, Button, Flex, Form, Input, Modal, Popconfirm, Segmented, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { useListState } from "../../shared/hooks/use-list-state";
import { downloadProof, useConfirmTransfer, useRejectTransfer, useStaffTransfers } from "./recharge.api";

const STATUS_COLORS: Record<BankTransferStatus, string> = {
  pending: "processing",
  confirmed: "success",
  rejected: "error",
};

const FILTER_KEYS = ["status"] as const;

/** Finance's list of reported bank transfers: view the proof, confirm (credits the wallet) or reject. */
const BankTransfersPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListState(FILTER_KEYS);
  // Finance opens on what waits for a decision.
  const status = BANK_TRANSFER_STATUSES.find((s) => s === list.filters.status) ?? "pending";
  const transfers = useStaffTransfers({ status, cursor: list.cursor, size: list.size });
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
    <>
      <ListPage<BankTransfer, typeof list.filters>
        {...listPageProps(list, transfers, "keyset")}
        hasFilters={false}
        title={t("financeRecharge.staff.title")}
        actions={
          <Segmented<BankTransferStatus>
            value={status}
            onChange={(next) => list.setFilters({ status: next })}
            options={BANK_TRANSFER_STATUSES.map((s) => ({
              value: s,
              label: t(`financeRecharge.transferStatus.${s}`),
            }))}
          />
        }
        rowKey="id"
        empty={{ title: t("financeRecharge.staff.empty") }}
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
    </>
  );
};

export default BankTransfersPage;
