import { UploadOutlined } from "@ant-design/icons";
import {
  type BankAccount,
  type BankTransfer,
  RECHARGE_METHODS,
  type RechargeMethod,
  type RechargePayment,
} from "@pp/contracts";
import { BASE_CURRENCY, compareMoney, groupMoney, MONEY_MAX, MONEY_PATTERN } from "@pp/domain";
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Radio,
  Statistic,
  Tabs,
  Tag,
  Typography,
  Upload,
} from "antd";
import type { Dayjs } from "dayjs";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DateField } from "../../shared/components/DateField";
import { ListTable, listPageProps, PageHeader } from "../../shared/components/ListPage";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { useListState } from "../../shared/hooks/use-list-state";
import {
  useCreatePayment,
  useFollowPayment,
  useMyPayments,
  useMyTransfers,
  useMyWallets,
  useRechargeQuote,
  useRechargeSettings,
  useSubmitTransfer,
} from "./recharge.api";

const STATUS_COLORS: Record<string, string> = {
  pending: "processing",
  paid: "success",
  confirmed: "success",
  expired: "default",
  rejected: "error",
};

/** "0.006" → "0.6%": the decimal point moved by hand, no floating point. */
const percentOf = (rate: string) => {
  const [whole = "0", fraction = ""] = rate.split(".");
  const digits = fraction.padEnd(2, "0");
  const rest = digits.slice(2).replace(/0+$/, "");
  return `${Number.parseInt(`${whole}${digits.slice(0, 2)}`, 10)}${rest ? `.${rest}` : ""}%`;
};

const isPayable = (amount: string, minimum: string) =>
  MONEY_PATTERN.test(amount) && compareMoney(amount, minimum) >= 0;

const formatTime = (value: string | null) => (value ? dayjs(value).format("YYYY-MM-DD HH:mm") : "-");

const NO_FILTERS = [] as const;

type OnlineValues = { method: RechargeMethod; amount: string };
type TransferValues = { amount: string; transferDate: Dayjs; file: { originFileObj?: File }[] };

