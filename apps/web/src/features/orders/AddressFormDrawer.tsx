import type { Address } from "@pp/contracts";
import {
  type AddressField,
  type AddressType,
  needsClearanceNo,
  postcodeExample,
  usesPostcode,
} from "@pp/domain";
import { App, Checkbox, Col, Divider, Drawer, Form, Input, Row, Segmented } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { FormFooter } from "../../shared/components/FormFooter";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { type AddressFormValues, addressFieldRule, toAddressInput } from "./address-form-rules";
import { useSaveAddress } from "./addresses.api";

type Props = {
  open: boolean;
  /** The address being edited; undefined adds a new one of `type`. */
  address: Address | undefined;
  type: AddressType;
  onClose: () => void;
};

// Fields whose rule reads the country or the type: re-checked when either changes.
const COUNTRY_DEPENDENT: AddressField[] = ["phone", "postcode", "clearanceNo"];

/** Add or edit one address; the country drives the postcode hint, the rules and the clearance number. */
export const AddressFormDrawer = ({ open, address, type, onClose }: Props) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<AddressFormValues>();
  const save = useSaveAddress();
  const countryCode = (Form.useWatch("countryCode", form) ?? "").toUpperCase();
  const currentType = Form.useWatch("type", form) ?? type;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(address ? { ...address } : { type, isDefault: false });
  }, [open, address, type, form]);

  // Switching the language re-words the errors already on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `lang` is the trigger, not a value read here.
  useEffect(() => {
    const shown = form.getFieldsError().filter((entry) => entry.errors.length > 0);
    if (shown.length) void form.validateFields(shown.map((entry) => entry.name)).catch(() => undefined);
  }, [lang, form]);

  const rule = (field: AddressField) => [addressFieldRule(field, lang)];
  const example = countryCode ? postcodeExample(countryCode) : undefined;
  const showClearanceNo = needsClearanceNo(currentType, countryCode) || Boolean(address?.clearanceNo);

  const submit = async (values: AddressFormValues) => {
    try {
      await save.mutateAsync({
        ...toAddressInput(values),
        ...(address ? { id: address.id } : {}),
        isDefault: values.isDefault ?? false,
      });
      void message.success(t("orders.addressBook.saved"));
      onClose();
    } catch (error) {
      if (!putFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={560}
      destroyOnHidden
      title={address ? t("orders.addressBook.editTitle") : t("orders.addressBook.addTitle")}
      footer={<FormFooter onCancel={onClose} onSave={() => form.submit()} saving={save.isPending} />}
    >
      <Form<AddressFormValues>
        form={form}
        // Named so its input ids ("address_countryCode") never clash with the list's filter form.
        name="address"
        layout="vertical"
        requiredMark
        onFinish={submit}
        onValuesChange={(changed) => {
          if ("countryCode" in changed || "type" in changed) {
            const touched = COUNTRY_DEPENDENT.filter((field) => form.isFieldTouched(field));
            if (touched.length) void form.validateFields(touched).catch(() => undefined);
          }
        }}
        className="pp-address-form"
      >
        <Form.Item name="type" label={t("orders.addressBook.type")}>
          <Segmented<AddressType>
            options={(["consignee", "sender"] as const).map((value) => ({
              value,
              label: t(`orders.addressBook.typeOne.${value}`),
            }))}
          />
        </Form.Item>

        <Divider titlePlacement="start" plain style={{ marginTop: 4 }}>
          {t("orders.addressBook.contactSection")}
        </Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="name" label={t("orders.addressBook.name")} required rules={rule("name")}>
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="company" label={t("orders.addressBook.company")}>
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="phone" label={t("orders.addressBook.phone")} required rules={rule("phone")}>
              <Input maxLength={30} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="email" label={t("orders.addressBook.email")} rules={rule("email")}>
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start" plain style={{ marginTop: 4 }}>
          {t("orders.addressBook.addressSection")}
        </Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="countryCode"
              label={t("orders.addressBook.country")}
              required
              rules={rule("countryCode")}
            >
              <CountrySelect withoutEuGroup data-testid="address-country" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="province" label={t("orders.addressBook.province")}>
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="city" label={t("orders.addressBook.city")} required rules={rule("city")}>
              <Input maxLength={100} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="postcode"
              label={t("orders.addressBook.postcode")}
              required={!countryCode || usesPostcode(countryCode)}
              rules={rule("postcode")}
            >
              <Input
                maxLength={12}
                autoComplete="off"
                placeholder={example ? t("orders.addressBook.postcodePlaceholder", { example }) : undefined}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="address1"
              label={t("orders.addressBook.address1")}
              required
              rules={rule("address1")}
            >
              <Input
                maxLength={200}
                autoComplete="off"
                placeholder={t("orders.addressBook.address1Placeholder")}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="address2" label={t("orders.addressBook.address2")}>
              <Input
                maxLength={200}
                autoComplete="off"
                placeholder={t("orders.addressBook.address2Placeholder")}
              />
            </Form.Item>
          </Col>
          {showClearanceNo ? (
            <Col span={24}>
              <Form.Item
                name="clearanceNo"
                label={t("orders.addressBook.clearanceNo")}
                required={needsClearanceNo(currentType, countryCode)}
                extra={t("orders.addressBook.clearanceNoHint")}
                rules={rule("clearanceNo")}
              >
                <Input maxLength={30} autoComplete="off" placeholder="P123456789012" />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
        {address?.isDefault ? null : (
          <Form.Item name="isDefault" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>
              {t("orders.addressBook.makeDefault", { type: t(`orders.addressBook.typeWord.${currentType}`) })}
            </Checkbox>
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
};
