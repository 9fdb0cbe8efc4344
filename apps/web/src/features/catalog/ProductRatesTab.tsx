import { LockOutlined, SaveOutlined, UndoOutlined } from "@ant-design/icons";
import type { ProductDetail, RateCellInput, RateGrid } from "@pp/contracts";
import type { RateModel } from "@pp/domain";
import { useQueryClient } from "@tanstack/react-query";
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
} from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiRequestError } from "../../shared/api/api-error";
import { ListLoadFailed } from "../../shared/components/ListPage";
import { useFormSave } from "../../shared/forms/use-form-save";
import {
  type DecimalKind,
  isDecimal,
  NUMBER_INPUT,
  ProductBandsField,
  RateModelSelect,
  TabSaveBar,
  useBandLabel,
  type WeightBandValue,
} from "./ProductShared";
import { pricingHelpKey } from "./pricing-help";
import {
  costSaveInput,
  productKeys,
  useQuotePlans,
  useRateGrid,
  useSaveProductTab,
  useSaveRateGrid,
} from "./products.api";
import { RateSheetExcelButtons } from "./RateSheetExcelButtons";

type CellField = "firstWeightKg" | "price" | "additionalStepKg" | "additionalPrice" | "registrationFee";
type CellValues = Partial<Record<CellField, string>>;

/** The fields a cell of each rate model holds, in the order they are typed, with the kind of number. */
export const CELL_FIELDS: Record<RateModel, { field: CellField; kind: DecimalKind }[]> = {
  firstAdditional: [
    { field: "firstWeightKg", kind: "weight" },
    { field: "price", kind: "price" },
    { field: "additionalStepKg", kind: "weight" },
    { field: "additionalPrice", kind: "price" },
  ],
  perKg: [{ field: "price", kind: "price" }],
  fixedPerBand: [{ field: "price", kind: "price" }],
  perKgPlusRegistration: [
    { field: "price", kind: "price" },
    { field: "registrationFee", kind: "money" },
  ],
};

const cellKey = (zoneCode: string, bandIndex: number) => `${zoneCode}|${bandIndex}`;

const cellsOf = (grid: RateGrid): Record<string, CellValues> =>
  Object.fromEntries(
    grid.cells.map((cell) => [
      cellKey(cell.zoneCode, cell.bandIndex),
      {
        price: cell.price,
        additionalPrice: cell.additionalPrice ?? undefined,
        firstWeightKg: cell.firstWeightKg ?? undefined,
        additionalStepKg: cell.additionalStepKg ?? undefined,
        registrationFee: cell.registrationFee ?? undefined,
      },
    ]),
  );

/** A cell with nothing typed is "not served"; one partly typed or with a malformed number is an error. */
export const cellProblem = (
  model: RateModel,
  values: CellValues | undefined,
): "empty" | "partial" | "format" | null => {
  const fields = CELL_FIELDS[model];
  const typed = fields.filter(({ field }) => (values?.[field] ?? "").trim() !== "");
  if (typed.length === 0) return "empty";
  if (typed.length < fields.length) return "partial";
  return fields.every(({ field, kind }) => isDecimal(kind, values?.[field] ?? "")) ? null : "format";
};

/**
 * The zone × weight band grid of one quote plan, with its Excel sheet buttons. Editable even while the product
 * is online: quotes are what read mode lets change.
 */
