import { streamStatusCodes } from '@matchday/contract/client';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import { TabList } from '@/shared/ui/tab-list';
import { EarningsPanel } from '../components/anchor/earnings-panel';
import { GoLiveFormPanel } from '../components/anchor/go-live-form';
import { IngestPanel } from '../components/anchor/ingest-panel';
import { ModerationPanel } from '../components/anchor/moderation-panel';
import { OwnStreams } from '../components/anchor/own-streams';
import { ProfilePanel } from '../components/anchor/profile-panel';
import { RecommendBet } from '../components/anchor/recommend-bet';
import { useOwnStreams } from '../api/live-stream-list';
import { isOpen } from '../lib/live-list';

const SECTIONS = ['streams', 'profile', 'recommend', 'earnings', 'moderation'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * /personalAnchor: the anchor centre. Streams (go-live setup, the chosen stream's ingest, fee and
 * controls; `?stream=`, else the live or newest open one; the schedule and every past stream),
 * profile, recommended bets, earnings and statistics, and room moderation.
 */
export function PersonalAnchorPage() {
  const { t } = useTranslation('live');
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const presenterId = user?.id ?? 0;
  const own = useOwnStreams(presenterId);
  const [section, setSection] = useState<Section>('streams');
  const asked = Number((useSearch({ strict: false }) as { stream?: unknown }).stream);
  const list = own.data?.list ?? [];
  const fallback =
    list.find((s) => s.status === streamStatusCodes.live) ?? list.find((s) => s.status <= streamStatusCodes.ready);
  const selectedId = Number.isSafeInteger(asked) && asked > 0 ? asked : (fallback?.id ?? 0);
  const select = (id: number) => void navigate({ to: '/personalAnchor', search: { stream: id } });

  if (!user) return <p className="p-6 text-muted">{t('anchor.loading')}</p>;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 pb-20 md:pb-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('anchor.title')}</h1>
        <p className="text-sm text-muted">{t('anchor.profile', { name: user.nickName || user.userName })}</p>
      </div>
      <TabList
        label={t('anchor.tabs.label')}
        items={SECTIONS.map((s) => ({ key: s, label: t(`anchor.tabs.${s}`) }))}
        active={section}
        onSelect={setSection}
        layout="scroll"
      />
      {section === 'streams' && (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
          <div className="flex flex-col gap-4">
            <GoLiveFormPanel presenterId={presenterId} onCreated={select} />
            <OwnStreams presenterId={presenterId} selectedId={selectedId} onSelect={select} />
          </div>
          <div className="order-first md:order-none">
            {selectedId > 0 ? (
              <IngestPanel key={selectedId} streamId={selectedId} presenterId={presenterId} />
            ) : (
              <p className="rounded-2xl bg-surface p-4 text-sm text-muted">{t('anchor.noneChosen')}</p>
            )}
          </div>
        </div>
      )}
      {section === 'profile' && <ProfilePanel presenterId={presenterId} />}
      {section === 'recommend' && <RecommendBet presenterId={presenterId} />}
      {section === 'earnings' && <EarningsPanel />}
      {section === 'moderation' && (
        <ModerationPanel streams={list.filter((s) => isOpen(s.status))} initialId={selectedId} />
      )}
    </div>
  );
}
