// The labelled fields the console's forms share: a field with its label, a line and a box of
// text, a record's name, a checkbox, a number, a select over a fixed list of values (optionally with an empty
// choice), and the page size of a list; and oneOf, which reads such a value back from text.
import type { ComponentChildren } from 'preact';

/** The value of `values` that the text is, if any (a select's or an address's text). */
export function oneOf<T extends string>(values: Record<string, T>, text: string | null): T | undefined {
  return Object.values(values).find((value) => value === text);
}

interface FieldProps {
  id: string;
  label: string;
  wide?: boolean;
  children: ComponentChildren;
}

export function Field({ id, label, wide, children }: FieldProps) {
  return (
    <div class={wide ? 'field field-wide' : 'field'}>
      <label for={id}>{label}</label>
      {children}
    </div>
  );
}

/** A line or a box of text with its label; the limits go to the input as the browser's checks. */
interface TextProps {
  id: string;
  label: string;
  wide?: boolean;
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  placeholder?: string;
  spellcheck?: boolean;
  value: string;
  onInput: (value: string) => void;
}

interface TextFieldProps extends TextProps {
  type?: 'text' | 'search' | 'url' | 'email';
  pattern?: string;
  /** What the pattern asks for, in words. */
  title?: string;
  autoComplete?: string;
}

export function TextField({ id, label, wide, type = 'text', value, onInput, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} wide={wide}>
      <input
        id={id}
        // Preact types the attributes of each input type apart and tsc refuses a union of types
        // (all four take the same attributes); the lint rule judges the attribute alone
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
        type={type as 'text'}
        {...input}
        value={value}
        onInput={(event) => onInput(event.currentTarget.value)}
      />
    </Field>
  );
}

export function TextAreaField({ id, label, wide, value, onInput, ...textarea }: TextProps & { rows: number }) {
  return (
    <Field id={id} label={label} wide={wide}>
      <textarea id={id} {...textarea} value={value} onInput={(event) => onInput(event.currentTarget.value)} />
    </Field>
  );
}

interface NameFieldProps {
  id: string;
  maxLength: number;
  value: string;
  onInput: (value: string) => void;
}

/** A record's name (a fleet's, a device's): required, and more than spaces. */
export function NameField({ id, maxLength, value, onInput }: NameFieldProps) {
  return (
    <TextField
      id={id}
      label="Name"
      required
      maxLength={maxLength}
      pattern=".*\S.*"
      title="A name with at least one letter or digit"
      value={value}
      onInput={onInput}
    />
  );
}

interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckField({ label, checked, onChange }: CheckFieldProps) {
  return (
    <label class="check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} /> {label}
    </label>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  min: number;
  max: number;
  step: number;
  required?: boolean;
  value: string | number;
  onInput: (input: HTMLInputElement) => void;
}

export function NumberField({ id, label, min, max, step, required = false, value, onInput }: NumberFieldProps) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="number"
        required={required}
        min={min}
        max={max}
        step={step}
        value={value}
        onInput={(event) => onInput(event.currentTarget)}
      />
    </Field>
  );
}

/** An <option> for each value, showing its label (the value itself without labels). */
function Options<T extends string | number>({ values, labels }: { values: readonly T[]; labels?: Record<T, string> }) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={String(value)}>
          {labels ? labels[value] : value}
        </option>
      ))}
    </>
  );
}

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  values: readonly T[];
  labels?: Record<T, string>;
  /** The label of an empty choice first, which gives ''. */
  empty?: string;
  value: string;
  onChange: (value: T | '') => void;
}

export function SelectField<T extends string>({
  id,
  label,
  values,
  labels,
  empty,
  value,
  onChange,
}: SelectFieldProps<T>) {
  return (
    <Field id={id} label={label}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(values.find((v) => v === event.currentTarget.value) ?? '')}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        <Options values={values} labels={labels} />
      </select>
    </Field>
  );
}

interface PageSizeFieldProps {
  id: string;
  sizes: number[];
  value: number;
  onChange: (size: number) => void;
}

export function PageSizeField({ id, sizes, value, onChange }: PageSizeFieldProps) {
  return (
    <Field id={id} label="Per page">
      <select id={id} value={String(value)} onChange={(event) => onChange(Number(event.currentTarget.value))}>
        <Options values={sizes} />
      </select>
    </Field>
  );
}
