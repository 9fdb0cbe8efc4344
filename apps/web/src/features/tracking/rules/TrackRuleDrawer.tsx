import type { TrackRuleDto } from "@pp/contracts";
import {
  TRACK_RULE_STATUS_TEXT_MAX,
  type TrackRuleMessageKey,
  trackRuleIssues,
  trackRuleMessages,
} from "@pp/domain";
import { Col, Drawer, Form, Input, Row, Select, Switch } from "antd";
import type { Rule } from "antd/es/form";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../locales";
import { FormFooter } from "../../../shared/components/FormFooter";
import { useFormSave } from "../../../shared/forms/use-form-save";
import { type RuleFormValues, type RulePrefill, ruleFormOf, trackStatusOptions } from "./track-rules";
import { useSaveTrackRule } from "./track-rules.api";

// A tracking rule's drawer: status, code or keyword, texts, source, the integration fields and the secret token,
// checked as the server checks them (the domain's trackRuleIssues), in the reader's language.

export const TrackRuleDrawer = ({
  open,
  groupId,
  rule,
  prefill,
  onClose,
}: {
  open: boolean;
  groupId: number;
  rule: TrackRuleDto | undefined;
  prefill: RulePrefill | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [form] = Form.useForm<RuleFormValues>();
  const save = useSaveTrackRule();
  const { save: submit, saving } = useFormSave(form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(ruleFormOf(rule, prefill));
  }, [open, rule, prefill, form]);

  /** The domain's check of the whole rule, answering this field's message. */
  const checked =
    (field: string): Rule =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const values = getFieldsValue() as RuleFormValues;
        const issue = trackRuleIssues({
          trackStatus: values.trackStatus ?? "",
          eventCode: values.eventCode ?? "",
          keyword: values.keyword ?? "",
          statusText: values.statusText ?? "",
          eventText: values.eventText ?? "",
          source: values.source ?? "",
        }).find((i) => i.field === field);
        return issue
          ? Promise.reject(new Error(trackRuleMessages[lang][issue.key as TrackRuleMessageKey]))
          : Promise.resolve();
      },
    });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={620}
      title={t(rule ? "trackRules.rules.editTitle" : "trackRules.rules.addTitle")}
      destroyOnHidden
      footer={<FormFooter onCancel={onClose} onSave={() => form.submit()} saving={saving} />}
    >
      <Form<RuleFormValues>
        form={form}
        layout="vertical"
        onFinish={(values) =>
          void submit(() => save.mutateAsync({ ...values, groupId, ...(rule ? { id: rule.id } : {}) }), {
            onSaved: onClose,
          })
        }
      >
        <Form.Item
          name="trackStatus"
          label={t("trackRules.rules.trackStatus")}
          rules={[checked("trackStatus")]}
        >
          <Select options={trackStatusOptions(lang)} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="eventCode"
              label={t("trackRules.rules.eventCode")}
              extra={t("trackRules.rules.codeOrKeyword")}
              dependencies={["keyword"]}
              rules={[checked("eventCode")]}
            >
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="keyword" label={t("trackRules.rules.keyword")} rules={[checked("keyword")]}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="statusText"
              label={t("trackRules.rules.statusText")}
              extra={t("trackRules.rules.statusTextHelp")}
              rules={[checked("statusText")]}
            >
              <Input
                showCount={{
                  formatter: ({ value }) => `${Array.from(value).length} / ${TRACK_RULE_STATUS_TEXT_MAX}`,
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="source" label={t("trackRules.rules.source")} rules={[checked("source")]}>
              <Input placeholder={t("trackRules.rules.sourceAny")} maxLength={40} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="eventText" label={t("trackRules.rules.eventText")} rules={[checked("eventText")]}>
          <Input maxLength={200} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="integrationCode" label={t("trackRules.rules.integrationCode")}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="apiName" label={t("trackRules.rules.apiName")}>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="token" label={t("trackRules.rules.token")} extra={t("trackRules.rules.tokenHelp")}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="alert" label={t("trackRules.rules.alert")} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="enabled" label={t("trackRules.rules.enabled")} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Drawer>
  );
};
