import { DatePicker, type DatePickerProps } from "antd";

/**
 * A date field of an entry form. Enter confirms the typed date and closes the picker, as people expect, but
 * does not also submit the surrounding form: otherwise confirming a date validated the whole form at once and
 * showed errors for the fields the user had not reached yet.
 */
export const DateField = (props: DatePickerProps) => (
  <DatePicker
    {...props}
    onKeyDown={(event, preventDefault) => {
      if (event.key === "Enter") event.preventDefault();
      props.onKeyDown?.(event, preventDefault);
    }}
  />
);
