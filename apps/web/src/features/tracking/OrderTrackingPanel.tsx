import { PlusOutlined, ReloadOutlined } from "@ant-design/icons";
import type { ManualTrackEvent, TrackEventDto } from "@pp/contracts";
import { MAPPABLE_TRACK_STATUSES, TRACK_STATUS_TEXTS } from "@pp/domain";
import { App, Button, Flex, Form, Input, Modal, Select, Skeleton, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { useSessionUser } from "../../shared/auth/session";
import { ListLoadFailed } from "../../shared/components/ListPage";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { formatDateTime } from "../../shared/lib/format";
import { TrackStatusTag, TrackTimeline } from "./TrackTimeline";
import { useOrderTracking, useRefreshTracking, useSaveManualEvent } from "./tracking.api";

/** Zones staff pick from for a time typed by hand (any IANA zone may be typed). */
const ZONES = [
  "Asia/Shanghai",
  "Asia/Hong_Kong",
  "Asia/Tokyo",
  "Asia/Seoul",
  "Europe/Berlin",
  "Europe/London",
  "America/New_York",
  "America/Los_Angeles",
  "UTC",
];

/** Staff's form for logistics info entered by hand: time with its zone, place, text and status. */
const ManualEventModal = ({
  orderId,
  editing,
  onClose,
}: {
  orderId: number;
  /** The manual event being corrected; null for a new one. */
  editing: TrackEventDto | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const save = useSaveManualEvent(orderId);
  const [form] = Form.useForm<ManualTrackEvent>();
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync({ eventId: editing?.id ?? null, event: values });
      void message.success(t("tracking.saved"));
      onClose();
    } catch (error) {
      if (!putFieldErrors(form, error) && error instanceof Error) void message.error(error.message);
    }
  };
  const required = [{ required: true, whitespace: true, message: t("tracking.required") }];
  return (
    <Modal
      open
      title={editing ? t("tracking.editTitle") : t("tracking.addTitle")}
      okText={t("tracking.save")}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          editing
            ? {
                time: editing.timeSent,
                zone: editing.zone,
                place: editing.place,
                text: editing.text,
                status: editing.status ?? "inTransit",
              }
            : { zone: "Asia/Shanghai", status: "inTransit", place: "" }
        }
      >
        <Form.Item
          name="time"
          label={t("tracking.field.time")}
          rules={required}
          extra={t("tracking.field.timeHelp")}
        >
          <Input placeholder="2026-11-20 14:03" maxLength={40} />
        </Form.Item>
        <Form.Item name="zone" label={t("tracking.field.zone")} rules={required}>
          <Select showSearch options={ZONES.map((zone) => ({ value: zone, label: zone }))} />
        </Form.Item>
        <Form.Item name="place" label={t("tracking.field.place")}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="text" label={t("tracking.field.text")} rules={required}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="status" label={t("tracking.field.status")} rules={required}>
          <Select
            options={MAPPABLE_TRACK_STATUSES.map((status) => ({
              value: status,
              label: TRACK_STATUS_TEXTS[status][lang],
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};

/**
 * The tracking area of an order's detail (spec §2): its status and timeline merged across its numbers, a manual
 * refresh (the carrier is asked now), and for platform staff logistics info added or corrected by hand.
 */
export const OrderTrackingPanel = ({ orderId }: { orderId: number }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const query = useOrderTracking(orderId);
  const refresh = useRefreshTracking(orderId);
  const isPlatform = useSessionUser().data?.user.orgType === "platform";
  const [editing, setEditing] = useState<TrackEventDto | null | undefined>(undefined);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.isError || !query.data)
    return <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const tracking = query.data;
  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: () => void message.success(t("tracking.refreshed")),
      onError: (error) => void message.error(error.message),
    });
  return (
    <Flex vertical gap={12} data-testid="order-tracking">
      <Flex gap={8} align="center" wrap justify="space-between">
        <Flex gap={8} align="center" wrap>
          <TrackStatusTag status={tracking.status} text={tracking.statusText} />
          <Typography.Text type="secondary">
            {t("tracking.refreshedAt", { at: formatDateTime(tracking.refreshedAt) })}
          </Typography.Text>
        </Flex>
        <Flex gap={8} wrap>
          <Button icon={<ReloadOutlined />} loading={refresh.isPending} onClick={onRefresh}>
            {t("tracking.refresh")}
          </Button>
          {isPlatform ? (
            <Button icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t("tracking.add")}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <TrackTimeline events={tracking.events} {...(isPlatform ? { onEdit: setEditing } : {})} />
      {editing !== undefined ? (
        <ManualEventModal orderId={orderId} editing={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </Flex>
  );
};