export const ProductRateGrid = ({ productId, planId }: { productId: number; planId: number }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useRateGrid(productId, planId);
  const save = useSaveRateGrid(productId, planId);
  const { showError } = useFormSave(null, {
    announceFieldErrors: true,
    failed: t("catalogProducts.saveFailed"),
  });
  const [cells, setCells] = useState<Record<string, CellValues>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const grid = query.data;
  const bandLabel = useBandLabel();
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: productKeys.all });

  useEffect(() => {
    if (!grid) return;
    setCells(cellsOf(grid));
    setErrors({});
    setDirty(false);
  }, [grid]);

  const change = (key: string, field: CellField, value: string) => {
    setCells((current) => ({ ...current, [key]: { ...current[key], [field]: value } }));
    setErrors((current) => {
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
    setDirty(true);
  };

  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (query.isError || !grid)
    return <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />;

  const model = grid.rateModel;
  const fields = CELL_FIELDS[model];
  const filled = grid.zones.flatMap((zone) =>
    grid.bands.map((_, bandIndex) => ({ zone, bandIndex, key: cellKey(zone.code, bandIndex) })),
  );

  const submit = async () => {
    const local: Record<string, string> = {};
    const payload: { key: string; cell: RateCellInput }[] = [];
    for (const { zone, bandIndex, key } of filled) {
      const problem = cellProblem(model, cells[key]);
      if (problem === "empty") continue;
      if (problem) {
        local[key] = t(`catalogProducts.rates.problems.${problem}`);
        continue;
      }
      const values = cells[key] ?? {};
      payload.push({
        key,
        cell: {
          zoneCode: zone.code,
          bandIndex,
          price: values.price?.trim() ?? "",
          ...Object.fromEntries(fields.map(({ field }) => [field, values[field]?.trim() ?? null])),
        },
      });
    }
    setErrors(local);
    if (Object.keys(local).length) {
      void message.error(t("catalogProducts.rates.fixCells", { count: Object.keys(local).length }));
      return;
    }
    try {
      await save.mutateAsync(payload.map((entry) => entry.cell));
      setDirty(false);
      void message.success(t("catalogProducts.rates.saved"));
    } catch (error) {
      if (isApiRequestError(error)) {
        const serverErrors: Record<string, string> = {};
        for (const item of error.fieldErrors) {
          const [, index] = item.field.split(".");
          const entry = payload[Number(index)];
          if (entry) serverErrors[entry.key] = item.message;
        }
        setErrors(serverErrors);
      }
      showError(error);
    }
  };

  const columns = [
    {
      title: t("catalogProducts.rates.zone"),
      key: "zone",
      fixed: "left" as const,
      width: 150,
      render: (_: unknown, zone: RateGrid["zones"][number]) => (
        <Flex vertical>
          <Typography.Text strong>{zone.code}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {zone.name} · {zone.country}
          </Typography.Text>
        </Flex>
      ),
    },
    ...grid.bands.map((band, bandIndex) => ({
      title: (
        <Typography.Text style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
          {bandLabel(band)}
        </Typography.Text>
      ),
      key: `band-${bandIndex}`,
      align: "right" as const,
      width: fields.length > 2 ? 300 : fields.length > 1 ? 200 : 110,
      render: (_: unknown, zone: RateGrid["zones"][number]) => {
        const key = cellKey(zone.code, bandIndex);
        const error = errors[key];
        return (
          <Tooltip title={error} open={error ? undefined : false}>
            <Space.Compact size="small" data-testid={`rate-cell-${zone.code}-${bandIndex}`}>
              {fields.map(({ field }) => (
                <Input
                  key={field}
                  size="small"
                  status={error ? "error" : undefined}
                  value={cells[key]?.[field] ?? ""}
                  placeholder={t(`catalogProducts.rates.short.${field}`)}
                  aria-label={`${zone.code} ${bandLabel(band)} ${t(`catalogProducts.rates.fields.${field}`)}`}
                  styles={NUMBER_INPUT}
                  style={{ width: 72 }}
                  onChange={(event) => change(key, field, event.target.value)}
                />
              ))}
            </Space.Compact>
          </Tooltip>
        );
      },
    })),
  ];

  return (
    <Flex vertical gap={10}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex gap={6} wrap align="center">
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {t(`catalogProducts.rateModels.${model}`)}
          </Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(pricingHelpKey(model), { currency: grid.currency })}
          </Typography.Text>
        </Flex>
        <Space wrap>
          <RateSheetExcelButtons
            productId={productId}
            planId={planId}
            dirty={dirty}
            onImported={() => void invalidate()}
          />
          <Button
            icon={<UndoOutlined />}
            disabled={!dirty}
            onClick={() => {
              setCells(cellsOf(grid));
              setErrors({});
              setDirty(false);
            }}
          >
            {t("catalogProducts.rates.revert")}
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={save.isPending}
            onClick={() => void submit()}
          >
            {t("catalogProducts.rates.save")}
          </Button>
        </Space>
      </Flex>
      {grid.zones.length === 0 || grid.bands.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <Flex vertical gap={2}>
              <Typography.Text>{t("catalogProducts.rates.emptyTitle")}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t("catalogProducts.rates.emptyBody")}
              </Typography.Text>
            </Flex>
          }
        />
      ) : (
        <Table
          size="small"
          bordered
          rowKey="code"
          pagination={false}
          dataSource={grid.zones}
          columns={columns}
          scroll={{ x: "max-content" }}
        />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("catalogProducts.rates.notServedHint")}
      </Typography.Text>
    </Flex>
  );
};

