import { useEffect, useRef, useState } from 'react';
import { formatApr, formatCoinAmount } from '../../domain';
import { useWealth } from '../../hooks/context';
import { useMessages } from '../../hooks/useMessages';
import { useSharePoster } from '../../hooks/useSharePoster';
import { earnSettingsMessages } from '../../i18n/features/earnSettings';
import { coinOf } from '../coinProp';
import { Button } from '../ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../ui/Dialog';
import { ReadError } from '../ui/ReadError';
import {
  canvasToBlob,
  drawPoster,
  POSTER_HEIGHT,
  POSTER_WIDTH,
  type PosterContent,
  readPosterColours,
} from './poster';
import type { SettingsDialogProps } from './settingsDialogProps';
import { useGatedOpen } from './useGatedOpen';

/** SharePosterModal's props: `coin` (`asset` is its deprecated name), the dialog's, and these. */
export type SharePosterModalProps = SettingsDialogProps & SharePosterModalOptions;

interface SharePosterModalOptions {
  /**
   * The cumulative return to print, in `coin` (e.g. the holding's `cumulative`).
   * @default undefined (read from §7 statistics)
   */
  cumulative?: string;
  /** The estimated APR to print, a fraction ("0.0523"). @default undefined (printed as '--') */
  apr?: string;
}

/**
 * The share poster modal (§2): a poster of the customer's earnings drawn on a canvas in the brand
 * colours of the current theme, with their referral code from rebate/get_user_info (§7) printed on
 * it and carried by the link. Download saves the PNG; Copy link copies the link and toasts 'Copied'.
 */
export function SharePosterModal({ coin, asset: alias, cumulative, apr, ...dialog }: SharePosterModalProps) {
  const asset = coinOf({ coin, asset: alias }, 'SharePosterModal');
  const trigger = dialog.trigger ?? dialog.children;
  useMessages(earnSettingsMessages);
  const { t } = useWealth();
  const [isOpen, setOpen] = useGatedOpen(dialog);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger !== undefined && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        title={t('earnSettings.share.title')}
        description={t('earnSettings.share.description')}
        closeLabel={t('ui.close')}
        className="wk-share-poster"
      >
        <PosterBody asset={asset} cumulative={cumulative} apr={apr} />
      </DialogContent>
    </Dialog>
  );
}

interface PosterBodyProps {
  asset: string;
  cumulative: string | undefined;
  apr: string | undefined;
}

// Mounted only while the dialog is open (inside its content), so nothing loads or draws before.
function PosterBody({ asset, cumulative, apr }: PosterBodyProps) {
  useMessages(earnSettingsMessages);
  const { t } = useWealth();
  const poster = useSharePoster({ asset, cumulative, apr });
  const host = useRef<HTMLDivElement>(null);
  const [image, setImage] = useState<{ url: string; blob: Blob } | null>(null);
  const [failed, setFailed] = useState(false);

  const content: PosterContent | null =
    poster.code && poster.link
      ? {
          heading: t('earnSettings.share.heading'),
          asset,
          cumulativeLabel: t('earnSettings.share.cumulative'),
          cumulative: formatCoinAmount(poster.cumulative, asset),
          aprLabel: t('earnSettings.share.apr'),
          apr: poster.apr === undefined ? '--' : formatApr(poster.apr),
          codeLabel: t('earnSettings.share.code'),
          code: poster.code,
          tagline: t('earnSettings.share.tagline', { asset }),
          link: poster.link,
        }
      : null;
  const contentKey = poster.loading || !content ? null : JSON.stringify(content);

  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey stands for content.
  useEffect(() => {
    if (contentKey === null || !content || !host.current) return;
    let live = true;
    let url: string | undefined;
    const canvas = document.createElement('canvas');
    try {
      drawPoster(canvas, content, readPosterColours(host.current));
    } catch {
      setFailed(true);
      return;
    }
    canvasToBlob(canvas).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setImage({ url, blob });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
      setImage(null);
    };
  }, [contentKey]);

  const download = () => {
    if (!image) return;
    const anchor = document.createElement('a');
    anchor.href = image.url;
    anchor.download = `${asset.toLowerCase()}-simple-earn.png`;
    anchor.rel = 'noopener';
    // Not attached to the page: a detached anchor downloads the same way and leaves nothing behind.
    anchor.click();
  };

  const unavailable = failed || poster.failed;
  return (
    <div className="wk-share-poster__body" ref={host}>
      <div className="wk-share-poster__frame" style={{ aspectRatio: `${POSTER_WIDTH} / ${POSTER_HEIGHT}` }}>
        {poster.readError ? (
          <ReadError failure={poster.readError} />
        ) : unavailable ? (
          <p className="wk-share-poster__message">{t('earnSettings.share.unavailable')}</p>
        ) : image && content ? (
          <img
            className="wk-share-poster__image"
            src={image.url}
            width={POSTER_WIDTH}
            height={POSTER_HEIGHT}
            alt={t('earnSettings.share.posterAlt', {
              asset,
              cumulative: content.cumulative,
              apr: content.apr,
              code: content.code,
            })}
          />
        ) : (
          <p className="wk-share-poster__message" aria-busy="true">
            {t('earnSettings.share.preparing')}
          </p>
        )}
      </div>
      <div className="wk-share-poster__actions">
        <Button variant="secondary" disabled={!image} onClick={download}>
          {t('earnSettings.share.download')}
        </Button>
        <Button disabled={!poster.link} onClick={() => void poster.copyLink()}>
          {t('earnSettings.share.copyLink')}
        </Button>
      </div>
    </div>
  );
}
