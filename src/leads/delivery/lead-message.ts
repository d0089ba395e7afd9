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
  extra: Record<string, unknown>;
  files: { name: string; contentType: string; size: number }[];
};

/** Who the lead is from, for subjects and summaries. */
export function customerName(lead: LeadMessage): string {
  const parts = [lead.firstName, lead.middleName, lead.lastName].filter((p): p is string => Boolean(p && p.trim()));
  return lead.name?.trim() || parts.join(' ') || 'Website visitor';
}

/** The JSON webhook body: SPEC 3 Lead field names, so a CRM sees what the site collected. */
export function leadJson(lead: LeadMessage) {
  return {
    lead_id: lead.leadId,
    created_at: lead.createdAt.toISOString(),
    category: lead.category,
    subcategory: lead.subcategory,
    name: lead.name,
    first_name: lead.firstName,
    middle_name: lead.middleName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    message: lead.message,
    opt_in: lead.optIn,
    car_id: lead.vehicle.carId,
    car_type: lead.vehicle.carType,
    stock_number: lead.vehicle.stockNumber,
    make: lead.vehicle.make,
    model: lead.vehicle.model,
    year: lead.vehicle.year,
    vin: lead.vehicle.vin,
    website_slug: lead.website.slug,
    dealership_slug: lead.dealership.slug,
    dealership_name: lead.dealership.name,
    location_id: lead.location.id,
    location_name: lead.location.name,
    url: lead.url,
    source: lead.source,
    user_agent: lead.userAgent,
    visited_pages: lead.visitedPages,
    linked_query_params: lead.linkedQueryParams,
    extra: lead.extra,
    files: lead.files,
  };
}
