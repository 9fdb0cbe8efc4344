import { DeleteOutlined, EditOutlined, PlusOutlined, TableOutlined } from "@ant-design/icons";
import type { QuotePlan } from "@pp/contracts";
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useLanguage } from "../../locales";
import { ListPageHeader } from "../../shared/components/ListPage";
import { useFormSave } from "../../shared/forms/use-form-save";
import { formatDateTime } from "../../shared/lib/format";
import { ProductRateGrid } from "./ProductRatesTab";
import { StatusTag } from "./ProductShared";
import {
  productName,
  useDeleteQuotePlan,
  useProductList,
  useQuotePlans,
  useSaveQuotePlan,
} from "./products.api";

/**
 * Quote plans (spec §2): a sales product's price lists for different customers. A new plan starts as a copy of
 * the default plan; each plan's rate grid may change at any time, the plans themselves only while offline.
 */
const QuotePlansPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const productId = Number(params.get("productId")) || undefined;
  const planParam = Number(params.get("planId")) || undefined;
  const [keyword, setKeyword] = useState("");
  const products = useProductList("sales", { page: 1, size: 50, keyword: keyword || undefined });
  const plans = useQuotePlans(productId);
  const remove = useDeleteQuotePlan(productId ?? 0);
  const [naming, setNaming] = useState<{ plan?: QuotePlan } | null>(null);
  const product = products.data?.rows.find((row) => row.id === productId);
  const isOnline = product?.status === "online";
  const planId = planParam ?? plans.data?.[0]?.id;
  const plan = plans.data?.find((entry) => entry.id === planId);

  const select = (next: { productId?: number; planId?: number }) => {
    const query = new URLSearchParams();
    if (next.productId) query.set("productId", String(next.productId));
    if (next.planId) query.set("planId", String(next.planId));
    setParams(query, { replace: true });
  };

  return (
    <Flex vertical gap={12}>
      <ListPageHeader
        title={t("catalogProducts.plans.title")}
        description={t("catalogProducts.plans.description")}
        loading={plans.isPending}
        fetching={plans.isFetching}
        onRefresh={() => void plans.refetch()}
        actions={
          <Select
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            style={{ width: 320 }}
            value={productId}
            loading={products.isFetching}
            placeholder={t("catalogProducts.plans.pickProduct")}
            aria-label={t("catalogProducts.plans.product")}
            onChange={(id: number) => select({ productId: id })}
            options={(products.data?.rows ?? []).map((row) => ({
              value: row.id,
              label: `${row.code} · ${productName(row, lang)}`,
            }))}
          />
        }
      />
      {!productId ? (
        <Card variant="borderless" className="pp-page-card">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <Flex vertical gap={2}>
                <Typography.Text>{t("catalogProducts.plans.noProductTitle")}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("catalogProducts.plans.noProductBody")}
                </Typography.Text>
              </Flex>
            }
          />
        </Card>
      ) : (
        <>
          <Card
            variant="borderless"
            className="pp-page-card"
            title={
              <Space>
                {t("catalogProducts.plans.listTitle")}
                {product ? <StatusTag status={product.status} /> : null}
              </Space>
            }
            extra={
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={isOnline}
                onClick={() => setNaming({})}
              >
                {t("catalogProducts.plans.add")}
              </Button>
            }
          >
            {isOnline ? (
              <Alert
                type="warning"
                showIcon
                title={t("catalogProducts.plans.onlineHint")}
                style={{ marginBottom: 12 }}
              />
            ) : null}
            <Table<QuotePlan>
              size="small"
              rowKey="id"
              pagination={false}
              loading={plans.isPending}
              dataSource={plans.data ?? []}
              rowClassName={(row) => (row.id === planId ? "ant-table-row-selected" : "")}
              columns={[
                {
                  title: t("catalogProducts.plans.name"),
                  dataIndex: "name",
                  render: (name: string, row) => (
                    <Space>
                      <Typography.Text strong={row.id === planId}>{name}</Typography.Text>
                      {row.isDefault ? <Tag color="blue">{t("catalogProducts.plans.default")}</Tag> : null}
                    </Space>
                  ),
                },
                {
                  title: t("catalogProducts.fields.createdAt"),
                  dataIndex: "createdAt",
                  width: 160,
                  render: (value: string) => formatDateTime(value),
                },
                {
                  title: t("common.columns.actions"),
                  key: "actions",
                  width: 280,
                  render: (_: unknown, row) => (
                    <Space size={0}>
                      <Button
                        type="link"
                        size="small"
                        icon={<TableOutlined />}
                        onClick={() => select({ productId, planId: row.id })}
                      >
                        {t("catalogProducts.plans.editRates")}
                      </Button>
                      <Button
                        type="link"
                        size="small"
                        icon={<EditOutlined />}
                        disabled={isOnline}
                        onClick={() => setNaming({ plan: row })}
                      >
                        {t("catalogProducts.plans.rename")}
                      </Button>
                      <Popconfirm
                        title={t("catalogProducts.plans.deleteConfirm", { name: row.name })}
                        description={t("catalogProducts.plans.deleteBody")}
                        okButtonProps={{ danger: true }}
                        okText={t("common.actions.delete")}
                        onConfirm={async () => {
                          await remove.mutateAsync(row.id);
                          void message.success(t("common.feedback.deleted"));
                          select({ productId });
                        }}
                      >
                        <Button
                          type="link"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          disabled={row.isDefault || isOnline}
                        >
                          {t("common.actions.delete")}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
          {plan ? (
            <Card
              variant="borderless"
              className="pp-page-card"
              title={t("catalogProducts.plans.gridTitle", { name: plan.name })}
            >
              <ProductRateGrid productId={plan.productId} planId={plan.id} />
            </Card>
          ) : null}
        </>
      )}
      <PlanNameModal
        productId={productId ?? 0}
        naming={naming}
        onClose={() => setNaming(null)}
        onCreated={(created) => select({ productId, planId: created.id })}
      />
    </Flex>
  );
};

const PlanNameModal = ({
  productId,
  naming,
  onClose,
  onCreated,
}: {
  productId: number;
  naming: { plan?: QuotePlan } | null;
  onClose: () => void;
  onCreated: (plan: QuotePlan) => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveQuotePlan(productId);
  const { showError } = useFormSave(form, {
    announceFieldErrors: true,
    failed: t("catalogProducts.saveFailed"),
  });

  useEffect(() => {
    if (naming) form.setFieldsValue({ name: naming.plan?.name ?? "" });
  }, [naming, form]);

  const submit = async ({ name }: { name: string }) => {
    try {
      const saved = await save.mutateAsync({ id: naming?.plan?.id, name });
      void message.success(t("common.feedback.saved"));
      onClose();
      if (!naming?.plan) onCreated(saved);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Modal
      open={naming !== null}
      title={naming?.plan ? t("catalogProducts.plans.rename") : t("catalogProducts.plans.add")}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t("common.actions.save")}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {!naming?.plan ? (
        <Typography.Paragraph type="secondary">{t("catalogProducts.plans.copyHint")}</Typography.Paragraph>
      ) : null}
      <Form form={form} name="planName" layout="vertical" onFinish={submit}>
        <Form.Item
          name="name"
          label={t("catalogProducts.plans.name")}
          rules={[{ required: true, whitespace: true, message: t("catalogProducts.rules.required") }]}
        >
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

export default QuotePlansPage;
