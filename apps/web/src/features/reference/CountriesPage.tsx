import { EditOutlined, FireFilled } from "@ant-design/icons";
import type { Country, CountryInput } from "@pp/contracts";
import { App, Button, Col, Form, Input, Row, Switch, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { AddButton, ChoiceFilter, KeywordFilter } from "../../shared/components/list-controls";
import { FormModal } from "../../shared/forms/FormModal";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useListState } from "../../shared/hooks/use-list-state";
import { useCanEditReference, useCountries, useSaveCountry, useSetCountryHot } from "./reference.api";

const FILTER_KEYS = ["keyword", "hot"] as const;

type Editing = { country?: Country } | null;

/** Countries: search by any name or code; platform admins add, edit and mark hot ones. */
const CountriesPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListState(FILTER_KEYS);
  const canEdit = useCanEditReference();
  const hot = list.filters.hot === "true" || list.filters.hot === "false" ? list.filters.hot : undefined;
  const query = useCountries({ page: list.page, size: list.size, keyword: list.filters.keyword, hot });
  const setHot = useSetCountryHot();
  const [editing, setEditing] = useState<Editing>(null);

  const toggleHot = async (country: Country, next: boolean) => {
    await setHot.mutateAsync({ id: country.id, hot: next });
    void message.success(next ? t("reference.countries.hotOn") : t("reference.countries.hotOff"));
  };

  return (
    <>
      <ListPage<Country, typeof list.filters>
        {...listPageProps(list, query)}
        title={t("reference.countries.title")}
        description={t("reference.countries.description")}
        actions={
          canEdit ? (
            <AddButton onClick={() => setEditing({})}>{t("reference.countries.add")}</AddButton>
          ) : undefined
        }
        filters={
          <>
            <KeywordFilter
              placeholder={t("reference.countries.keywordPlaceholder")}
              width={260}
              maxLength={50}
            />
            <ChoiceFilter
              name="hot"
              label={t("reference.countries.hotFilter")}
              width={120}
              options={[
                { value: "true", label: t("common.yes") },
                { value: "false", label: t("common.no") },
              ]}
            />
          </>
        }
        rowKey="id"
        empty={{
          title: t("reference.countries.emptyTitle"),
          description: t("reference.countries.emptyBody"),
        }}
        columns={[
          {
            title: t("reference.countries.regionCode"),
            dataIndex: "regionCode",
            width: 100,
            render: (code: string) => <Tag>{code}</Tag>,
          },
          { title: t("reference.countries.threeRegionCode"), dataIndex: "threeRegionCode", width: 100 },
          {
            title: t("reference.countries.regionName"),
            dataIndex: "regionName",
            width: 180,
            render: (name: string, row) => (
              <span>
                {name} {row.hot && <FireFilled style={{ color: "#fa541c", marginLeft: 4 }} />}
              </span>
            ),
          },
          {
            title: t("reference.countries.regionNameEn"),
            dataIndex: "regionNameEn",
            width: 220,
            ellipsis: true,
          },
          {
            title: t("reference.countries.quanPin"),
            dataIndex: "quanPin",
            width: 160,
            render: (value: string) => <Typography.Text type="secondary">{value}</Typography.Text>,
          },
          {
            title: t("reference.countries.areaCode"),
            dataIndex: "areaCode",
            width: 100,
            render: (value: string) => (value ? `+${value}` : "—"),
          },
          {
            title: t("reference.countries.hot"),
            dataIndex: "hot",
            width: 90,
            render: (value: boolean, row) => (
              <Switch
                size="small"
                checked={value}
                disabled={!canEdit}
                loading={setHot.isPending && setHot.variables?.id === row.id}
                onChange={(next) => void toggleHot(row, next)}
                aria-label={t("reference.countries.hot")}
              />
            ),
          },
          ...(canEdit
            ? [
                {
                  title: t("common.columns.actions"),
                  key: "actions",
                  width: 90,
                  fixed: "right" as const,
                  render: (_: unknown, row: Country) => (
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => setEditing({ country: row })}
                    >
                      {t("common.actions.edit")}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <CountryDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
};

const CountryDialog = ({ editing, onClose }: { editing: Editing; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<CountryInput>();
  const { save: saveForm, saving } = useFormSave(form);
  const save = useSaveCountry();

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(editing.country ?? { hot: false });
  }, [editing, form]);

  const submit = (values: CountryInput) =>
    saveForm(
      () =>
        save.mutateAsync({
          ...(editing?.country ? { id: editing.country.id } : {}),
          input: {
            ...values,
            regionCode: values.regionCode.toUpperCase(),
            threeRegionCode: values.threeRegionCode.toUpperCase(),
          },
        }),
      { onSaved: onClose },
    );

  return (
    <FormModal
      open={editing !== null}
      title={editing?.country ? t("reference.countries.edit") : t("reference.countries.add")}
      saving={saving}
      width={560}
      onClose={onClose}
      form={form}
      onFinish={(values) => void submit(values)}
      requiredMark
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="regionName"
            label={t("reference.countries.regionName")}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="regionNameEn"
            label={t("reference.countries.regionNameEn")}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="regionCode"
            label={t("reference.countries.regionCode")}
            rules={[{ required: true }]}
          >
            <Input maxLength={2} style={{ textTransform: "uppercase" }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="threeRegionCode"
            label={t("reference.countries.threeRegionCode")}
            rules={[{ required: true }]}
          >
            <Input maxLength={3} style={{ textTransform: "uppercase" }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="quanPin" label={t("reference.countries.quanPin")}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="areaCode" label={t("reference.countries.areaCode")}>
            <Input maxLength={6} prefix="+" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="hot" label={t("reference.countries.hot")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
};

export default CountriesPage;
