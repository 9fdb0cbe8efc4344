import type { NumberRuleDto } from "@pp/contracts";
import {
  applyNumberRules,
  NUMBER_RULE_AFFIX_MAX,
  NUMBER_RULE_LENGTH_MAX,
  type NumberRuleField,
  numberRuleIssues,
  numberRuleMessages,
} from "@pp/domain";
import { Alert, Drawer, Flex, Form, Input, InputNumber, Switch, Typography } from "antd";
import type { Rule } from "antd/es/form";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { FormFooter } from "../../shared/components/FormFooter";
import { useFormSave } from "../../shared/forms/use-form-save";
import { Outcome } from "./NumberRuleOutcome";
import {
  NEW_NUMBER_RULE,
  type NumberRuleFormValues,
  numberRuleFormOf,
  numberRuleOf,
  numberRuleRequestOf,
} from "./number-rules";
import { useSaveNumberRule } from "./number-rules.api";

// A number rule's drawer: its conditions and where it cuts, each field with its help, checked as the server
// checks it (the domain's numberRuleIssues), and a box that tries the rule as filled in, before it is saved.

const POSITIONS = ["length", "substringStart", "substringEnd"];

export const NumberRuleDrawer = ({
  open,
  rule,
  onClose,
}: {
  open: boolean;
  rule: NumberRuleDto | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<NumberRuleFormValues>();
  const save = useSaveNumberRule();
  const { save: submit, saving } = useFormSave(form);
  const values = Form.useWatch([], form) ?? NEW_NUMBER_RULE;
  const [sample, setSample] = useState("");

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(rule ? numberRuleFormOf(rule) : NEW_NUMBER_RULE);
  }, [open, rule, form]);

  /** The domain's check of the whole rule, answering this field's message. */
  const checked =
    (field: NumberRuleField): Rule =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const issue = numberRuleIssues(numberRuleOf(getFieldsValue())).find((i) => i.field === field);
        return issue ? Promise.reject(new Error(numberRuleMessages[lang][issue.key])) : Promise.resolve();
      },
    });

  const tried = applyNumberRules([{ ...numberRuleOf(values), isOpen: true }], sample);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={560}
      title={t(rule ? "numberRules.editTitle" : "numberRules.addTitle")}
      destroyOnHidden
      footer={<FormFooter onCancel={onClose} onSave={() => form.submit()} saving={saving} />}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(filled) =>
          void submit(() => save.mutateAsync(numberRuleRequestOf(filled, rule?.id)), {
            onSaved: onClose,
          })
        }
      >
        <Form.Item
          name="name"
          label={t("numberRules.field.name")}
          rules={[{ required: true, whitespace: true, message: t("numberRules.field.nameRequired") }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item
            name="startsWith"
            label={t("numberRules.field.startsWith")}
            extra={t("numberRules.field.startsWithHelp")}
            rules={[checked("startsWith")]}
            style={{ flex: "1 1 200px" }}
          >
            <Input maxLength={NUMBER_RULE_AFFIX_MAX} />
          </Form.Item>
          <Form.Item
            name="endsWith"
            label={t("numberRules.field.endsWith")}
            extra={t("numberRules.field.endsWithHelp")}
            rules={[checked("endsWith")]}
            style={{ flex: "1 1 200px" }}
          >
            <Input maxLength={NUMBER_RULE_AFFIX_MAX} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="length"
          label={t("numberRules.field.length")}
          extra={t("numberRules.field.lengthHelp")}
          dependencies={POSITIONS}
          rules={[checked("length")]}
        >
          <InputNumber min={1} max={NUMBER_RULE_LENGTH_MAX} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item
            name="substringStart"
            label={t("numberRules.field.substringStart")}
            extra={t("numberRules.field.substringStartHelp")}
            dependencies={POSITIONS}
            rules={[checked("substringStart")]}
            style={{ flex: "1 1 200px" }}
          >
            <InputNumber min={0} max={NUMBER_RULE_LENGTH_MAX - 1} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="substringEnd"
            label={t("numberRules.field.substringEnd")}
            extra={t("numberRules.field.substringEndHelp")}
            dependencies={POSITIONS}
            rules={[checked("substringEnd")]}
            style={{ flex: "1 1 200px" }}
          >
            <InputNumber min={1} max={NUMBER_RULE_LENGTH_MAX} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="onlyRule"
          label={t("numberRules.field.onlyRule")}
          extra={t("numberRules.field.onlyRuleHelp")}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item name="isOpen" label={t("numberRules.field.isOpen")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      <Flex vertical gap={8} className="pp-number-rule-try">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t("numberRules.test.title")}
        </Typography.Title>
        <Typography.Text type="secondary">{t("numberRules.test.formHelp")}</Typography.Text>
        <Input
          allowClear
          value={sample}
          onChange={(event) => setSample(event.target.value)}
          placeholder={t("numberRules.test.placeholder")}
          aria-label={`${t("numberRules.test.title")} ${t("numberRules.field.name")}`}
        />
        {sample.trim() !== "" ? (
          tried.rule ? (
            <Outcome
              rule={{ name: values.name || t("numberRules.addTitle") }}
              candidates={tried.candidates}
            />
          ) : (
            <Alert type="info" showIcon title={t("numberRules.test.notApplies")} />
          )
        ) : null}
      </Flex>
    </Drawer>
  );
};
