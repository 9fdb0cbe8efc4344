import { LeftOutlined, ReloadOutlined, RightOutlined, SearchOutlined, UndoOutlined } from "@ant-design/icons";
import { PAGE_TOTAL_CAP, type Page } from "@pp/contracts";
import { Button, Card, Empty, Flex, Form, Result, Table, type TableProps, Typography } from "antd";
import { type ReactNode, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useLanguage } from "../../locales";
import { screenTitleOf } from "../auth/menu-tree";
import { useMenus } from "../auth/session";

// The one list-page pattern of the console: header, optional notice, filter bar, dense table, pagination,
// and designed empty / error states. Pages supply columns and filter fields; state lives in useListState.
// A keyset list (docs/api.md "Lists") steps with previous / next instead of numbered pages.

/** Previous / next of a keyset list: `nextCursor` null on its last page. */
export type KeysetPaging = {
  hasPrevious: boolean;
  nextCursor: string | null | undefined;
  onNext: (cursor: string) => void;
  onPrevious: () => void;
};

export type ListPageProps<Row extends object, Filters extends Record<string, string | undefined>> = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right of the header. */
  actions?: ReactNode;
  /** Shown between the header and the filters (e.g. a sandbox warning). */
  notice?: ReactNode;
  /** Form.Item elements; their `name`s are the filter keys. */
  filters?: ReactNode;
  filterValues: Filters;
  onFilter: (values: Filters) => void;
  hasFilters: boolean;
  rows: Row[] | undefined;
  total: number | undefined;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
  keyset?: KeysetPaging;
  loading: boolean;
  fetching?: boolean;
  error?: unknown;
  onRefresh: () => void;
  rowKey: TableProps<Row>["rowKey"];
  columns: TableProps<Row>["columns"];
  expandable?: TableProps<Row>["expandable"];
  /** Checkboxes for batch actions. */
  rowSelection?: TableProps<Row>["rowSelection"];
  /** Above the filters, inside the list's card (e.g. status tabs). */
  tabs?: ReactNode;
  /** Between the filters and the table (e.g. batch actions on the selected rows). */
  toolbar?: ReactNode;
  empty: { title: string; description?: string };
  /** Shown inside a drawer or dialog of a menu screen: it keeps its own title rather than the screen's. */
  embedded?: boolean;
};

type ListPageState<Filters> = {
  filters: Filters;
  setFilters: (values: Filters) => void;
  hasFilters: boolean;
  page: number;
  size: number;
  setPage: (page: number, size: number) => void;
  cursor: string | undefined;
  nextPage: (cursor: string) => void;
  previousPage: () => void;
};

type ListPageQuery<Row> = {
  data: Page<Row> | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
};

/** The ListPage props that come from a page's useListState and its TanStack list query. */
export const listPageProps = <Row extends object, Filters extends Record<string, string | undefined>>(
  list: ListPageState<Filters>,
  query: ListPageQuery<Row>,
  paging: "offset" | "keyset" = "offset",
) =>
  ({
    filterValues: list.filters,
    onFilter: list.setFilters,
    hasFilters: list.hasFilters,
    rows: query.data?.rows,
    total: query.data?.total,
    page: list.page,
    size: list.size,
    onPage: list.setPage,
    keyset:
      paging === "keyset"
        ? {
            hasPrevious: list.cursor !== undefined,
            nextCursor: query.data?.nextCursor,
            onNext: list.nextPage,
            onPrevious: list.previousPage,
          }
        : undefined,
    loading: query.isPending,
    fetching: query.isFetching,
    error: query.error,
    onRefresh: () => void query.refetch(),
  }) satisfies Partial<ListPageProps<Row, Filters>>;

/** The ListPage props of a list that comes whole in one answer (a few dozen rows at most): one page, no paging. */
export const wholeListProps = <Row extends object>(query: ListPageQuery<Row>) => ({
  rows: query.data?.rows,
  total: query.data?.total,
  page: 1,
  size: Math.max(query.data?.rows.length ?? 0, 20),
  onPage: () => undefined,
  loading: query.isPending,
  fetching: query.isFetching,
  error: query.error,
  onRefresh: () => void query.refetch(),
});

/**
 * The header card every console page starts with: title, description and the page's buttons. A page that is
 * a menu screen is called what its menu entry calls it (one term per screen, from the menu); `title` names a
 * page off the menu, or (`embedded`) a list shown in a drawer over a menu screen.
 */
export const PageHeader = (props: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  embedded?: boolean;
}) => {
  const lang = useLanguage();
  const { pathname } = useLocation();
  const { data: menus } = useMenus();
  const screenTitle = menus && !props.embedded ? screenTitleOf(menus, pathname, lang) : null;
  const title = screenTitle ?? props.title;
  return (
    <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: "14px 20px" } }}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Flex vertical gap={2}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {props.description ? (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {props.description}
            </Typography.Text>
          ) : null}
        </Flex>
        {props.actions ? (
          <Flex gap={8} align="center" wrap>
            {props.actions}
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
};

/** The header of a list page: the page header with a refresh button after the page's own buttons. */
export const ListPageHeader = (props: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  loading: boolean;
  fetching?: boolean;
  onRefresh: () => void;
  embedded?: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <PageHeader
      title={props.title}
      embedded={props.embedded}
      description={props.description}
      actions={
        <>
          {props.actions}
          <Button icon={<ReloadOutlined spin={props.fetching && !props.loading} />} onClick={props.onRefresh}>
            {t("common.actions.refresh")}
          </Button>
        </>
      }
    />
  );
};

