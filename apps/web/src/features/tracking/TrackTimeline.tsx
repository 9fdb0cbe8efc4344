import { EditOutlined } from "@ant-design/icons";
import type { TrackEventDto } from "@pp/contracts";
import type { TrackStatus } from "@pp/domain";
import { Button, Flex, Switch, Tag, Timeline, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../shared/lib/format";

/** Each platform status's colour on tags and timeline dots. */
export const TRACK_STATUS_COLORS: Record<TrackStatus, string> = {
  infoReceived: "default",
  inTransit: "blue",
  outForDelivery: "cyan",
  failedAttempt: "orange",
  availableForPickup: "purple",
  delivered: "green",
  exception: "red",
  returned: "magenta",
  lost: "red",
  expired: "default",
};

export const TrackStatusTag = ({ status, text }: { status: TrackStatus | null; text: string }) => {
  const { t } = useTranslation();
  return status ? (
    <Tag color={TRACK_STATUS_COLORS[status]} data-testid="track-status">
      {text}
    </Tag>
  ) : (
    <Tag data-testid="track-status">{t("tracking.noStatus")}</Tag>
  );
};

/**
 * A parcel's timeline, newest first: the platform's status in the reader's language, where and when (the time as
 * the carrier sent it on hover, flagged when its zone was assumed); the carrier's original text on demand.
 */
export const TrackTimeline = ({
  events,
  onEdit,
}: {
  events: TrackEventDto[];
  /** Staff correct an event they entered by hand. */
  onEdit?: (event: TrackEventDto) => void;
}) => {
  const { t } = useTranslation();
  const [original, setOriginal] = useState(false);
  if (events.length === 0)
    return <Typography.Text type="secondary">{t("tracking.noEvents")}</Typography.Text>;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center">
        <Switch
          size="small"
          checked={original}
          onChange={setOriginal}
          aria-label={t("tracking.showOriginal")}
        />
        <Typography.Text type="secondary">{t("tracking.showOriginal")}</Typography.Text>
      </Flex>
      <Timeline
        items={events.map((event, index) => ({
          key: event.id,
          color: event.status ? TRACK_STATUS_COLORS[event.status] : "gray",
          content: (
            <Flex vertical gap={2} data-testid="track-event">
              <Flex gap={6} align="center" wrap>
                <Typography.Text strong={index === 0}>
                  {event.statusText || t("tracking.unmapped")}
                </Typography.Text>
                {event.alert ? <Tag color="red">{t("tracking.alert")}</Tag> : null}
                {event.manual ? <Tag>{t("tracking.manual")}</Tag> : null}
                {event.manual && onEdit ? (
                  <Button
                    size="small"
                    type="link"
                    icon={<EditOutlined />}
                    onClick={() => onEdit(event)}
                    aria-label={t("tracking.edit")}
                  />
                ) : null}
              </Flex>
              <Typography.Text type="secondary">
                <Tooltip title={t("tracking.timeSent", { time: event.timeSent, zone: event.zone })}>
                  <span>{formatDateTime(event.at)}</span>
                </Tooltip>
                {event.assumed ? ` · ${t("tracking.assumed", { zone: event.zone })}` : ""}
                {event.place ? ` · ${event.place}` : ""}
              </Typography.Text>
              {original || !event.statusText ? (
                <Typography.Text className="pp-track-original" data-testid="track-original">
                  {event.code ? `[${event.code}] ` : ""}
                  {event.text}
                </Typography.Text>
              ) : null}
            </Flex>
          ),
        }))}
      />
    </Flex>
  );
};
