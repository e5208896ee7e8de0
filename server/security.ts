// Browser-facing hardening of every answer and request: the body-type gate (JSON only unless a route
// names its own types), security headers (CSP with its report endpoint, frame denial, HSTS over
// TLS), and POST /csp-report. Installed by buildApp before any route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeJsonParse } from '../src/api/wire/codec';

/** Where browsers send CSP violation reports (report-uri, and report-to through Reporting-Endpoints). */
export const CSP_REPORT_PATH = '/csp-report';
/** Name of the Reporting API endpoint the CSP's report-to names. */
const REPORT_GROUP = 'csp';

/** The one outside host scripts may come from: the tag manager of a venue's licence gtmCode (src/features/analytics). */
export const TRACKING_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Local services a kiosk calls on its own machine (loopback only): the receipt print service of the
 * venue's printServiceUrl (src/features/kiosk/receipt.ts). Nothing else leaves the origin.
 */
export const LOCAL_SERVICE_ORIGINS = 'http://127.0.0.1:* http://localhost:*';

export const CSP =
  `default-src 'self'; script-src 'self' ${TRACKING_ORIGIN}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' ${LOCAL_SERVICE_ORIGINS}; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; ` +
  `report-uri ${CSP_REPORT_PATH}; report-to ${REPORT_GROUP}`;

/** A page the theme studio frames (src/features/backoffice/studio): ?studioPreview=1. */
export const STUDIO_PREVIEW = /[?&]studioPreview=1(&|#|$)/;
/** The CSP of a preview page (console draft, studio theme): framed by this origin only. */
export const PREVIEW_CSP = CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Body types of the API: JSON, any charset parameter. */
export const JSON_BODY_TYPES: readonly string[] = ['application/json'];
/** Body types of the CSP report endpoint: report-uri reports, and Reporting API batches. */
export const CSP_REPORT_TYPES: readonly string[] = ['application/csp-report', 'application/reports+json'];
/** Largest CSP report body (bytes); a violation report is well under 4 KB. */
export const CSP_REPORT_MAX = 16_384;
/** Reports logged from one request at most (a Reporting API batch can hold many). */
export const CSP_REPORTS_PER_REQUEST = 20;

/** A route's own accepted body types: `config: { bodyTypes }` on the route; absent = JSON only. */
export interface BodyTypesConfig {
  bodyTypes?: readonly string[];
}

export const UNSUPPORTED_TYPE = 'Unsupported content type; send application/json.';

const mediaType = (header: string | undefined): string => (header ?? '').split(';')[0].trim().toLowerCase();

/** The request carries a body (or says it does): a type must then be one the route accepts. */
function carriesBody(req: FastifyRequest): boolean {
  const h = req.headers;
  return (
    h['content-type'] !== undefined ||
    h['transfer-encoding'] !== undefined ||
    (h['content-length'] !== undefined && h['content-length'] !== '0')
  );
}

export interface SecurityOptions {
  /** Where one line per CSP violation goes. */
  logViolation: (line: string) => void;
}

export function installSecurity(app: FastifyInstance, opts: SecurityOptions): void {
  // Cross-site forms and beacons can send text/plain, form or multipart bodies without a preflight;
  // refusing every type the route does not name keeps such requests away from the handlers.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || !carriesBody(req)) return;
    const accepted = (req.routeOptions.config as BodyTypesConfig | undefined)?.bodyTypes ?? JSON_BODY_TYPES;
    if (!accepted.includes(mediaType(req.headers['content-type'])))
      return reply.code(415).send({ success: false, dispMsg: UNSUPPORTED_TYPE });
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    // The operator console's preview (?preview=<draft token>) and the theme studio's (?studioPreview=1)
    // frame a venue page of this origin: that page alone may be framed, by this origin only; every
    // other answer refuses any framing.
    const framable =
      type.startsWith('text/html') &&
      (typeof (req.query as Record<string, unknown> | undefined)?.preview === 'string' || STUDIO_PREVIEW.test(req.url));
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', framable ? PREVIEW_CSP : CSP);
      reply.header('reporting-endpoints', `${REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    }
    reply.header('x-frame-options', framable ? 'SAMEORIGIN' : 'DENY');
    // req.protocol is https over the server's own TLS, or from x-forwarded-proto when Fastify's
    // the proxy is trusted (TRUST_PROXY, server/trustProxy.ts): HSTS is only meaningful on a TLS answer.
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });

  app.register(async (sub) => {
    for (const type of CSP_REPORT_TYPES)
      sub.addContentTypeParser(type, { parseAs: 'string', bodyLimit: CSP_REPORT_MAX }, (_req, body, done) => {
        try {
          done(null, safeJsonParse(body as string));
        } catch (e) {
          done(e as Error);
        }
      });
    sub.post(
      CSP_REPORT_PATH,
      { bodyLimit: CSP_REPORT_MAX, config: { bodyTypes: CSP_REPORT_TYPES } satisfies BodyTypesConfig },
      async (req, reply) => {
        for (const line of violationLines(req.body).slice(0, CSP_REPORTS_PER_REQUEST)) opts.logViolation(line);
        return reply.code(204).send();
      },
    );
  });
}

/** A report field as one short, single-line, quoted value (reports are attacker-written text). */
const field = (v: unknown): string => JSON.stringify(String(v ?? '').slice(0, 300));

/**
 * One log line per violation, from either report format: `{ "csp-report": { ... } }` (report-uri,
 * hyphenated keys) or `[ { type: "csp-violation", body: { ... } } ]` (Reporting API, camelCase keys).
 */
export function violationLines(body: unknown): string[] {
  const reports: Record<string, unknown>[] = [];
  if (Array.isArray(body)) {
    for (const r of body)
      if (
        r &&
        typeof r === 'object' &&
        (r as { type?: unknown }).type === 'csp-violation' &&
        (r as { body?: unknown }).body &&
        typeof (r as { body: unknown }).body === 'object'
      )
        reports.push((r as { body: Record<string, unknown> }).body);
  } else if (
    body &&
    typeof body === 'object' &&
    (body as Record<string, unknown>)['csp-report'] &&
    typeof (body as Record<string, unknown>)['csp-report'] === 'object'
  ) {
    reports.push((body as Record<string, Record<string, unknown>>)['csp-report']);
  }
  return reports.map((r) => {
    const pick = (...keys: string[]) => keys.map((k) => r[k]).find((v) => v !== undefined);
    return `csp-violation directive=${field(pick('effectiveDirective', 'effective-directive', 'violated-directive'))} blocked=${field(pick('blockedURL', 'blocked-uri'))} document=${field(pick('documentURL', 'document-uri'))} source=${field(pick('sourceFile', 'source-file'))}:${Number(pick('lineNumber', 'line-number')) || 0}`;
  });
}
