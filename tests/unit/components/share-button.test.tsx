import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '@/components/listing/share-button';
import { en } from '@/lib/i18n/en';

const url = 'https://www.nyumba360.co.ke/listings/family-home-karen/';
const title = 'Family Home in Karen';

const stubbed = new Map<'share' | 'clipboard', PropertyDescriptor | undefined>();

/** Replaces navigator.share or navigator.clipboard for one test; `undefined` removes it. */
function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  if (!stubbed.has(name)) stubbed.set(name, Object.getOwnPropertyDescriptor(navigator, name));
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  for (const [name, original] of stubbed) {
    if (original) Object.defineProperty(navigator, name, original);
    else Reflect.deleteProperty(navigator, name);
  }
  stubbed.clear();
});

/** Sets up user-event first: it installs its own clipboard, which the stubs then replace. */
function setup({ share, writeText }: { share?: unknown; writeText?: unknown }) {
  const user = userEvent.setup();
  stubNavigator('share', share);
  stubNavigator('clipboard', writeText === undefined ? undefined : { writeText });
  render(<ShareButton url={url} title={title} texts={en.detail} />);
  return user;
}

const button = () => screen.getByRole('button', { name: 'Share Property' });
const status = () => screen.getByRole('status');
const manualLink = () => screen.queryByRole('textbox', { name: /Copy this link/ });

describe('ShareButton', () => {
  it("shows a 'Share Property' button and no message before it is used", () => {
    setup({ share: vi.fn(), writeText: vi.fn() });
    expect(button()).toHaveAttribute('type', 'button');
    expect(status()).toBeEmptyDOMElement();
    expect(manualLink()).not.toBeInTheDocument();
  });

  it('uses the Web Share API with the title and URL when the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = setup({ share, writeText });
    await user.click(button());
    expect(share).toHaveBeenCalledTimes(1);
    expect(share).toHaveBeenCalledWith({ title, url });
    expect(writeText).not.toHaveBeenCalled();
    expect(status()).toBeEmptyDOMElement();
    expect(manualLink()).not.toBeInTheDocument();
  });

  it('says nothing when the visitor closes the share sheet (AbortError)', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = setup({ share, writeText });
    await user.click(button());
    expect(share).toHaveBeenCalledWith({ title, url });
    expect(writeText).not.toHaveBeenCalled();
    expect(status()).toBeEmptyDOMElement();
    expect(manualLink()).not.toBeInTheDocument();
  });

  it('falls back to the clipboard when sharing fails for another reason', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = setup({ share, writeText });
    await user.click(button());
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
  });

  it("copies the URL and says 'Link copied to clipboard' without the Web Share API", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const user = setup({ share: undefined, writeText });
    await user.click(button());
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(url);
    expect(status()).toHaveTextContent('Link copied to clipboard');
    expect(manualLink()).not.toBeInTheDocument();
  });

  it('shows the URL in a read-only field when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const user = setup({ share: undefined, writeText });
    await user.click(button());
    expect(writeText).toHaveBeenCalledWith(url);
    const field = await screen.findByRole('textbox', { name: /Copy this link to share/ });
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute('readonly');
    expect(status()).not.toHaveTextContent('Link copied to clipboard');
  });

  it('shows the URL in a read-only field when there is no clipboard at all (plain http)', async () => {
    const user = setup({ share: undefined, writeText: undefined });
    await user.click(button());
    expect(await screen.findByRole('textbox', { name: /Copy this link/ })).toHaveValue(url);
  });

  it('selects the whole URL when the read-only field gets focus', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('no'));
    const user = setup({ share: undefined, writeText });
    await user.click(button());
    const field = await screen.findByRole('textbox', { name: /Copy this link/ });
    await user.click(field);
    const input = field as HTMLInputElement;
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(url.length);
  });
});
