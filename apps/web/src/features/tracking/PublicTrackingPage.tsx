import { ArrowRightOutlined, EnvironmentOutlined, SearchOutlined } from "@ant-design/icons";
import type { PublicParcel, PublicTrackingResult } from "@pp/contracts";
import { PUBLIC_TRACKING_MAX } from "@pp/domain";
import {
  Alert,
  Button,
  Card,
  Divider,
  Flex,
  Input,
  Skeleton,
  Tag,
  Timeline,
  Tooltip,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PublicFrame } from "../../app/pages/PublicFrame";
import { usePageTitle } from "../../app/use-page-title";
import { useLanguage } from "../../locales";
import { isApiRequestError } from "../../shared/api/api-error";
import { EmptyState } from "../../shared/components/ListPage";
import { countryName, formatDateTime } from "../../shared/lib/format";
import { TRACK_STATUS_COLORS, TrackStatusTag } from "./TrackTimeline";
import { usePublicTracking } from "./tracking.api";
import { lookupProblem, numbersOfLink, numbersOfText, publicTrackingLink } from "./tracking-input";

// The public tracking page (/track, issue 17) for the sellers' buyers: no sign-in, the host's brand, numbers one a
// line or from the link (/track?numbers=A,B, as sellers put it in e-mails), each answered with its status, route and
// timeline (statuses, times and places only), or "not found".

type Result = PublicTrackingResult["results"][number];

