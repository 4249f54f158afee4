import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Carousel, Flex, Typography } from 'antd';
import type { CarouselRef } from 'antd/es/carousel';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Banner } from '../../../../shared/actions/home';
import { useBanners } from '../api';

/** Where a banner leads: its route, or the mini apps page framing its web link. */
export function bannerTarget(b: Banner): string | null {
  if (!b.link || !b.linkType) return null;
  return b.linkType === 'route' ? b.link : `/home/miniApps?banner=${encodeURIComponent(b.bannerId)}`;
}

/** A slide out of view is inert: the carousel hides it from screen readers, so its button must not take focus either. */
function Slide({ banner, shown }: { banner: Banner; shown: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = bannerTarget(banner);
  return (
    <div inert={!shown}>
      <div
        style={{
          position: 'relative',
          height: 180,
          borderRadius: 12,
          overflow: 'hidden',
          backgroundImage: `url(${banner.imageUrl})`,
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        <Flex vertical justify="center" gap={8} style={{ position: 'absolute', inset: 0, padding: '0 48px', maxWidth: 620 }}>
          <Typography.Title level={3} style={{ margin: 0, color: '#fff', textShadow: '0 1px 2px rgba(0,0,0,.35)' }}>
            {banner.title}
          </Typography.Title>
          {banner.description && <Typography.Text style={{ color: '#fff', textShadow: '0 1px 2px rgba(0,0,0,.35)' }}>{banner.description}</Typography.Text>}
          {target && (
            <div>
              <Button onClick={() => navigate(target)} aria-label={`${t('homeExtras.banners.open')}: ${banner.title}`}>
                {t('homeExtras.banners.open')}
              </Button>
            </div>
          )}
        </Flex>
      </div>
    </div>
  );
}

/** The provider's banners running now, in their order (MerchantBannerList). */
export function BannerCarousel() {
  const { t } = useTranslation();
  const banners = useBanners();
  const ref = useRef<CarouselRef>(null);
  const [current, setCurrent] = useState(0);
  const list = banners.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-label={t('homeExtras.banners.title')} style={{ position: 'relative' }}>
      {/* Fading rather than sliding: a sliding carousel adds hidden copies of the first and last slides, whose buttons would still take focus. */}
      <Carousel ref={ref} autoplay autoplaySpeed={6000} dots effect="fade" beforeChange={(_, next) => setCurrent(next)}>
        {list.map((b, i) => (
          <Slide key={b.bannerId} banner={b} shown={i === current} />
        ))}
      </Carousel>
      {list.length > 1 && (
        <>
          <Button
            shape="circle"
            size="small"
            icon={<LeftOutlined />}
            aria-label={t('homeExtras.banners.previous')}
            onClick={() => ref.current?.prev()}
            style={{ position: 'absolute', left: 8, top: 78 }}
          />
          <Button
            shape="circle"
            size="small"
            icon={<RightOutlined />}
            aria-label={t('homeExtras.banners.next')}
            onClick={() => ref.current?.next()}
            style={{ position: 'absolute', right: 8, top: 78 }}
          />
        </>
      )}
    </section>
  );
}
