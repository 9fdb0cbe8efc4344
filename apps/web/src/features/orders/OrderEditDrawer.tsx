import { EditOutlined } from "@ant-design/icons";
import type { OrderDetail, OrderEditQuote } from "@pp/contracts";
import { groupMoney, negateMoney, ORDER_EDITABLE_STATUSES } from "@pp/domain";
import { Alert, App, Button, Col, Divider, Drawer, Flex, Form, Input, Row, Skeleton, Typography } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { useMayCancelOrders } from "./OrderChangeActions";
import {
  changedGroups,
  differenceKind,
  type EditFormValues,
  type FormGroup,
  shownGroups,
} from "./order-edit";
import { useEditOrder, useOrderEditParam, usePreviewOrderEdit } from "./order-edit.api";

// Editing an order before hand-over (issue 13) from its detail page: the drawer shows only the groups the order's
// product allows, prices the edit before saving (the new price and the difference the wallet is charged or
// refunded; a draft only gets its new price) and saves the changed groups under one key per opening.

const PARTY_FIELDS = ["name", "phone", "province", "city", "postcode", "address1", "houseNumber"] as const;
const TAX_FIELDS = ["vatNo", "eoriNo", "hmrcNo", "iossNo"] as const;
const BOX_FIELDS = ["weightKg", "lengthCm", "widthCm", "heightCm"] as const;

