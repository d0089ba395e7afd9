import type { Query } from '@/forms/prefill';

/** The props Next passes a form page: the host segment and the query (car_id, finance prefill). */
export type FormPageProps = { params: Promise<{ site: string }>; searchParams: Promise<Query> };
