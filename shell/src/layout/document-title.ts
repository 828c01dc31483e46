/**
 * The tab's title: the page's (PageMeta) with, when the showBalanceInTitle setting is on, the
 * available balance before it ('1.234 lei · Tranzacții · Buget'). Two writers, one title.
 */
let page = '';
let prefix: string | null = null;

const write = () => {
  document.title = prefix ? `${prefix} · ${page}` : page;
};

export function setPageTitle(title: string): void {
  page = title;
  write();
}

export function setTitlePrefix(value: string | null): void {
  prefix = value;
  write();
}
