/**
 * Visitors that say they are robots (issue 31): crawlers, link previewers, uptime monitors,
 * headless browsers and HTTP libraries name themselves in User-Agent, and their page loads are no
 * shopper's. A missing User-Agent is no browser either. Bots that pretend to be browsers are not
 * caught here: this rule only honours what a client announces.
 */
const ANNOUNCED = [
  /bot\b/i,
  /bot[/;)]/i,
  /crawl/i,
  /spider/i,
  /slurp/i,
  /facebookexternalhit|facebot|embedly|whatsapp|telegrambot|skypeuripreview|discordbot|slackbot/i,
  /headlesschrome|phantomjs|puppeteer|playwright|selenium|lighthouse|chrome-lighthouse|pagespeed|gtmetrix/i,
  /pingdom|uptimerobot|statuscake|site24x7|newrelicpinger|datadog/i,
  /^(curl|wget|python-requests|python-urllib|go-http-client|java\/|okhttp|axios|node-fetch|undici|libwww-perl|httpie|postmanruntime)/i,
  /preview|monitor|scanner|archiver|validator/i,
];

export function isAnnouncedBot(userAgent: string | null | undefined): boolean {
  const agent = (userAgent ?? '').trim();
  if (agent === '') return true;
  return ANNOUNCED.some((pattern) => pattern.test(agent));
}
