/** Navigation usable outside React (global sign-out). The router registers itself on creation. */
let navigateImpl: (to: string) => void = (to) => window.location.assign(to);

export function setNavigator(fn: (to: string) => void): void {
  navigateImpl = fn;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
