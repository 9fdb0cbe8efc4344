import type { OrderRule, OrderRuleGroup } from "@pp/contracts";
import { CARGO_TYPES, cargoTypeLabels, ORDER_RULE_FIELDS, ORDER_RULE_STRATEGIES } from "@pp/domain";
import { Drawer, Flex, Form, Input, Select, Switch, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { FormFooter } from "../../shared/components/FormFooter";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useCustomerOrgOptions } from "../catalog/catalog-library.api";
import { usePostcodeGroupOptions } from "../catalog/ProductZonesTab";
import { useCurrencyOptions, useProductList } from "../catalog/products.api";
import { type RuleFormValues, ruleFormOf, ruleRequestOf, wordsOf } from "./order-rules";
import { useOrderRuleWords, useSaveRule, useSaveRuleGroup, useSaveRuleWords } from "./order-rules.api";

// The drawers of the order rules page: a group's name and scope, a rule's conditions and strategy, and the
// platform's word list.

const DRAWER_WIDTH = 640;

/** Sales products as options: "code · name" in the reader's language. */
const useProductOptions = () => {
  const lang = useLanguage();
  const list = useProductList("sales", { page: 1, size: 500 });
  const nameOf = { zh: "nameZh", en: "nameEn", ko: "nameKo" } as const;
  return {
    loading: list.isPending,
    options: (list.data?.rows ?? []).map((row) => ({
      value: row.id,
      label: `${row.code} · ${row[nameOf[lang]] || row.nameZh}`,
    })),
  };
};

type GroupFormValues = {
  name: string;
  description?: string;
  orgIds?: number[];
  productIds?: number[];
  countries?: string[];
};

/** Adds a group (`group` undefined) or changes one. */
export const RuleGroupDrawer = ({
  open,
  group,
  onClose,
}: {
  open: boolean;
  group: OrderRuleGroup | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<GroupFormValues>();
  const saveGroup = useSaveRuleGroup();
  const { save, saving } = useFormSave(form);
  const customers = useCustomerOrgOptions();
  const products = useProductOptions();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (group)
      form.setFieldsValue({
        name: group.name,
        description: group.description,
        orgIds: group.scope.orgIds,
        productIds: group.scope.productIds,
        countries: group.scope.countries,
      });
  }, [open, group, form]);

  const submit = (values: GroupFormValues) =>
    save(
      () =>
        saveGroup.mutateAsync({
          ...(group ? { id: group.id } : {}),
          name: values.name,
          description: values.description ?? "",
          scope: {
            orgIds: values.orgIds ?? [],
            productIds: values.productIds ?? [],
            countries: values.countries ?? [],
          },
        }),
      { onSaved: onClose },
    );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={t(group ? "orderRules.editGroup" : "orderRules.newGroup")}
      destroyOnHidden
      footer={<FormFooter onCancel={onClose} onSave={() => form.submit()} saving={saving} />}
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="name"
          label={t("orderRules.group.name")}
          rules={[{ required: true, whitespace: true, message: t("orderRules.group.nameRequired") }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="description" label={t("orderRules.group.description")}>
          <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Typography.Title level={5}>{t("orderRules.group.scope")}</Typography.Title>
        <Form.Item name="orgIds" label={t("orderRules.group.customers")}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder={t("orderRules.group.all")}
            loading={customers.isPending}
            options={(customers.data ?? []).map((org) => ({ value: org.id, label: org.name }))}
          />
        </Form.Item>
        <Form.Item name="productIds" label={t("orderRules.group.products")}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder={t("orderRules.group.all")}
            loading={products.loading}
            options={products.options}
          />
        </Form.Item>
        <Form.Item name="countries" label={t("orderRules.group.countries")}>
          <CountrySelect mode="multiple" withoutEuGroup placeholder={t("orderRules.group.all")} />
        </Form.Item>
      </Form>
    </Drawer>
  );
};

