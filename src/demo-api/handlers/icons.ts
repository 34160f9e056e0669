/**
 * Icons for the demo's apps and action types (`<deployment>/icons/<name>.svg`): a rounded square in a
 * colour of its own with the name's initials, so icons show in the console without any other host.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { iconSvg } from '../seed/icon-svg';

export function iconHandlers(): HttpHandler[] {
  return [
    http.get('*/icons/:file', ({ params }) => {
      const file = typeof params.file === 'string' ? params.file : '';
      if (!/^[\w.-]{1,80}\.svg$/.test(file)) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(iconSvg(file), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
      });
    }),
  ];
}
