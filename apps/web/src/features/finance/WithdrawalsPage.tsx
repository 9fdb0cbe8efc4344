import {
  positiveMoneySchema,
  WITHDRAWAL_METHODS,
  type Withdrawal,
  type WithdrawalStatus,
} from "@pp/contracts";
import { availableOf, BASE_CURRENCY, debitRefusal, groupMoney, MONEY_MAX, withdrawableOf } from "@pp/domain";
import { App, Button, Card, Descriptions, Flex, Form, Input, Select, type TableProps, Tag } from "antd";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { fits, ruleFrom } from "../../shared/forms/contract-rules";
import { putFieldErrors } from "../../shared/forms/use-form-save";
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

/** What the form reckons with before the customer's first recharge opens a wallet. */
const EMPTY_WALLET = { balance: "0.00", held: "0.00", deposit: "0.00" };

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
  const wallet = wallets.data?.find((w) => w.currency === BASE_CURRENCY) ?? EMPTY_WALLET;
  const withdrawable = withdrawableOf(wallet);
  const pending = (pendingOne.data?.total ?? 0) > 0;

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await apply.mutateAsync({ ...values, bankName: values.bankName ?? "", key });
      form.resetFields();
      setKey(crypto.randomUUID());
      void message.success(t("financeWallet.withdraw.applied"));
    } catch (error) {
      if (!putFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card title={t("financeWallet.withdraw.title")}>
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: "available", label: t("financeWallet.available"), children: availableOf(wallet) },
            { key: "deposit", label: t("financeWallet.deposit"), children: wallet.deposit },
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
              ruleFrom(
                positiveMoneySchema,
                t("financeWallet.withdraw.amountFormat", { max: groupMoney(MONEY_MAX) }),
              ),
              {
                validator: async (_, value?: string) => {
                  // A malformed amount has its own message from the rule above.
                  const amount = value?.trim() ?? "";
                  if (
                    fits(positiveMoneySchema, amount) &&
                    debitRefusal(wallet, amount, { mayUseDeposit: false })
                  )
                    throw new Error(t("financeWallet.withdraw.overLimit", { limit: withdrawable }));
                },
              },
            ]}
          >
            <Input addonAfter={BASE_CURRENCY} inputMode="decimal" />
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