/** Picks one of a product's quote plans (the default first). */
export const QuotePlanPicker = ({
  productId,
  value,
  onChange,
}: {
  productId: number;
  value: number | undefined;
  onChange: (planId: number) => void;
}) => {
  const { t } = useTranslation();
  const plans = useQuotePlans(productId);
  return (
    <Select
      style={{ minWidth: 220 }}
      loading={plans.isPending}
      value={value}
      onChange={onChange}
      aria-label={t("catalogProducts.rates.plan")}
      options={(plans.data ?? []).map((plan) => ({
        value: plan.id,
        label: plan.isDefault ? `${plan.name} (${t("catalogProducts.plans.default")})` : plan.name,
      }))}
    />
  );
};

type BandsForm = { rateModel: RateModel; bands: WeightBandValue[] };

/** The rate model and weight bands (saved with the billing rule; locked in read mode), then a plan's grid. */
export const ProductRatesTab = ({ detail, readOnly }: { detail: ProductDetail; readOnly: boolean }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const product = detail.product;
  const [planId, setPlanId] = useState(detail.rates.plan.id);
  const [form] = Form.useForm<BandsForm>();
  const save = useSaveProductTab(product);
  const { showError } = useFormSave(form, {
    announceFieldErrors: true,
    failed: t("catalogProducts.saveFailed"),
  });
  const billing = useMemo(() => costSaveInput(product, {}), [product]);

  useEffect(() => {
    form.setFieldsValue({ rateModel: product.rateModel, bands: product.bands });
  }, [form, product]);

  const submit = async (values: BandsForm) => {
    try {
      await save.mutateAsync({
        tab: "billing",
        input: {
          volumetricDivisor: billing.volumetricDivisor,
          bubble: billing.bubble,
          chargeBasis: billing.chargeBasis,
          carry: billing.carry,
          rounding: billing.rounding,
          minimumCharge: billing.minimumCharge,
          bandFloor: billing.bandFloor,
          rateModel: values.rateModel,
          bands: values.bands,
        },
      });
      void message.success(t("common.feedback.saved"));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        title={
          <Space>
            {readOnly ? <LockOutlined /> : null}
            {t("catalogProducts.rates.bandsTitle")}
          </Space>
        }
      >
        <Form<BandsForm>
          form={form}
          name="productBands"
          layout="vertical"
          onFinish={submit}
          disabled={readOnly}
        >
          <Form.Item
            name="rateModel"
            label={t("catalogProducts.fields.rateModel")}
            extra={readOnly ? undefined : t("catalogProducts.rates.modelHint")}
          >
            <RateModelSelect disabled={readOnly} />
          </Form.Item>
          <Form.Item label={t("catalogProducts.rates.bands")} required>
            <ProductBandsField disabled={readOnly} />
          </Form.Item>
          <TabSaveBar readOnly={readOnly} saving={save.isPending} onSave={() => form.submit()} />
        </Form>
      </Card>
      <Card
        size="small"
        title={t("catalogProducts.rates.gridTitle")}
        extra={<QuotePlanPicker productId={product.id} value={planId} onChange={setPlanId} />}
      >
        {readOnly ? (
          <Alert
            type="info"
            showIcon
            title={t("catalogProducts.rates.onlineHint")}
            style={{ marginBottom: 10 }}
          />
        ) : null}
        <ProductRateGrid productId={product.id} planId={planId} />
      </Card>
    </Flex>
  );
};
