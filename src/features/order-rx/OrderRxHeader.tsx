import type { Ref } from 'react';
import { useConfigTexts } from '../../lib/config/ConfigContext';
import { useWords } from '../../lib/i18n/useWords';

/** Letterhead of the printed prescription: company and how to reach it. */
export interface OrderRxHeaderProps {
  title: string;
  /** The title can take focus from script (tabIndex -1), e.g. once a sent form is cleared. */
  titleRef?: Ref<HTMLHeadingElement>;
}

export function OrderRxHeader({ title, titleRef }: OrderRxHeaderProps) {
  const { order } = useWords();
  const company = useConfigTexts();
  return (
    <header className="rx-letterhead">
      <div>
        <p className="rx-letterhead__company" data-from-config>
          {company.companyName}
        </p>
        <h1 className="rx-letterhead__title" ref={titleRef} tabIndex={-1}>
          {title}
        </h1>
      </div>
      <dl className="rx-letterhead__contact" data-from-config>
        <dt>{order.fax}</dt>
        <dd>{company.companyFax}</dd>
        <dt>{order.phone}</dt>
        <dd>{company.companyPhone}</dd>
        <dt>{order.website}</dt>
        <dd>
          <a href={company.companyWebsite} target="_blank" rel="noreferrer">
            {company.companyWebsiteHost}
          </a>
        </dd>
        <dt>{order.email}</dt>
        <dd>
          <a href={company.companyEmailLink}>{company.companyEmail}</a>
        </dd>
      </dl>
    </header>
  );
}
