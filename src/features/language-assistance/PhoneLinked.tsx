import { Fragment } from 'react';

/**
 * A text with its `{phone}` placeholder as a `tel:` link: the notice asks people to call, so on a
 * phone one tap does it. The number keeps its left-to-right order inside a right-to-left notice.
 */
export function PhoneLinked({ text, phone, href }: { text: string; phone: string; href: string }) {
  const [before, ...afterEachPhone] = text.split('{phone}');
  return (
    <>
      {before}
      {afterEachPhone.map((after, index) => (
        <Fragment key={index}>
          <a href={href} dir="ltr">
            {phone}
          </a>
          {after}
        </Fragment>
      ))}
    </>
  );
}
