import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import {
  formatPostcodeMatcher,
  type ProductDetail,
  parsePostcodeMatcher,
  type ZoneInput,
} from "@pp/contracts";
import { translateValidation } from "@pp/domain";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Flex, Form, Input, Select, Space, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { EmptyState } from "../../shared/components/ListPage";
import { useFormSave } from "../../shared/forms/use-form-save";
import { usePostcodeGroups } from "./catalog-library.api";
import { TabSaveBar } from "./ProductShared";
import { productKeys, useSaveZones } from "./products.api";
import { ZoneExcelButtons } from "./ZoneExcelButtons";

type ZoneRow = { code: string; name: string; country?: string; lines: string; postcodeGroupIds: number[] };
type ZonesForm = { zones: ZoneRow[] };

const linesOf = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** Postcode groups a zone, a rule or a restriction may name, labelled with their country. */
export const usePostcodeGroupOptions = (kind?: string) => {
  const groups = usePostcodeGroups({ page: 1, size: 1000, kind });
  return {
    loading: groups.isPending,
    options: (groups.data?.rows ?? []).map((group) => ({
      value: group.id,
      label: `${group.name} · ${group.country}`,
    })),
  };
};

/** Zones: code, name, country, postcode matchers one per line, postcode groups; saved as one ordered list. */
export const ProductZonesTab = ({ detail, readOnly }: { detail: ProductDetail; readOnly: boolean }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<ZonesForm>();
  const save = useSaveZones(detail.product.id);
  const { showError } = useFormSave(form, {
    announceFieldErrors: true,
    failed: t("catalogProducts.saveFailed"),
  });
  const groups = usePostcodeGroupOptions("zone");
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    form.setFieldsValue({
      zones: detail.zones.map((zone) => ({
        code: zone.code,
        name: zone.name,
        country: zone.country,
        lines: zone.postcodes.map(formatPostcodeMatcher).join("\n"),
        postcodeGroupIds: zone.postcodeGroupIds,
      })),
    });
    setDirty(false);
  }, [form, detail.zones]);

  const validateLines = async (_: unknown, text: string | undefined) => {
    for (const [index, line] of linesOf(text).entries()) {
      const parsed = parsePostcodeMatcher(line);
      if (!parsed.ok)
        throw new Error(
          t("catalogProducts.zones.lineError", {
            line: index + 1,
            message: translateValidation(lang, parsed.key),
          }),
        );
    }
  };

  const submit = async (values: ZonesForm) => {
    const zones: ZoneInput[] = (values.zones ?? []).map((zone) => ({
      code: zone.code,
      name: zone.name,
      country: zone.country ?? "",
      postcodes: linesOf(zone.lines).flatMap((line) => {
        const parsed = parsePostcodeMatcher(line);
        return parsed.ok ? [parsed.matcher] : [];
      }),
      postcodeGroupIds: zone.postcodeGroupIds ?? [],
    }));
    try {
      await save.mutateAsync(zones);
      setDirty(false);
      void message.success(t("common.feedback.saved"));
    } catch (error) {
      showError(error, (path) => (path[2] === "postcodes" ? [...path.slice(0, 2), "lines"] : path));
    }
  };

  const required = [{ required: true, whitespace: true, message: t("catalogProducts.rules.required") }];

  return (
    <Form<ZonesForm>
      form={form}
      name="productZones"
      onFinish={submit}
      onValuesChange={() => setDirty(true)}
      disabled={readOnly}
    >
      <Form.List name="zones">
        {(fields, { add, remove, move }) => (
          <Flex vertical gap={12}>
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Text type="secondary">{t("catalogProducts.zones.hint")}</Typography.Text>
              <Space wrap>
                <ZoneExcelButtons
                  productId={detail.product.id}
                  dirty={dirty}
                  onImported={() => void queryClient.invalidateQueries({ queryKey: productKeys.all })}
                />
                {!readOnly ? (
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add({ code: "", name: "", lines: "", postcodeGroupIds: [] })}
                  >
                    {t("catalogProducts.zones.add")}
                  </Button>
                ) : null}
              </Space>
            </Flex>
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={fields}
              scroll={{ x: "max-content" }}
              locale={{
                emptyText: (
                  <EmptyState
                    title={t("catalogProducts.zones.emptyTitle")}
                    description={t("catalogProducts.zones.emptyBody")}
                  />
                ),
              }}
              columns={[
                {
                  title: "#",
                  width: 40,
                  align: "right",
                  render: (_: unknown, __: unknown, index: number) => index + 1,
                },
                {
                  title: t("catalogProducts.zones.code"),
                  width: 120,
                  render: (_: unknown, field) => (
                    <Form.Item name={[field.name, "code"]} rules={required} style={{ marginBottom: 0 }}>
                      <Input maxLength={30} aria-label={t("catalogProducts.zones.code")} />
                    </Form.Item>
                  ),
                },
                {
                  title: t("catalogProducts.zones.name"),
                  width: 180,
                  render: (_: unknown, field) => (
                    <Form.Item name={[field.name, "name"]} rules={required} style={{ marginBottom: 0 }}>
                      <Input maxLength={100} aria-label={t("catalogProducts.zones.name")} />
                    </Form.Item>
                  ),
                },
                {
                  title: t("catalogProducts.zones.country"),
                  width: 180,
                  render: (_: unknown, field) => (
                    <Form.Item name={[field.name, "country"]} rules={required} style={{ marginBottom: 0 }}>
                      <CountrySelect
                        withoutEuGroup
                        style={{ width: 170 }}
                        aria-label={t("catalogProducts.zones.country")}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t("catalogProducts.zones.postcodes"),
                  width: 220,
                  render: (_: unknown, field) => (
                    <Form.Item
                      name={[field.name, "lines"]}
                      rules={[{ validator: validateLines }]}
                      style={{ marginBottom: 0 }}
                    >
                      <Input.TextArea
                        autoSize={{ minRows: 1, maxRows: 6 }}
                        placeholder={readOnly ? undefined : t("catalogProducts.zones.postcodesPlaceholder")}
                        style={{ fontFamily: "monospace", width: 210 }}
                        aria-label={t("catalogProducts.zones.postcodes")}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t("catalogProducts.zones.groups"),
                  width: 220,
                  render: (_: unknown, field) => (
                    <Form.Item name={[field.name, "postcodeGroupIds"]} style={{ marginBottom: 0 }}>
                      <Select
                        mode="multiple"
                        allowClear
                        maxTagCount="responsive"
                        loading={groups.loading}
                        options={groups.options}
                        optionFilterProp="label"
                        style={{ width: 210 }}
                        placeholder={readOnly ? undefined : t("catalogProducts.zones.groupsPlaceholder")}
                      />
                    </Form.Item>
                  ),
                },
                ...(readOnly
                  ? []
                  : [
                      {
                        title: t("common.columns.actions"),
                        width: 110,
                        render: (_: unknown, field: { name: number }, index: number) => (
                          <Space size={0}>
                            <Button
                              type="text"
                              size="small"
                              icon={<ArrowUpOutlined />}
                              disabled={index === 0}
                              aria-label={t("catalogProducts.zones.moveUp")}
                              onClick={() => move(index, index - 1)}
                            />
                            <Button
                              type="text"
                              size="small"
                              icon={<ArrowDownOutlined />}
                              disabled={index === fields.length - 1}
                              aria-label={t("catalogProducts.zones.moveDown")}
                              onClick={() => move(index, index + 1)}
                            />
                            <Button
                              type="text"
                              size="small"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label={t("catalogProducts.zones.remove")}
                              onClick={() => remove(field.name)}
                            />
                          </Space>
                        ),
                      },
                    ]),
              ]}
            />
          </Flex>
        )}
      </Form.List>
      <TabSaveBar readOnly={readOnly} saving={save.isPending} onSave={() => form.submit()} />
    </Form>
  );
};
