import {
  CarOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  CloudUploadOutlined,
  WarningOutlined,
} from "@ant-design/icons";
import { DERIVED_TRACK_STATES, type DerivedTrackState } from "@pp/domain";
import { Alert, Card, Skeleton, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useTrackStateCounts } from "../tracking/tracking.api";

const ICONS: Record<DerivedTrackState, ReactNode> = {
  inTransit: <CarOutlined />,
  notYetOnline: <CloudUploadOutlined />,
  overtime: <ClockCircleOutlined />,
  abnormal: <WarningOutlined />,
  failed: <CloseCircleOutlined />,
};

/** States a person should look at; their count shows in the warning colour when above 0. */
const NEEDS_LOOK: readonly DerivedTrackState[] = ["notYetOnline", "overtime", "abnormal", "failed"];

/** The order list filtered by one derived state. */
export const trackStateListPath = (state: DerivedTrackState) => `/orders/list?trackState=${state}`;

/**
 * The home page's tracking counts (spec §2 dashboard): orders in transit, not yet online, overtime, abnormal and
 * failed over the orders the reader sees; each card opens the order list filtered by its state.
 */
export const TrackingCounts = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const counts = useTrackStateCounts(true);
  return (
    <Card
      variant="borderless"
      className="pp-page-card"
      title={t("tracking.derived.title")}
      extra={<Typography.Text type="secondary">{t("tracking.derived.hint")}</Typography.Text>}
      data-testid="tracking-counts"
    >
      {counts.isError ? (
        <Alert type="error" showIcon title={t("tracking.derived.failedToLoad")} />
      ) : (
        <div className="pp-track-counts">
          {DERIVED_TRACK_STATES.map((state) => {
            const count = counts.data?.[state];
            const alerting = NEEDS_LOOK.includes(state) && (count ?? 0) > 0;
            return (
              <button
                key={state}
                type="button"
                className="pp-quick-link pp-track-count"
                data-testid={`track-count-${state}`}
                title={t(`tracking.derived.help.${state}`)}
                onClick={() => navigate(trackStateListPath(state))}
              >
                <span className={`pp-quick-link-icon${alerting ? " pp-track-count-alert" : ""}`}>
                  {ICONS[state]}
                </span>
                <span className="pp-quick-link-text">
                  <span className="pp-quick-link-group">{t(`tracking.derived.states.${state}`)}</span>
                  {count === undefined ? (
                    <Skeleton.Button active size="small" />
                  ) : (
                    <span className="pp-track-count-value">{count.toLocaleString()}</span>
                  )}
                </span>
              </button>
            );
          })}
        </div>
      )}
    </Card>
  );
};
