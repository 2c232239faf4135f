import type { Ref } from 'react';
import type { CompanyInfo } from '../../../contract/config';
import { useWords } from '../../lib/i18n/useWords';

function hostOf(website: string): string {
  try {
    return new URL(website).host;
  } catch {
    return website;
  }
}

/** Letterhead of the printed prescription: company and how to reach it. */
export interface OrderRxHeaderProps {
  company: CompanyInfo;
  title: string;
  /** The title can take focus from script (tabIndex -1), e.g. once a sent form is cleared. */
  titleRef?: Ref<HTMLHeadingElement>;
}

export function OrderRxHeader({ company, title, titleRef }: OrderRxHeaderProps) {
  const { order } = useWords();
  return (
    <header className="rx-letterhead">
      <div>
        <p className="rx-letterhead__company" data-from-config>
          {company.name}
        </p>
        <h1 className="rx-letterhead__title" ref={titleRef} tabIndex={-1}>
          {title}
        </h1>
      </div>
      <dl className="rx-letterhead__contact" data-from-config>
        <dt>{order.fax}</dt>
        <dd>{company.fax}</dd>
        <dt>{order.phone}</dt>
        <dd>{company.phone}</dd>
        <dt>{order.website}</dt>
        <dd>
          <a href={company.website} target="_blank" rel="noreferrer">
            {hostOf(company.website)}
          </a>
        </dd>
        <dt>{order.email}</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
      </dl>
    </header>
  );
}
