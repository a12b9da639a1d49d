import { useTranslation } from 'react-i18next';
import { MyBetsView } from '../components/my-bets-view';

/** /my-bets: the member's bets, reached from the member centre and the bet slip. */
export function MyBetsPage() {
  const { t } = useTranslation('my-bets');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <MyBetsView />
    </div>
  );
}
