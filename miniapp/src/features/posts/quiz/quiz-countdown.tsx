import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, TIMER_WARNING_SECONDS } from '@shared/quiz/rules.ts';

const secondsLeft = (deadline: number) => Math.max(0, (deadline - Date.now()) / 1000);

/**
 * The countdown from the server's deadline, as m:ss; red and pulsing at 60 s or less
 * so the last minute is noticed. Calls `onExpire` once when it reaches zero.
 */
export function QuizCountdown({ deadline, onExpire }: { deadline: string; onExpire: () => void }) {
  const { t } = useTranslation();
  const end = Date.parse(deadline);
  const [left, setLeft] = useState(() => secondsLeft(end));
  const expired = useRef(false);
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    const tick = () => {
      const s = secondsLeft(end);
      setLeft(s);
      if (s <= 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const id = window.setInterval(tick, 250);
    return () => window.clearInterval(id);
  }, [end]);

  const warning = Math.ceil(left) <= TIMER_WARNING_SECONDS;
  return (
    <div
      className={`quiz-timer${warning ? ' quiz-timer--warning' : ''}`}
      role="timer"
      aria-label={t('quiz.player.timeLeft')}
      data-testid="quiz-timer"
      data-warning={warning || undefined}
    >
      <Timer size={16} aria-hidden />
      <span>{formatCountdown(left)}</span>
    </div>
  );
}
