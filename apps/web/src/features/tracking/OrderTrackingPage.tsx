import { CopyOutlined, GlobalOutlined, SearchOutlined } from "@ant-design/icons";
import type { TrackingLookupResult } from "@pp/contracts";
import { PUBLIC_TRACKING_MAX, TRACKING_LOOKUP_MAX } from "@pp/domain";
import { Alert, App, Button, Card, Collapse, Flex, Input, Space, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState, PageHeader } from "../../shared/components/ListPage";
import { formatDateTime } from "../../shared/lib/format";
import { TrackedNumbersExportButton } from "./TrackingExportButton";
import { TrackStatusTag, TrackTimeline } from "./TrackTimeline";
import { useTrackingLookup } from "./tracking.api";
import { lookupProblem, numbersOfText, publicTrackingLink } from "./tracking-input";

type Result = TrackingLookupResult["results"][number];

/** One pasted number's answer: each parcel it names with its expandable timeline, or "not found". */
const ResultCard = ({ result }: { result: Result }) => {
  const { t } = useTranslation();
  if (result.parcels.length === 0)
    return (
      <Card size="small" data-testid="tracking-result">
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{result.input}</Typography.Text>
          <Tag>{t("tracking.notFound")}</Tag>
        </Flex>
      </Card>
    );
  return (
    <>
      {result.parcels.map((parcel) => (
        <Card size="small" key={parcel.orderId} data-testid="tracking-result">
          <Collapse
            ghost
            size="small"
            items={[
              {
                key: "timeline",
                label: (
                  <Flex gap={8} align="center" wrap>
                    <Typography.Text strong>{result.input}</Typography.Text>
                    <TrackStatusTag status={parcel.status} text={parcel.statusText} />
                    <Link
                      to={`/orders/detail?id=${parcel.orderId}`}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {parcel.orderNo}
                    </Link>
                    <Typography.Text type="secondary">
                      {parcel.events[0]
                        ? `${formatDateTime(parcel.events[0].at)} ${parcel.events[0].place}`
                        : t("tracking.noEvents")}
                    </Typography.Text>
                  </Flex>
                ),
                children: <TrackTimeline events={parcel.events} />,
              },
            ]}
          />
        </Card>
      ))}
    </>
  );
};

/** The public page for the operators' buyers (/track): opened in a new tab, or its link copied for an e-mail. */
const BuyerPageLink = ({ numbers }: { numbers: string[] }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const link = publicTrackingLink(numbers);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${link}`);
      void message.success(t("tracking.public.copied"));
    } catch {
      // The clipboard can be refused (an insecure origin); the link stays one click away.
    }
  };
  return (
    <Tooltip title={t("tracking.public.buyerPageHint")}>
      <Space.Compact>
        <Button
          icon={<GlobalOutlined />}
          href={link}
          target="_blank"
          rel="noopener"
          data-testid="buyer-page-link"
        >
          {t("tracking.public.buyerPage")}
        </Button>
        <Button icon={<CopyOutlined />} onClick={copy} aria-label={t("tracking.public.copyLink")} />
      </Space.Compact>
    </Tooltip>
  );
};

/**
 * Order tracking (spec §2): up to 100 numbers pasted one per line (order numbers, references or tracking numbers),
 * each answered with its parcel's status and timeline in the reader's language, or "not found".
 */
const OrderTrackingPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lookup = useTrackingLookup();
  const [text, setText] = useState("");
  const numbers = numbersOfText(text);
  const problem = lookupProblem(numbers);
  const search = () => {
    if (problem) return void message.warning(t(`tracking.problem.${problem}`, { max: TRACKING_LOOKUP_MAX }));
    lookup.mutate(numbers, { onError: (error) => void message.error(error.message) });
  };
  const results = lookup.data?.results;
  return (
    <Flex vertical gap={12}>
      <PageHeader
        description={t("tracking.intro", { max: TRACKING_LOOKUP_MAX })}
        actions={<BuyerPageLink numbers={numbers.slice(0, PUBLIC_TRACKING_MAX)} />}
      />
      <Card variant="borderless" className="pp-page-card">
        <Flex vertical gap={8}>
          <Input.TextArea
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoSize={{ minRows: 4, maxRows: 12 }}
            placeholder={t("tracking.placeholder")}
            aria-label={t("tracking.numbers")}
            data-testid="tracking-numbers"
          />
          <Flex gap={8} align="center" justify="space-between" wrap>
            <Typography.Text type={problem === "tooMany" ? "danger" : "secondary"}>
              {t("tracking.count", { count: numbers.length, max: TRACKING_LOOKUP_MAX })}
            </Typography.Text>
            <Flex gap={8}>
              <TrackedNumbersExportButton numbers={lookup.data ? lookup.variables : []} />
              <Button type="primary" icon={<SearchOutlined />} loading={lookup.isPending} onClick={search}>
                {t("tracking.search")}
              </Button>
            </Flex>
          </Flex>
        </Flex>
      </Card>
      {results ? (
        <Flex vertical gap={8} data-testid="tracking-results">
          <Alert
            type="info"
            showIcon
            message={t("tracking.summary", {
              found: results.filter((result) => result.parcels.length > 0).length,
              total: results.length,
            })}
          />
          {results.map((result) => (
            <ResultCard key={result.input} result={result} />
          ))}
        </Flex>
      ) : (
        <Card variant="borderless" className="pp-page-card">
          <EmptyState title={t("tracking.empty")} />
        </Card>
      )}
    </Flex>
  );
};

export default OrderTrackingPage;
