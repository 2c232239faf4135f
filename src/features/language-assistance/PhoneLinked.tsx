import { Fragment } from 'react';
import { telHref } from '../../lib/phone/phone';

/**
 * A text with its `{phone}` placeholder as a `tel:` link: the notice asks people to call, so on a
 * phone one tap does it. The number keeps its left-to-right order inside a right-to-left notice.
 */
export function PhoneLinked({ text, phone }: { text: string; phone: string }) {
  const [before, ...afterEachPhone] = text.split('{phone}');
  return (
    <>
      {before}
      {afterEachPhone.map((after, index) => (
        <Fragment key={index}>
          <a href={telHref(phone)} dir="ltr">
            {phone}
          </a>
          {after}
        </Fragment>
      ))}
    </>
  );
}