/** Pay online at the gateway: method, amount, and the fee and payable amount before paying. */
const OnlineTab = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<OnlineValues>();
  const settings = useRechargeSettings();
  const history = useListState(NO_FILTERS, 10, "payments.");
  const payments = useMyPayments({ cursor: history.cursor, size: history.size });
  const create = useCreatePayment();
  const [following, setFollowing] = useState<string | null>(null);
  useFollowPayment(following);
  const amount = Form.useWatch("amount", form);
  const minimum = settings.data?.minimumAmount;
  // Quoted only for an amount that could be paid: below the minimum the form shows that error instead.
  const payableAmount =
    typeof amount === "string" && minimum && isPayable(amount.trim(), minimum) ? amount.trim() : undefined;
  const quote = useRechargeQuote(payableAmount);
  const feePercent = settings.data ? percentOf(settings.data.feeRate) : "-";

  const pay = async (values: OnlineValues) => {
    try {
      const payment = await create.mutateAsync({ method: values.method, amount: values.amount.trim() });
      setFollowing(payment.id);
      if (payment.payUrl) window.open(payment.payUrl, "_blank", "noopener");
      void message.info(t("financeRecharge.online.opened"));
    } catch (error) {
      if (!putFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Form<OnlineValues>
        form={form}
        name="online"
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={{ method: "alipay" }}
        onFinish={pay}
      >
        <Form.Item name="method" label={t("financeRecharge.online.method")} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            options={RECHARGE_METHODS.map((m) => ({ value: m, label: t(`financeRecharge.methods.${m}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t("financeRecharge.amount")}
          extra={t("financeRecharge.online.minimum", { amount: settings.data?.minimumAmount ?? "-" })}
          rules={[
            { required: true, message: t("financeRecharge.amountRequired") },
            {
              pattern: MONEY_PATTERN,
              message: t("financeRecharge.amountFormat", { max: groupMoney(MONEY_MAX) }),
            },
            {
              validator: (_, value: unknown) =>
                typeof value !== "string" ||
                !MONEY_PATTERN.test(value.trim()) ||
                !minimum ||
                isPayable(value.trim(), minimum)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t("financeRecharge.online.belowMinimum", { amount: minimum }))),
            },
          ]}
        >
          <Input
            addonAfter={settings.data?.currency ?? BASE_CURRENCY}
            inputMode="decimal"
            autoComplete="off"
          />
        </Form.Item>
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: "rate", label: t("financeRecharge.online.feeRate"), children: feePercent },
            { key: "fee", label: t("financeRecharge.online.fee"), children: quote.data?.fee ?? "-" },
            {
              key: "payable",
              label: t("financeRecharge.online.payable"),
              children: (
                <Typography.Text strong data-testid="recharge-payable">
                  {quote.data ? `${quote.data.payable} ${settings.data?.currency ?? ""}` : "-"}
                </Typography.Text>
              ),
            },
          ]}
        />
        <Form.Item style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t("financeRecharge.online.pay")}
          </Button>
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{t("financeRecharge.online.history")}</Typography.Title>
      <ListTable<RechargePayment>
        {...listPageProps(history, payments, "keyset")}
        onClearFilters={() => history.setFilters({})}
        rowKey="id"
        empty={{ title: t("financeRecharge.online.historyEmpty") }}
        columns={[
          {
            key: "createdAt",
            title: t("financeRecharge.createdAt"),
            render: (_, r) => formatTime(r.createdAt),
          },
          {
            key: "method",
            title: t("financeRecharge.online.method"),
            render: (_, r) => t(`financeRecharge.methods.${r.method}`),
          },
          { key: "amount", title: t("financeRecharge.amount"), dataIndex: "amount", align: "right" },
          { key: "fee", title: t("financeRecharge.online.fee"), dataIndex: "fee", align: "right" },
          {
            key: "payable",
            title: t("financeRecharge.online.payable"),
            dataIndex: "payable",
            align: "right",
          },
          {
            key: "status",
            title: t("financeRecharge.status"),
            render: (_, r) => (
              <Flex gap={4}>
                <Tag color={STATUS_COLORS[r.status]}>{t(`financeRecharge.paymentStatus.${r.status}`)}</Tag>
                {r.paidLate && <Tag>{t("financeRecharge.online.paidLate")}</Tag>}
              </Flex>
            ),
          },
          {
            key: "paidAt",
            title: t("financeRecharge.online.paidAt"),
            render: (_, r) => formatTime(r.paidAt),
          },
        ]}
      />
    </Flex>
  );
};

/** The platform's accounts a transfer goes to (RECHARGE_BANK_ACCOUNTS), each number copyable. */
const ReceivingAccounts = ({ accounts }: { accounts: BankAccount[] | undefined }) => {
  const { t } = useTranslation();
  if (!accounts) return null;
  if (accounts.length === 0)
    return <Alert type="info" showIcon title={t("financeRecharge.transfer.noAccount")} />;
  return (
    <Flex vertical gap={8} data-testid="receiving-accounts" style={{ maxWidth: 480 }}>
      <Typography.Text strong>{t("financeRecharge.transfer.payTo")}</Typography.Text>
      {accounts.map((account) => (
        <Descriptions
          key={account.number}
          size="small"
          column={1}
          bordered
          items={[
            { key: "bank", label: t("financeRecharge.transfer.bank"), children: account.bank },
            { key: "holder", label: t("financeRecharge.transfer.holder"), children: account.holder },
            {
              key: "number",
              label: t("financeRecharge.transfer.accountNumber"),
              children: <Typography.Text copyable>{account.number}</Typography.Text>,
            },
          ]}
        />
      ))}
    </Flex>
  );
};

/** Report a bank transfer with its proof; finance confirms it. The customer's own transfers below. */
const BankTransferTab = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TransferValues>();
  const settings = useRechargeSettings();
  const history = useListState(NO_FILTERS, 10, "transfers.");
  const transfers = useMyTransfers({ cursor: history.cursor, size: history.size });
  const submit = useSubmitTransfer();
  const maxMb = settings.data ? (settings.data.proofMaxBytes / 1024 / 1024).toFixed(1) : "-";

  const send = async (values: TransferValues) => {
    const file = values.file?.[0]?.originFileObj;
    if (!file) {
      form.setFields([{ name: "file", errors: [t("financeRecharge.transfer.proofRequired")] }]);
      return;
    }
    try {
      await submit.mutateAsync({
        amount: values.amount.trim(),
        transferDate: values.transferDate.format("YYYY-MM-DD"),
        file,
      });
      form.resetFields();
      void message.success(t("financeRecharge.transfer.submitted"));
    } catch (error) {
      if (!putFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary">{t("financeRecharge.transfer.note")}</Typography.Paragraph>
      <ReceivingAccounts accounts={settings.data?.bankAccounts} />
      <Form<TransferValues>
        form={form}
        name="transfer"
        layout="vertical"
        style={{ maxWidth: 480 }}
        scrollToFirstError
        onFinish={send}
      >
        <Form.Item
          name="amount"
          label={t("financeRecharge.amount")}
          rules={[
            { required: true, message: t("financeRecharge.amountRequired") },
            {
              pattern: MONEY_PATTERN,
              message: t("financeRecharge.amountFormat", { max: groupMoney(MONEY_MAX) }),
            },
          ]}
        >
          <Input
            addonAfter={settings.data?.currency ?? BASE_CURRENCY}
            inputMode="decimal"
            autoComplete="off"
          />
        </Form.Item>
        <Form.Item
          name="transferDate"
          label={t("financeRecharge.transfer.date")}
          rules={[{ required: true, message: t("financeRecharge.transfer.dateRequired") }]}
        >
          <DateField disabledDate={(day) => day.isAfter(dayjs(), "day")} style={{ width: "100%" }} />
        </Form.Item>
        <Form.Item
          name="file"
          label={t("financeRecharge.transfer.proof")}
          extra={t("financeRecharge.transfer.proofHint", { maxMb })}
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: unknown[] }) => event.fileList.slice(-1)}
          rules={[{ required: true, message: t("financeRecharge.transfer.proofRequired") }]}
        >
          <Upload beforeUpload={() => false} maxCount={1} accept=".png,.jpg,.jpeg,.pdf">
            <Button icon={<UploadOutlined />}>{t("financeRecharge.transfer.choose")}</Button>
          </Upload>
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            {t("financeRecharge.transfer.submit")}
          </Button>
        </Form.Item>
      </Form>
      <Typography.Title level={5}>{t("financeRecharge.transfer.history")}</Typography.Title>
      <ListTable<BankTransfer>
        {...listPageProps(history, transfers, "keyset")}
        onClearFilters={() => history.setFilters({})}
        rowKey="id"
        empty={{ title: t("financeRecharge.transfer.historyEmpty") }}
        columns={[
          {
            key: "createdAt",
            title: t("financeRecharge.createdAt"),
            render: (_, r) => formatTime(r.createdAt),
          },
          { key: "date", title: t("financeRecharge.transfer.date"), dataIndex: "transferDate" },
          { key: "amount", title: t("financeRecharge.amount"), dataIndex: "amount", align: "right" },
          { key: "proof", title: t("financeRecharge.transfer.proof"), dataIndex: "proofName" },
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
        ]}
      />
    </Flex>
  );
};

/** Spec §2 recharge: the wallet's figures, online payment (sandbox gateway) and bank transfer. */
const RechargePage = () => {
  const { t } = useTranslation();
  const wallets = useMyWallets();
  const settings = useRechargeSettings();
  // The tab is in the URL (`?tab=transfer`), so a notice about a bank transfer opens its history.
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "transfer" ? "transfer" : "online";
  const setTab = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", key);
        return next;
      },
      { replace: true },
    );
  const wallet = wallets.data?.find((w) => w.currency === (settings.data?.currency ?? BASE_CURRENCY));

  return (
    <Flex vertical gap={12}>
      <PageHeader />
      <Card variant="borderless" className="pp-page-card">
        <Flex gap={48} wrap align="center">
          <Statistic
            title={t("financeRecharge.balance")}
            value={wallet?.balance ?? "0.00"}
            data-testid="wallet-balance"
          />
          <Statistic title={t("financeRecharge.available")} value={wallet?.available ?? "0.00"} />
          {settings.data?.sandbox && (
            <Tag color="orange" data-testid="sandbox-tag">
              {t("financeRecharge.sandbox")}
            </Tag>
          )}
        </Flex>
      </Card>
      <Card variant="borderless" className="pp-page-card">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: "online",
              label: t("financeRecharge.tabs.online"),
              children:
                settings.data?.gateway === null ? (
                  <Alert
                    type="info"
                    showIcon
                    data-testid="no-gateway"
                    title={t("financeRecharge.online.noGatewayTitle")}
                    description={t("financeRecharge.online.noGatewayBody")}
                  />
                ) : (
                  <OnlineTab />
                ),
            },
            { key: "transfer", label: t("financeRecharge.tabs.transfer"), children: <BankTransferTab /> },
          ]}
        />
      </Card>
    </Flex>
  );
};

export default RechargePage;