const PartyFields = ({ group }: { group: "receiver" | "sender" }) => {
  const { t } = useTranslation();
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item name={[group, "countryCode"]} label={t("orders.addressBook.country")}>
          <CountrySelect withoutEuGroup disabled={group === "sender"} />
        </Form.Item>
      </Col>
      {PARTY_FIELDS.map((field) => (
        <Col xs={24} sm={field === "address1" ? 24 : 12} key={field}>
          <Form.Item name={[group, field]} label={t(`orderEdit.party.${field}`)}>
            <Input data-testid={`edit-${group}-${field}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
};

const GroupFields = ({ group, boxes }: { group: FormGroup; boxes: number }) => {
  const { t } = useTranslation();
  if (group === "receiver" || group === "sender") return <PartyFields group={group} />;
  if (group === "referenceNo")
    return (
      <Form.Item name="referenceNo">
        <Input maxLength={50} aria-label={t("orderEdit.groups.referenceNo")} />
      </Form.Item>
    );
  if (group === "remarks")
    return (
      <Form.Item name="remarks">
        <Input.TextArea
          maxLength={500}
          autoSize={{ minRows: 2 }}
          aria-label={t("orderEdit.groups.remarks")}
          data-testid="edit-remarks"
        />
      </Form.Item>
    );
  if (group === "taxNumbers")
    return (
      <Row gutter={12}>
        {TAX_FIELDS.map((field) => (
          <Col xs={24} sm={12} key={field}>
            <Form.Item name={["taxNumbers", field]} label={t(`orders.taxIds.${field}`)}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    );
  return (
    <Flex vertical gap={4}>
      {Array.from({ length: boxes }, (_, index) => index + 1).map((boxNo) => (
        <Row gutter={8} key={boxNo}>
          {BOX_FIELDS.map((field) => (
            <Col xs={12} sm={6} key={field}>
              <Form.Item
                name={["boxes", boxNo - 1, field]}
                label={`${t("orderEdit.box", { n: boxNo })} ${t(`orderEdit.boxFields.${field}`)}`}
              >
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
          ))}
        </Row>
      ))}
    </Flex>
  );
};

const money = (amount: string, currency: string) => `${groupMoney(amount)} ${currency}`;

/** What the edit costs: the price before and after and what the wallet is charged or refunded. */
const QuoteNotice = ({ quote }: { quote: OrderEditQuote }) => {
  const { t } = useTranslation();
  const kind = differenceKind(quote.difference);
  const amount = money(
    kind === "refunded" ? negateMoney(quote.difference) : quote.difference,
    quote.charge.currency,
  );
  return (
    <Alert
      data-testid="order-edit-quote"
      type={kind === "charged" ? "warning" : "info"}
      showIcon
      title={t("orderEdit.quote.price", {
        from: money(quote.charge.from, quote.charge.currency),
        to: money(quote.charge.to, quote.charge.currency),
      })}
      description={quote.paid ? t(`orderEdit.quote.${kind}`, { amount }) : t("orderEdit.quote.draft")}
    />
  );
};

const EditForm = ({ order, onClose }: { order: OrderDetail; onClose: () => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<EditFormValues>();
  const param = useOrderEditParam(order.id, true);
  const preview = usePreviewOrderEdit(order.id);
  const save = useEditOrder(order.id);
  const key = useRef(`edit-${crypto.randomUUID()}`);
  const [quote, setQuote] = useState<OrderEditQuote | null>(null);
  if (!param.data) return <Skeleton active />;
  const shown = shownGroups(param.data);
  const changes = () => changedGroups(param.data.values, form.getFieldsValue(true), shown);
  const refused = (error: unknown) => {
    if (!putFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
  };
  const price = async () => {
    try {
      setQuote(await preview.mutateAsync(changes()));
    } catch (error) {
      refused(error);
    }
  };
  const submit = async () => {
    const edited = changes();
    if (Object.keys(edited).length === 0) {
      void message.info(t("orderEdit.nothing"));
      return;
    }
    try {
      const saved = await save.mutateAsync({ ...edited, idempotencyKey: key.current });
      const kind = differenceKind(saved.difference);
      const amount = money(
        kind === "refunded" ? negateMoney(saved.difference) : saved.difference,
        saved.charge.currency,
      );
      void message.success(
        t(`orderEdit.saved.${saved.paid ? kind : "draft"}`, { orderNo: saved.orderNo, amount }),
      );
      onClose();
    } catch (error) {
      refused(error);
    }
  };
  if (!param.data.editable)
    return (
      <Alert type="warning" showIcon title={param.data.notEditableReason ?? t("orderEdit.notEditable")} />
    );
  return (
    <Form<EditFormValues>
      form={form}
      layout="vertical"
      initialValues={param.data.values}
      onValuesChange={() => setQuote(null)}
      onFinish={() => void submit()}
    >
      <Typography.Paragraph type="secondary">{t("orderEdit.hint")}</Typography.Paragraph>
      {shown.map((group) => (
        <div key={group}>
          <Divider titlePlacement="start" plain>
            {t(`orderEdit.groups.${group}`)}
          </Divider>
          <GroupFields group={group} boxes={param.data.values.boxes.length} />
        </div>
      ))}
      {quote ? <QuoteNotice quote={quote} /> : null}
      <Flex justify="end" gap={8} wrap style={{ marginTop: 16 }}>
        <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
        <Button loading={preview.isPending} onClick={() => void price()} data-testid="order-edit-preview">
          {t("orderEdit.preview")}
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="order-edit-save">
          {t("common.actions.save")}
        </Button>
      </Flex>
    </Form>
  );
};

/** The detail page's "Edit" button for an order not yet handed over, and its drawer. */
export const OrderEditButton = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  // Who edits is who cancels: a customer its own orders, platform operators any customer's (editAnyOrder).
  const mayEdit = useMayCancelOrders();
  const [open, setOpen] = useState(false);
  if (!mayEdit || !ORDER_EDITABLE_STATUSES.includes(order.status) || order.billing.sales?.arrears)
    return null;
  return (
    <>
      <Button icon={<EditOutlined />} onClick={() => setOpen(true)} data-testid="order-edit-button">
        {t("orderEdit.button")}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size={640}
        destroyOnHidden
        title={t("orderEdit.title", { orderNo: order.orderNo })}
      >
        {open ? <EditForm order={order} onClose={() => setOpen(false)} /> : null}
      </Drawer>
    </>
  );
};
