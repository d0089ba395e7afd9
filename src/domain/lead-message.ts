/** A completed lead as the delivery formats (ADF/XML, JSON, email) need it. */
export type LeadMessage = {
  /** The stable public id (uuid): receivers de-duplicate by it. */
  leadId: string;
  createdAt: Date;
  category: string;
  subcategory: string | null;
  name: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  message: string | null;
  optIn: boolean;
  vehicle: {
    carId: number | null;
    carType: string | null;
    stockNumber: string | null;
    make: string | null;
    model: string | null;
    year: number | null;
    vin: string | null;
  };
  website: { slug: string; name: string };
  dealership: { slug: string | null; name: string | null };
  location: { id: number | null; name: string | null };
  url: string | null;
  source: string;
  userAgent: string | null;
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
  /** The visitor's generated device and session ids (SPEC 1, 6). */
  anonId: string | null;
  sessionId: string | null;
  extra: Record<string, unknown>;
  files: { name: string; contentType: string; size: number }[];
};

/** Who the lead is from, for subjects and summaries. */
export function customerName(lead: LeadMessage): string {
  const parts = [lead.firstName, lead.middleName, lead.lastName].filter((p): p is string => Boolean(p && p.trim()));
  return lead.name?.trim() || parts.join(' ') || 'Website visitor';
}
