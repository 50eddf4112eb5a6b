import { Select, Theme } from '@radix-ui/themes';
import { render } from '@testing-library/react';
import { SelectTriggerStandIn } from './SelectTriggerStandIn';

/** An element's markup with its attributes in a fixed order. */
function markup(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    const attributes = [...node.attributes].map((attribute) => [attribute.name, attribute.value]).sort();
    for (const [name] of attributes) node.removeAttribute(name);
    for (const [name, value] of attributes) node.setAttribute(name, value);
  }
  return copy.outerHTML;
}

test.each([
  ['surface', false],
  ['ghost', false],
  ['surface', true],
] as const)('the stand-in has the markup of Radix Themes’ Select.Trigger (%s, disabled: %s)', (variant, disabled) => {
  const real = render(
    <Theme>
      <Select.Root size="2" value="standard" disabled={disabled}>
        <Select.Trigger variant={variant} aria-label="Length" className="cl-letter-options__trigger">
          Standard
        </Select.Trigger>
      </Select.Root>
    </Theme>,
  );
  const standIn = render(
    <SelectTriggerStandIn variant={variant} aria-label="Length" className="cl-letter-options__trigger" disabled={disabled} label="Standard" />,
  );
  expect(markup(standIn.container.querySelector('button')!)).toBe(markup(real.container.querySelector('button')!));
});
