import { useState } from 'react';
import { IosShareIcon as ShareIcon } from './blog-icons';
import { Button } from '@/components/ui/button';

/** Native share with title, excerpt and address when available; otherwise copies the address. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // The visitor closed the share sheet: nothing to do.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button variant="outlined" startIcon={<ShareIcon />} onClick={share} aria-live="polite">
      {copied ? 'Link copied' : 'Share'}
    </Button>
  );
}