/** The console's one empty state: a small picture, what is missing and, when given, what brings it. */
export const EmptyState = ({ title, description }: { title: string; description?: string }) => (
  <Empty
    image={Empty.PRESENTED_IMAGE_SIMPLE}
    description={
      <Flex vertical gap={2}>
        <Typography.Text>{title}</Typography.Text>
        {description ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {description}
          </Typography.Text>
        ) : null}
      </Flex>
    }
  />
);

/** What a list shows when its first load failed: the reason when there is one, and a retry. */
export const ListLoadFailed = ({ error, onRetry }: { error?: unknown; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t("common.list.loadFailed")}
      subTitle={error instanceof Error ? error.message : undefined}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t("common.actions.retry")}
        </Button>
      }
    />
  );
};

/**
 * The table's one layout rule: a cell keeps to one line and cuts a long text with an ellipsis (the full text on
 * hover), so rows are of one height and a column's text never runs under its neighbour or the pinned actions.
 * A column that sets `ellipsis` itself, or is pinned, is left as it is.
 */
const oneLineColumns = <Row,>(columns: TableProps<Row>["columns"]): TableProps<Row>["columns"] =>
  columns?.map((column) =>
    column.fixed || column.ellipsis !== undefined ? column : { ...column, ellipsis: { showTitle: true } },
  );

export type ListTableProps<Row extends object> = Pick<
  ListPageProps<Row, Record<string, string | undefined>>,
  | "rows"
  | "total"
  | "page"
  | "size"
  | "onPage"
  | "keyset"
  | "loading"
  | "fetching"
  | "error"
  | "onRefresh"
  | "rowKey"
  | "columns"
  | "expandable"
  | "rowSelection"
  | "empty"
  | "hasFilters"
> & { onClearFilters: () => void };

/** The table of a list with its paging and its empty and failed states (ListPage's body; alone in a tab). */
export const ListTable = <Row extends object>(props: ListTableProps<Row>) => {
  const { t } = useTranslation();
  const total = props.total ?? 0;
  const totalText =
    props.keyset && total >= PAGE_TOTAL_CAP
      ? t("common.list.totalAtLeast", { total })
      : t("common.list.total", { total });

  const emptyState = props.hasFilters ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("common.list.noMatch")}>
      <Button size="small" onClick={props.onClearFilters}>
        {t("common.list.clearFilters")}
      </Button>
    </Empty>
  ) : (
    <EmptyState title={props.empty.title} description={props.empty.description} />
  );

  if (props.error && !props.rows) return <ListLoadFailed error={props.error} onRetry={props.onRefresh} />;
  const { keyset } = props;
  return (
    <>
      <Table<Row>
        size="small"
        rowKey={props.rowKey}
        columns={oneLineColumns(props.columns)}
        dataSource={props.rows ?? []}
        loading={props.loading || (props.fetching ?? false)}
        expandable={props.expandable}
        rowSelection={props.rowSelection}
        scroll={{ x: "max-content" }}
        className="pp-list-table"
        locale={{ emptyText: props.loading ? <div style={{ height: 120 }} /> : emptyState }}
        pagination={
          keyset
            ? false
            : {
                current: props.page,
                pageSize: props.size,
                total,
                showSizeChanger: true,
                pageSizeOptions: [10, 20, 50, 100],
                showTotal: () => totalText,
                onChange: props.onPage,
                size: "small",
              }
        }
      />
      {keyset ? (
        <Flex justify="flex-end" align="center" gap={8} style={{ marginTop: 12 }}>
          <Typography.Text type="secondary">{totalText}</Typography.Text>
          <Button
            size="small"
            icon={<LeftOutlined />}
            aria-label={t("common.list.previous")}
            disabled={!keyset.hasPrevious}
            onClick={keyset.onPrevious}
          />
          <Button
            size="small"
            icon={<RightOutlined />}
            aria-label={t("common.list.next")}
            disabled={!keyset.nextCursor}
            onClick={() => keyset.nextCursor && keyset.onNext(keyset.nextCursor)}
          />
        </Flex>
      ) : null}
    </>
  );
};

export const ListPage = <Row extends object, Filters extends Record<string, string | undefined>>(
  props: ListPageProps<Row, Filters>,
) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();

  // The URL is the source of truth: back/forward or a tab switch brings other filters into the form.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(props.filterValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, props.filterValues]);

  const submit = (values: Filters) => {
    const cleaned = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]),
    ) as Filters;
    props.onFilter(cleaned);
  };

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <ListPageHeader
        title={props.title}
        description={props.description}
        actions={props.actions}
        loading={props.loading}
        fetching={props.fetching}
        onRefresh={props.onRefresh}
        embedded={props.embedded}
      />

      {props.notice}

      <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: 16 } }}>
        {props.tabs}
        {props.filters ? (
          <Form<Filters> form={form} layout="inline" onFinish={submit} className="pp-filter-bar">
            {props.filters}
            <Form.Item>
              <Flex gap={8}>
                <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                  {t("common.actions.search")}
                </Button>
                <Button
                  icon={<UndoOutlined />}
                  onClick={() => props.onFilter({} as Filters)}
                  disabled={!props.hasFilters}
                >
                  {t("common.actions.reset")}
                </Button>
              </Flex>
            </Form.Item>
          </Form>
        ) : null}
        {props.toolbar}
        <ListTable<Row> {...props} onClearFilters={() => props.onFilter({} as Filters)} />
      </Card>
    </Flex>
  );
};
