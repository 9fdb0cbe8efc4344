import type { ProductDetail, ProductOrderHandlingInput } from "@pp/contracts";
import { ORDER_CANCEL_MODES, ORDER_CHARGE_MODES, ORDER_EDIT_FIELDS, ORDER_PUSH_TRIGGERS } from "@pp/domain";
import { App, Checkbox, Form, Radio, type RadioChangeEvent, Skeleton, Space, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ListLoadFailed } from "../../shared/components/ListPage";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useOrderHandling, useSaveOrderHandling } from "./order-handling.api";
import { TabSaveBar } from "./ProductShared";

type HandlingForm = Required<ProductOrderHandlingInput>;

/** One mode per line: its name and, under it, what it means for the product's orders. */
const ModeChoices = ({
  modes,
  texts,
  testId,
  ...radio
}: {
  modes: readonly string[];
  texts: "chargeMode" | "cancelMode" | "pushOn";
  testId: string;
  value?: string;
  onChange?: (event: RadioChangeEvent) => void;
}) => {
  const { t } = useTranslation();
  return (
    <Radio.Group
      {...radio}
      data-testid={testId}
      style={{ display: "flex", flexDirection: "column", gap: 8 }}
      options={modes.map((mode) => ({
        value: mode,
        label: (
          <Space orientation="vertical" size={0}>
            <span>{t(`productOrderHandling.${texts}s.${mode}`)}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(`productOrderHandling.${texts}Hints.${mode}`)}
            </Typography.Text>
          </Space>
        ),
      }))}
    />
  );
};

/**
 * How a sales product's orders are handled after placement (issue 13): charge at placement or hold until the
 * weigh-in, cancel online or only after staff confirm offline, when they go to their carrier (issue 15), and the
 * field groups an edit before hand-over may change. Read mode (online) locks it like the other settings tabs.
 */
export const ProductOrderHandlingTab = ({
  detail,
  readOnly,
}: {
  detail: ProductDetail;
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<HandlingForm>();
  const productId = detail.product.id;
  const query = useOrderHandling(productId);
  const save = useSaveOrderHandling(productId);
  const { showError } = useFormSave(form, {
    announceFieldErrors: true,
    failed: t("catalogProducts.saveFailed"),
  });

  useEffect(() => {
    if (query.data)
      form.setFieldsValue({
        chargeMode: query.data.chargeMode,
        cancelMode: query.data.cancelMode,
        pushOn: query.data.pushOn,
        editableFields: query.data.editableFields,
      });
  }, [form, query.data]);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />;

  const submit = async (values: HandlingForm) => {
    try {
      await save.mutateAsync(values);
      void message.success(t("common.feedback.saved"));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Form<HandlingForm>
      form={form}
      name="productOrderHandling"
      layout="vertical"
      onFinish={submit}
      disabled={readOnly}
    >
      <Form.Item name="chargeMode" label={t("productOrderHandling.chargeMode")}>
        <ModeChoices modes={ORDER_CHARGE_MODES} texts="chargeMode" testId="order-handling-charge-mode" />
      </Form.Item>
      <Form.Item name="cancelMode" label={t("productOrderHandling.cancelMode")}>
        <ModeChoices modes={ORDER_CANCEL_MODES} texts="cancelMode" testId="order-handling-cancel-mode" />
      </Form.Item>
      <Form.Item name="pushOn" label={t("productOrderHandling.pushOn")}>
        <ModeChoices modes={ORDER_PUSH_TRIGGERS} texts="pushOn" testId="order-handling-push-on" />
      </Form.Item>
      <Form.Item
        name="editableFields"
        label={t("productOrderHandling.editableFields")}
        extra={t("productOrderHandling.editableFieldsHint")}
      >
        <Checkbox.Group
          data-testid="order-handling-editable-fields"
          options={ORDER_EDIT_FIELDS.map((field) => ({
            value: field,
            label: t(`productOrderHandling.fields.${field}`),
          }))}
        />
      </Form.Item>
      <TabSaveBar readOnly={readOnly} saving={save.isPending} onSave={() => form.submit()} />
    </Form>
  );
};
