import type { DropdownOption } from "@pp/contracts";
import { Select, type SelectProps } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { useCountryOptions } from "../hooks/use-country-options";
import { countryLabel, countryMatches } from "./country-options";

export type CountrySelectProps = Omit<SelectProps<string>, "options" | "filterOption" | "showSearch"> & {
  /** Leave the EU group out where a single country is required (an address, a city). */
  withoutEuGroup?: boolean;
};

type Option = { value: string; label: string; option: DropdownOption };

/**
 * The one country picker: the EU group first, hot countries next (the server's order), searchable by
 * any name, the 2- or 3-letter code or pinyin, labelled in the current language.
 */
export const CountrySelect = ({ withoutEuGroup, placeholder, ...props }: CountrySelectProps) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useCountryOptions();
  const options = useMemo<Option[]>(
    () =>
      (query.data ?? [])
        .filter((option) => !(withoutEuGroup && option.extra?.group === true))
        .map((option) => ({ value: option.value, label: countryLabel(option, lang), option })),
    [query.data, lang, withoutEuGroup],
  );
  return (
    <Select<string, Option>
      showSearch={{
        filterOption: (input, option) => (option ? countryMatches(option.option, input) : false),
      }}
      allowClear
      loading={query.isPending}
      placeholder={placeholder ?? t("reference.countrySelect.placeholder")}
      notFoundContent={query.isError ? t("reference.countrySelect.loadFailed") : undefined}
      options={options}
      popupMatchSelectWidth={false}
      {...props}
    />
  );
};
