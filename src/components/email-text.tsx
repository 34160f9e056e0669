/**
 * An e-mail address that may wrap only after its `@` and before its dots
 * (`sophie.stroustrup@` / `example.com`), never mid-word.
 */
import { Fragment } from 'react';
import { breakPoints } from '@/utils/email-breaks';

export function EmailText({ address }: { address: string }) {
  return (
    <span style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
      {breakPoints(address).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
