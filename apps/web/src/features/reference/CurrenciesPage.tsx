import { EditOutlined, HistoryOutlined, ReloadOutlined } from "@ant-design/icons";
import type { Currency } from "@pp/contracts";
import { BASE_CURRENCY, isCurrencyRate, RATE_DECIMALS, translateValidation } from "@pp/domain";
import { Button, Card, Drawer, Empty, Flex, Form, Input, Result, Space, Table, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { FormModal } from "../../shared/forms/FormModal";
import { useFormSave } from "../../shared/forms/use-form-save";
import { formatDateTime } from "../../shared/lib/format";
import {
  useCanEditReference,
  useCurrencies,
  useCurrencyHistory,
  useUpdateCurrencyRate,
} from "./reference.api";

/** Currencies and their rates to CNY; platform admins change a rate, every change kept in the history. */
const CurrenciesPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const canEdit = useCanEditReference();
  const query = useCurrencies();
  const [editing, setEditing] = useState<Currency | null>(null);
  const [history, setHistory] = useState<Currency | null>(null);

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: "14px 20px" } }}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex vertical gap={2}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t("reference.currencies.title")}
            </Typography.Title>
            <Typography.Text type="secondary">{t("reference.currencies.description")}</Typography.Text>
          </Flex>
          <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
            {t("common.actions.refresh")}
          </Button>
        </Flex>
      </Card>
      <Card variant="borderless" className="pp-page-card">
        {query.isError ? (
          <Result
            status="warning"
            title={t("common.list.loadFailed")}
            extra={<Button onClick={() => void query.refetch()}>{t("common.actions.retry")}</Button>}
          />
        ) : (
          <Table<Currency>
            size="middle"
            rowKey="id"
            loading={query.isPending}
            dataSource={query.data?.rows}
            pagination={false}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t("reference.currencies.emptyTitle")}
                />
              ),
            }}
            columns={[
              {
                title: t("reference.currencies.code"),
                dataIndex: "code",
                width: 140,
                render: (code: string, row) => (
                  <Space>
                    <Typography.Text strong>{code}</Typography.Text>
                    {row.isBase && <Tag color="blue">{t("reference.currencies.base")}</Tag>}
                  </Space>
                ),
              },
              {
                title: t("reference.currencies.name"),
                dataIndex: "name",
                width: 200,
                render: (name: Currency["name"]) => name[lang],
              },
              { title: t("reference.currencies.symbol"), dataIndex: "symbol", width: 90 },
              {
                title: t("reference.currencies.rate"),
                dataIndex: "rate",
                width: 180,
                align: "right",
                render: (rate: string) => <Typography.Text code>{rate}</Typography.Text>,
              },
              {
                title: t("reference.currencies.updatedAt"),
                dataIndex: "updatedAt",
                width: 180,
                render: (value: string | null) => formatDateTime(value, "—", "second"),
              },
              {
                title: t("common.columns.actions"),
                key: "actions",
                width: 220,
                render: (_, row) => (
                  <Space size={0}>
                    {canEdit && !row.isBase && (
                      <Button
                        type="link"
                        size="small"
                        icon={<EditOutlined />}
                        onClick={() => setEditing(row)}
                      >
                        {t("reference.currencies.editRate")}
                      </Button>
                    )}
                    <Button
                      type="link"
                      size="small"
                      icon={<HistoryOutlined />}
                      onClick={() => setHistory(row)}
                    >
                      {t("reference.currencies.history")}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      <RateDialog currency={editing} onClose={() => setEditing(null)} />
      <HistoryDrawer currency={history} onClose={() => setHistory(null)} />
    </Flex>
  );
};

const RateDialog = ({ currency, onClose }: { currency: Currency | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<{ rate: string }>();
  const { save: saveForm, saving } = useFormSave(form);
  const update = useUpdateCurrencyRate();

  useEffect(() => {
    if (currency) form.setFieldsValue({ rate: currency.rate });
  }, [currency, form]);

  const submit = async ({ rate }: { rate: string }) => {
    if (!currency) return;
    await saveForm(() => update.mutateAsync({ id: currency.id, rate: rate.trim() }), { onSaved: onClose });
  };

  return (
    <FormModal
      open={currency !== null}
      title={`${t("reference.currencies.editRate")} · ${currency?.code ?? ""}`}
      saving={saving}
      onClose={onClose}
      form={form}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="rate"
        label={t("reference.currencies.rateHint", { code: currency?.code ?? "" })}
        rules={[
          { required: true },
          {
            validator: (_, value: string | undefined) =>
              !value || isCurrencyRate(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(translateValidation(lang, "decimals", { max: RATE_DECIMALS }))),
          },
        ]}
      >
        <Input inputMode="decimal" maxLength={20} suffix={BASE_CURRENCY} />
      </Form.Item>
    </FormModal>
  );
};

const HistoryDrawer = ({ currency, onClose }: { currency: Currency | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const query = useCurrencyHistory(currency?.id);
  return (
    <Drawer
      open={currency !== null}
      onClose={onClose}
      size={560}
      title={t("reference.currencies.historyTitle", { code: currency?.code ?? "" })}
    >
      <Table
        size="small"
        rowKey="id"
        loading={query.isPending}
        dataSource={query.data?.rows}
        pagination={false}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("reference.currencies.noHistory")} />
          ),
        }}
        columns={[
          {
            title: t("reference.currencies.changedAt"),
            dataIndex: "changedAt",
            width: 170,
            render: (value: string | null) => formatDateTime(value, "—", "second"),
          },
          { title: t("reference.currencies.oldRate"), dataIndex: "oldRate", align: "right" },
          { title: t("reference.currencies.newRate"), dataIndex: "newRate", align: "right" },
          { title: t("reference.currencies.changedBy"), dataIndex: "changedBy", width: 110 },
        ]}
      />
    </Drawer>
  );
};

export default CurrenciesPage;
