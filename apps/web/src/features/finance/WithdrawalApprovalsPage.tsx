import { WITHDRAWAL_STATUSES, type Withdrawal, type WithdrawalStatus } from "@pp/contracts";
import { App, Button, Flex, Form, Input, Modal, Segmented } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { useListState } from "../../shared/hooks/use-list-state";
import { useApproveWithdrawal, useRejectWithdrawal, useWithdrawals } from "./finance.api";
import { useWithdrawalColumns } from "./WithdrawalsPage";

type Decision = { row: Withdrawal; action: "approve" | "reject" };

const FILTER_KEYS = ["status"] as const;

/** Finance's withdrawal approvals: approve with the payment's reference (pays the hold out) or reject with a reason. */
const WithdrawalApprovalsPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListState(FILTER_KEYS);
  // Finance opens on what waits for a decision.
  const status = WITHDRAWAL_STATUSES.find((s) => s === list.filters.status) ?? "pending";
  const query = useWithdrawals({ status, cursor: list.cursor, size: list.size });
  const approve = useApproveWithdrawal();
  const reject = useRejectWithdrawal();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [form] = Form.useForm<{ text: string }>();

  const submit = async () => {
    if (!deciding) return;
    const { text } = await form.validateFields();
    try {
      if (deciding.action === "approve")
        await approve.mutateAsync({ id: deciding.row.id, proofReference: text });
      else await reject.mutateAsync({ id: deciding.row.id, reason: text });
      void message.success(t(`financeWallet.approval.${deciding.action}d`));
      setDeciding(null);
      form.resetFields();
    } catch (error) {
      if (!putFieldErrors(form, error, () => ["text"]) && error instanceof Error)
        void message.error(error.message);
    }
  };

  const columns = useWithdrawalColumns((row) =>
    row.status === "pending" ? (
      <Flex gap={8}>
        <Button type="primary" size="small" onClick={() => setDeciding({ row, action: "approve" })}>
          {t("financeWallet.approval.approve")}
        </Button>
        <Button danger size="small" onClick={() => setDeciding({ row, action: "reject" })}>
          {t("financeWallet.approval.reject")}
        </Button>
      </Flex>
    ) : null,
  );

  return (
    <>
      <ListPage<Withdrawal, typeof list.filters>
        {...listPageProps(list, query, "keyset")}
        hasFilters={false}
        title={t("financeWallet.approval.title")}
        actions={
          <Segmented<WithdrawalStatus>
            value={status}
            onChange={(next) => list.setFilters({ status: next })}
            options={WITHDRAWAL_STATUSES.map((s) => ({
              value: s,
              label: t(`financeWallet.withdrawalStatus.${s}`),
            }))}
          />
        }
        rowKey="id"
        columns={columns}
        empty={{ title: t("financeWallet.withdraw.empty") }}
      />
      <Modal
        open={deciding !== null}
        title={
          deciding
            ? t(`financeWallet.approval.${deciding.action}Title`, {
                amount: `${deciding.row.amount} ${deciding.row.currency}`,
                customer: deciding.row.orgName,
              })
            : null
        }
        okText={deciding ? t(`financeWallet.approval.${deciding.action}`) : null}
        okButtonProps={{
          danger: deciding?.action === "reject",
          loading: approve.isPending || reject.isPending,
        }}
        onOk={() => void submit()}
        onCancel={() => setDeciding(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="text"
            label={
              deciding?.action === "reject"
                ? t("financeWallet.approval.reason")
                : t("financeWallet.approval.proof")
            }
            rules={[{ required: true, whitespace: true, message: t("financeWallet.required") }]}
          >
            <Input.TextArea rows={3} maxLength={deciding?.action === "reject" ? 200 : 100} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};

export default WithdrawalApprovalsPage;