const ParcelCard = ({ number, parcel }: { number: string; parcel: PublicParcel }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Card variant="borderless" className="pp-track-card" data-testid="public-tracking-result">
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <Flex vertical gap={4}>
          <Typography.Text strong copyable className="pp-track-number">
            {number}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="public-tracking-route">
            {countryName(parcel.originCountry, lang)} <ArrowRightOutlined className="pp-track-arrow" />{" "}
            {countryName(parcel.destCountry, lang)}
          </Typography.Text>
        </Flex>
        <Flex vertical gap={4} className="pp-track-status">
          <TrackStatusTag status={parcel.status} text={parcel.statusText} />
          {parcel.lastEventAt ? (
            <Typography.Text type="secondary" className="pp-track-updated">
              {t("tracking.public.lastUpdate", { at: formatDateTime(parcel.lastEventAt) })}
            </Typography.Text>
          ) : null}
        </Flex>
      </Flex>
      <Divider className="pp-track-divider" />
      {parcel.events.length === 0 ? (
        <Typography.Text type="secondary">{t("tracking.public.noEvents")}</Typography.Text>
      ) : (
        <Timeline
          className="pp-track-timeline"
          items={parcel.events.map((event, index) => ({
            key: `${event.at}-${index}`,
            color: event.status ? TRACK_STATUS_COLORS[event.status] : "gray",
            content: (
              <Flex vertical gap={2} data-testid="public-track-event">
                <Typography.Text strong={index === 0}>
                  {event.statusText || t("tracking.public.update")}
                  {event.eventText ? (
                    <Typography.Text type="secondary">{` · ${event.eventText}`}</Typography.Text>
                  ) : null}
                </Typography.Text>
                <Typography.Text type="secondary" className="pp-track-when">
                  <Tooltip title={t("tracking.public.localTime", { time: event.timeSent, zone: event.zone })}>
                    <span>{formatDateTime(event.at)}</span>
                  </Tooltip>
                  {event.place ? (
                    <span className="pp-track-place">
                      <EnvironmentOutlined /> {event.place}
                    </span>
                  ) : null}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      )}
    </Card>
  );
};

const NotFoundCard = ({ number }: { number: string }) => {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" className="pp-track-card" data-testid="public-tracking-result">
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong className="pp-track-number">
            {number}
          </Typography.Text>
          <Tag color="default" data-testid="public-tracking-not-found">
            {t("tracking.public.notFound")}
          </Tag>
        </Flex>
        <Typography.Text type="secondary">{t("tracking.public.notFoundHint")}</Typography.Text>
      </Flex>
    </Card>
  );
};

const ResultCards = ({ result }: { result: Result }) =>
  result.found ? (
    result.parcels.map((parcel) => (
      <ParcelCard
        key={[parcel.originCountry, parcel.destCountry, parcel.lastEventAt, parcel.events.length].join("|")}
        number={result.number}
        parcel={parcel}
      />
    ))
  ) : (
    <NotFoundCard number={result.number} />
  );

/** Why a lookup failed, as the buyer reads it: the limit (wait), a refused list (the server's reason), or else. */
const LookupFailed = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  if (isApiRequestError(error) && error.code === "RATE_LIMITED")
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="public-tracking-limited"
        message={t("tracking.public.limited")}
        description={error.message}
      />
    );
  const reason = isApiRequestError(error) ? (error.fieldErrors[0]?.message ?? error.message) : "";
  return <Alert type="error" showIcon message={t("tracking.public.failed")} description={reason} />;
};

const PublicTrackingPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  usePageTitle(t("tracking.public.title"));
  const asked = numbersOfLink(search);
  const [text, setText] = useState(asked.join("\n"));
  const [problem, setProblem] = useState<"empty" | "tooMany" | null>(null);
  const lookup = usePublicTracking(asked, lang);
  const typed = numbersOfText(text);

  const submit = () => {
    const refused = lookupProblem(typed, PUBLIC_TRACKING_MAX);
    setProblem(refused);
    if (refused) return;
    const link = publicTrackingLink(typed);
    if (link === publicTrackingLink(asked)) void lookup.refetch();
    else void navigate(link);
  };

  return (
    <PublicFrame>
      <div className="pp-track">
        <Flex vertical gap={6} className="pp-track-hero">
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t("tracking.public.title")}
          </Typography.Title>
          <Typography.Text type="secondary" className="pp-track-intro">
            {t("tracking.public.intro", { max: PUBLIC_TRACKING_MAX })}
          </Typography.Text>
        </Flex>
        <Card variant="borderless" className="pp-track-card">
          <Flex vertical gap={10}>
            <Input.TextArea
              value={text}
              onChange={(event) => setText(event.target.value)}
              onPressEnter={(event) => {
                if (event.ctrlKey || event.metaKey) submit();
              }}
              autoSize={{ minRows: 3, maxRows: 10 }}
              placeholder={t("tracking.public.placeholder")}
              aria-label={t("tracking.numbers")}
              data-testid="public-tracking-numbers"
            />
            <Flex gap={8} align="center" justify="space-between" wrap>
              <Typography.Text type={typed.length > PUBLIC_TRACKING_MAX ? "danger" : "secondary"}>
                {t("tracking.count", { count: typed.length, max: PUBLIC_TRACKING_MAX })}
              </Typography.Text>
              <Button
                type="primary"
                size="large"
                icon={<SearchOutlined />}
                loading={lookup.isFetching}
                onClick={submit}
                className="pp-track-search"
              >
                {t("tracking.search")}
              </Button>
            </Flex>
            {problem ? (
              <Alert
                type="warning"
                showIcon
                message={t(`tracking.problem.${problem}`, { max: PUBLIC_TRACKING_MAX })}
              />
            ) : null}
          </Flex>
        </Card>

        {lookup.isError ? <LookupFailed error={lookup.error} /> : null}
        {lookup.isPending && asked.length > 0 ? (
          <Card variant="borderless" className="pp-track-card">
            <Skeleton active paragraph={{ rows: 4 }} />
          </Card>
        ) : null}
        {lookup.data ? (
          <Flex vertical gap={12} data-testid="public-tracking-results">
            {lookup.data.results.map((result) => (
              <ResultCards key={result.number} result={result} />
            ))}
          </Flex>
        ) : null}
        {asked.length === 0 ? (
          <Card variant="borderless" className="pp-track-card">
            <EmptyState title={t("tracking.public.empty")} description={t("tracking.public.privacy")} />
          </Card>
        ) : null}
      </div>
    </PublicFrame>
  );
};

export default PublicTrackingPage;
