import { WITHDRAWAL_METHODS, type Withdrawal, type WithdrawalStatus } from "@pp/contracts";
import { compareMoney, groupMoney, isPositiveMoney, MONEY_MAX, subtractMoney } from "@pp/domain";
import { App, Button, Card, Descriptions, Flex, Form, Input, Select, type TableProps, Tag } from "antd";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toFormFieldErrors } from "../../shared/api/api-error";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { useListState } from "../../shared/hooks/use-list-state";
import { useApplyWithdrawal, useWithdrawals } from "./finance.api";
import { useMyWallets } from "./recharge.api";

export const WITHDRAWAL_STATUS_COLORS: Record<WithdrawalStatus, string> = {
  pending: "processing",
  approved: "success",
  rejected: "error",
};

type FormValues = {
  amount: string;
  method: Withdrawal["method"];
  accountName: string;
  accountNo: string;
  bankName?: string;
};

/** The customer's withdrawals: the application form (within available − deposit) and the history. */
const WithdrawalsPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const wallets = useMyWallets();
  const list = useListState(NO_FILTERS);
  const history = useWithdrawals({ cursor: list.cursor, size: list.size });
  // Only one request can be pending, so one row says whether there is one.
  const pendingOne = useWithdrawals({ status: "pending", size: 1 });
  const columns = useWithdrawalColumns();
  const apply = useApplyWithdrawal();
  const [form] = Form.useForm<FormValues>();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const wallet = wallets.data?.find((w) => w.currency === "CNY");
  const withdrawable = wallet ? subtractMoney(wallet.available, wallet.deposit) : "0.00";
  const pending = (pendingOne.data?.total ?? 0) > 0;

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await apply.mutateAsync({ ...values, bankName: values.bankName ?? "", key });
      form.resetFields();
      setKey(crypto.randomUUID());
      void message.success(t("financeWallet.withdraw.applied"));
    } catch (error) {
      const fields = toFormFieldErrors(error);
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else if (error instanceof Error) void message.error(error.message);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card title={t("financeWallet.withdraw.title")}>
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: "available", label: t("financeWallet.available"), children: wallet?.available ?? "0.00" },
            { key: "deposit", label: t("financeWallet.deposit"), children: wallet?.deposit ?? "0.00" },
            { key: "withdrawable", label: t("financeWallet.withdraw.withdrawable"), children: withdrawable },
          ]}
        />
        <Form
          form={form}
          layout="vertical"
          style={{ maxWidth: 480, marginTop: 16 }}
          initialValues={{ method: "bank" }}
        >
          <Form.Item
            name="amount"
            label={t("financeWallet.withdraw.amount")}
            rules={[
              { required: true, message: t("financeWallet.withdraw.amountRequired") },
              {
                validator: (_, value?: string) =>
                  !value || !isPositiveMoney(value)
                    ? value
                      ? Promise.reject(
                          new Error(t("financeWallet.withdraw.amountFormat", { max: groupMoney(MONEY_MAX) })),
                        )
                      : Promise.resolve()
                    : compareMoney(value, withdrawable) > 0
                      ? Promise.reject(
                          new Error(t("financeWallet.withdraw.overLimit", { limit: withdrawable })),
                        )
                      : Promise.resolve(),
              },
            ]}
          >
            <Input addonAfter="CNY" inputMode="decimal" />
          </Form.Item>
          <Form.Item name="method" label={t("financeWallet.withdraw.method")} rules={[{ required: true }]}>
            <Select
              options={WITHDRAWAL_METHODS.map((m) => ({ value: m, label: t(`financeWallet.method.${m}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="accountName"
            label={t("financeWallet.withdraw.accountName")}
            rules={[{ required: true, whitespace: true, message: t("financeWallet.required") }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="accountNo"
            label={t("financeWallet.withdraw.accountNo")}
            rules={[{ required: true, whitespace: true, message: t("financeWallet.required") }]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="bankName" label={t("financeWallet.withdraw.bankName")}>
            <Input maxLength={100} />
          </Form.Item>
          <Button type="primary" loading={apply.isPending} onClick={() => void submit()} disabled={pending}>
            {t("financeWallet.withdraw.submit")}
          </Button>
          {pending ? <div style={{ marginTop: 8 }}>{t("financeWallet.withdraw.pendingHint")}</div> : null}
        </Form>
      </Card>
      <ListPage<Withdrawal, typeof list.filters>
        {...listPageProps(list, history, "keyset")}
        title={t("financeWallet.withdraw.history")}
        rowKey="id"
        columns={columns}
        empty={{ title: t("financeWallet.withdraw.empty") }}
      />
    </Flex>
  );
};

const NO_FILTERS = [] as const;

/** The withdrawal columns; `actions` adds the customer's name and the row's actions (finance's screen). */
export const useWithdrawalColumns = (
  actions?: (row: Withdrawal) => ReactNode,
): TableProps<Withdrawal>["columns"] => {
  const { t } = useTranslation();
  return [
    {
      key: "createdAt",
      title: t("financeWallet.createdAt"),
      render: (_, r) => dayjs(r.createdAt).format("YYYY-MM-DD HH:mm"),
    },
    ...(actions ? [{ key: "org", title: t("financeWallet.customer"), dataIndex: "orgName" }] : []),
    {
      key: "amount",
      title: t("financeWallet.withdraw.amount"),
      align: "right",
      render: (_, r) => `${r.amount} ${r.currency}`,
    },
    {
      key: "method",
      title: t("financeWallet.withdraw.method"),
      render: (_, r) => t(`financeWallet.method.${r.method}`),
    },
    {
      key: "account",
      title: t("financeWallet.withdraw.accountNo"),
      render: (_, r) => `${r.accountName} · ${r.accountNo}`,
    },
    {
      key: "status",
      title: t("financeWallet.status"),
      render: (_, r) => (
        <Tag color={WITHDRAWAL_STATUS_COLORS[r.status]}>
          {t(`financeWallet.withdrawalStatus.${r.status}`)}
        </Tag>
      ),
    },
    {
      key: "note",
      title: t("financeWallet.withdraw.note"),
      render: (_, r) => r.rejectReason ?? r.proofReference ?? "-",
    },
    ...(actions
      ? [
          {
            key: "actions",
            title: t("financeWallet.actions"),
            render: (_: unknown, r: Withdrawal) => actions(r),
          },
        ]
      : []),
  ];
};

export default WithdrawalsPage;