/** Adds a rule to `group` (`rule` undefined) or changes one. */
export const RuleDrawer = ({
  group,
  rule,
  onClose,
}: {
  group: OrderRuleGroup | undefined;
  rule: OrderRule | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<RuleFormValues>();
  const saveRule = useSaveRule();
  const { save, saving } = useFormSave(form, { announceFieldErrors: true });
  const strategy = Form.useWatch("strategy", form);
  const products = useProductOptions();
  const postcodeGroups = usePostcodeGroupOptions();
  const currencies = useCurrencyOptions();
  const open = group !== undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      rule ? ruleFormOf(rule) : { strategy: "refuse", valueCurrency: "CNY", platformWords: false },
    );
  }, [open, rule, form]);

  const rename = (path: (string | number)[]) => {
    const [head, key, end] = path;
    if (head !== "conditions") return path;
    if (key === "declaredValue")
      return [end === "max" ? "valueMax" : end === "min" ? "valueMin" : "valueCurrency"];
    if (key === "weightKg") return [end === "max" ? "weightMax" : "weightMin"];
    return [String(key)];
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={DRAWER_WIDTH}
      title={`${t(rule ? "orderRules.rule.edit" : "orderRules.rule.add")} · ${group?.name ?? ""}`}
      destroyOnHidden
      footer={<FormFooter onCancel={onClose} onSave={() => form.submit()} saving={saving} />}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          void save(() => saveRule.mutateAsync(ruleRequestOf(values, group!.id, rule?.id)), {
            onSaved: onClose,
            rename,
          })
        }
      >
        <Form.Item
          name="name"
          label={t("orderRules.rule.name")}
          rules={[{ required: true, whitespace: true, message: t("orderRules.rule.nameRequired") }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Typography.Title level={5}>{t("orderRules.rule.conditions")}</Typography.Title>
        <Form.Item name="countries" label={t("orderRules.rule.countries")}>
          <CountrySelect mode="multiple" withoutEuGroup placeholder={t("orderRules.group.all")} />
        </Form.Item>
        <Form.Item name="postcodeGroupIds" label={t("orderRules.rule.postcodeGroups")}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            loading={postcodeGroups.loading}
            options={postcodeGroups.options}
          />
        </Form.Item>
        <Form.Item label={t("orderRules.rule.declaredValue")}>
          <Flex gap={8} wrap>
            <Form.Item name="valueMin" noStyle>
              <Input placeholder={t("orderRules.rule.min")} style={{ width: 130 }} inputMode="decimal" />
            </Form.Item>
            <Form.Item name="valueMax" noStyle>
              <Input placeholder={t("orderRules.rule.max")} style={{ width: 130 }} inputMode="decimal" />
            </Form.Item>
            <Form.Item name="valueCurrency" noStyle>
              <Select
                showSearch
                style={{ width: 130 }}
                loading={currencies.isPending}
                options={currencies.data ?? []}
                popupMatchSelectWidth={false}
              />
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item label={t("orderRules.rule.weight")}>
          <Flex gap={8}>
            <Form.Item name="weightMin" noStyle>
              <Input placeholder={t("orderRules.rule.min")} style={{ width: 130 }} inputMode="decimal" />
            </Form.Item>
            <Form.Item name="weightMax" noStyle>
              <Input placeholder={t("orderRules.rule.max")} style={{ width: 130 }} inputMode="decimal" />
            </Form.Item>
          </Flex>
        </Form.Item>
        <Form.Item name="cargoTypes" label={t("orderRules.rule.cargoTypes")}>
          <Select
            mode="multiple"
            allowClear
            options={CARGO_TYPES.map((value) => ({ value, label: cargoTypeLabels[lang][value] }))}
          />
        </Form.Item>
        <Form.Item
          name="goodsWords"
          label={t("orderRules.rule.goodsWords")}
          extra={t("orderRules.rule.goodsWordsHelp")}
        >
          <Select mode="tags" open={false} tokenSeparators={[",", "，"]} />
        </Form.Item>
        <Form.Item name="platformWords" label={t("orderRules.rule.platformWords")} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Typography.Title level={5}>{t("orderRules.rule.strategy")}</Typography.Title>
        <Form.Item name="strategy" label={t("orderRules.rule.strategy")} rules={[{ required: true }]}>
          <Select
            options={ORDER_RULE_STRATEGIES.map((value) => ({
              value,
              label: t(`orderRules.strategies.${value}`),
            }))}
          />
        </Form.Item>
        {strategy === "requireFields" ? (
          <Form.Item
            name="requiredFields"
            label={t("orderRules.rule.requiredFields")}
            rules={[{ required: true, message: t("orderRules.rule.requiredFieldsRequired") }]}
          >
            <Select
              mode="multiple"
              options={ORDER_RULE_FIELDS.map((value) => ({ value, label: t(`orderRules.fields.${value}`) }))}
            />
          </Form.Item>
        ) : null}
        {strategy === "switchProduct" ? (
          <Form.Item
            name="switchProductId"
            label={t("orderRules.rule.switchProduct")}
            rules={[{ required: true, message: t("orderRules.rule.switchProductRequired") }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              loading={products.loading}
              options={products.options}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="message"
          label={t("orderRules.rule.message")}
          extra={t("orderRules.rule.messageHelp")}
          rules={
            strategy === "refuse" || strategy === "markAbnormal"
              ? [{ required: true, whitespace: true, message: t("orderRules.rule.messageRequired") }]
              : []
          }
        >
          <Input.TextArea maxLength={300} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
};

/** The platform's sensitive words and brand names, one per line. */
export const RuleWordsDrawer = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ text: string }>();
  const words = useOrderRuleWords(open);
  const saveWords = useSaveRuleWords();
  const { save, saving } = useFormSave(form);

  useEffect(() => {
    if (open && words.data) form.setFieldsValue({ text: words.data.words.join("\n") });
  }, [open, words.data, form]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={480}
      title={t("orderRules.words")}
      loading={words.isPending}
      footer={<FormFooter onCancel={onClose} onSave={() => form.submit()} saving={saving} />}
    >
      <Typography.Paragraph type="secondary">{t("orderRules.wordsIntro")}</Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={({ text }) =>
          void save(() => saveWords.mutateAsync(wordsOf(text ?? "")), {
            saved: t("orderRules.wordsSaved"),
            onSaved: onClose,
          })
        }
      >
        <Form.Item name="text">
          <Input.TextArea autoSize={{ minRows: 12, maxRows: 24 }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
};
