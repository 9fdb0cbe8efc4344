import type { NumberPool, NumberPoolRequest } from "@pp/contracts";
import { Button, Drawer, Flex, Form, Input, InputNumber, Select, Space, Switch, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ListPage, wholeListProps } from "../../shared/components/ListPage";
import { AddButton, ChoiceFilter, KeywordFilter } from "../../shared/components/list-controls";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useListState } from "../../shared/hooks/use-list-state";
import { useCanManageCarriers, useDockingProviders } from "./carriers.api";
import { NumberImportModal } from "./NumberImportModal";
import { useNumberPools, useSavePool } from "./number-pools.api";
import { PoolNumbersDrawer } from "./PoolNumbersDrawer";

const FILTER_KEYS = ["keyword", "providerId"] as const;

type Values = {
  providerId: number;
  serviceCode: string;
  name: string;
  lowStockThreshold: number;
  enabled: boolean;
};

/** A pool's stock: low at or below its threshold, else fine; a disabled pool says so. */
export const PoolStatusTag = ({ pool }: { pool: NumberPool }) => {
  const { t } = useTranslation();
  if (!pool.enabled) return <Tag>{t("common.status.disabled")}</Tag>;
  if (pool.remaining === 0) return <Tag color="red">{t("numberPools.status.empty")}</Tag>;
  if (pool.low) return <Tag color="orange">{t("numberPools.status.low")}</Tag>;
  return <Tag color="green">{t("numberPools.status.ok")}</Tag>;
};

const PoolFormDrawer = ({
  pool,
  open,
  onClose,
}: {
  pool: NumberPool | null;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { save, saving } = useFormSave(form);
  const savePool = useSavePool();
  const providers = useDockingProviders();
  const manual = (providers.data?.rows ?? []).filter((row) => row.interfaceType === "manual");

  useEffect(() => {
    if (!open) form.resetFields();
    else if (pool) form.setFieldsValue(pool);
    else form.setFieldsValue({ serviceCode: "", lowStockThreshold: 100, enabled: true });
  }, [open, pool, form]);

  const submit = (values: Values) => {
    const input: NumberPoolRequest = {
      ...(pool ? { id: pool.id } : {}),
      ...values,
      serviceCode: values.serviceCode ?? "",
    };
    void save(() => savePool.mutateAsync(input), { onSaved: onClose });
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={480}
      title={pool ? t("numberPools.form.editTitle", { name: pool.name }) : t("numberPools.form.addTitle")}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {t("common.actions.save")}
          </Button>
        </Flex>
      }
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="providerId"
          label={t("numberPools.provider")}
          rules={[{ required: true }]}
          extra={t("numberPools.form.providerHint")}
        >
          <Select
            disabled={pool !== null}
            loading={providers.isPending}
            options={manual.map((row) => ({
              value: row.id,
              label: `${row.code} · ${row.name}`,
              title: row.name,
            }))}
          />
        </Form.Item>
        <Form.Item name="name" label={t("numberPools.name")} rules={[{ required: true }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="serviceCode"
          label={t("numberPools.serviceCode")}
          extra={t("numberPools.form.serviceCodeHint")}
        >
          <Input maxLength={40} placeholder={t("numberPools.allCodes")} />
        </Form.Item>
        <Form.Item
          name="lowStockThreshold"
          label={t("numberPools.form.threshold")}
          extra={t("numberPools.form.thresholdHint")}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={10_000_000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="enabled" label={t("common.columns.status")} valuePropName="checked">
          <Switch
            checkedChildren={t("common.status.enabled")}
            unCheckedChildren={t("common.status.disabled")}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
};

/** Number pools (issue 15): the tracking numbers manual providers hand out, their stock and low-stock warnings. */
const NumberPoolsPage = () => {
  const { t } = useTranslation();
  const canManage = useCanManageCarriers();
  const list = useListState(FILTER_KEYS);
  const query = useNumberPools({ keyword: list.filters.keyword, providerId: list.filters.providerId });
  const providers = useDockingProviders();
  const [params] = useSearchParams();
  const [editing, setEditing] = useState<NumberPool | "new" | null>(null);
  const [importing, setImporting] = useState<NumberPool | null>(null);
  const [viewing, setViewing] = useState<NumberPool | null>(null);
  // A low-stock notice links here with the pool's id: its numbers open at once.
  const linked = Number(params.get("id"));
  useEffect(() => {
    const found = query.data?.rows.find((row) => row.id === linked);
    if (found) setViewing(found);
  }, [linked, query.data]);

  return (
    <>
      <ListPage<NumberPool, typeof list.filters>
        title={t("numberPools.title")}
        description={t("numberPools.description")}
        actions={
          canManage ? <AddButton onClick={() => setEditing("new")}>{t("numberPools.add")}</AddButton> : null
        }
        filterValues={list.filters}
        onFilter={list.setFilters}
        hasFilters={list.hasFilters}
        filters={
          <>
            <KeywordFilter placeholder={t("numberPools.keyword")} width={200} maxLength={60} />
            <ChoiceFilter
              name="providerId"
              label={t("numberPools.provider")}
              width={200}
              options={(providers.data?.rows ?? [])
                .filter((row) => row.interfaceType === "manual")
                .map((row) => ({ value: String(row.id), label: row.name }))}
            />
          </>
        }
        {...wholeListProps(query)}
        rowKey="id"
        empty={{ title: t("numberPools.emptyTitle"), description: t("numberPools.emptyBody") }}
        columns={[
          { title: t("numberPools.provider"), dataIndex: "providerName", width: 140, ellipsis: true },
          { title: t("numberPools.name"), dataIndex: "name", ellipsis: true },
          {
            title: t("numberPools.serviceCode"),
            dataIndex: "serviceCode",
            width: 120,
            render: (code: string) =>
              code || <Typography.Text type="secondary">{t("numberPools.allCodes")}</Typography.Text>,
          },
          {
            title: t("common.columns.status"),
            key: "status",
            width: 90,
            render: (_, row) => <PoolStatusTag pool={row} />,
          },
          { title: t("numberPools.total"), dataIndex: "total", width: 70, align: "right" },
          { title: t("numberPools.used"), dataIndex: "used", width: 70, align: "right" },
          {
            title: t("numberPools.remaining"),
            dataIndex: "remaining",
            width: 90,
            align: "right",
            render: (remaining: number, row) => (
              <Typography.Text strong type={row.low ? "warning" : undefined}>
                {remaining}
              </Typography.Text>
            ),
          },
          { title: t("numberPools.threshold"), dataIndex: "lowStockThreshold", width: 80, align: "right" },
          {
            title: t("common.columns.actions"),
            key: "actions",
            width: 190,
            fixed: "right",
            render: (_, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setViewing(row)}>
                  {t("numberPools.numbers")}
                </Button>
                {canManage ? (
                  <>
                    <Button type="link" size="small" onClick={() => setImporting(row)}>
                      {t("numberPools.import")}
                    </Button>
                    <Button type="link" size="small" onClick={() => setEditing(row)}>
                      {t("common.actions.edit")}
                    </Button>
                  </>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <PoolFormDrawer
        pool={editing === "new" ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <NumberImportModal pool={importing} onClose={() => setImporting(null)} />
      <PoolNumbersDrawer pool={viewing} onClose={() => setViewing(null)} />
    </>
  );
};

export default NumberPoolsPage;
