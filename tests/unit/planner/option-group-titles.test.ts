import { describe, expect, it } from 'vitest';
import { defaultOptionGroup } from '@shared/planner/finished.ts';

describe('an option’s stage read from its title', () => {
  it('knows done, started and cancelled in Russian and English, whatever the case and spaces', () => {
    expect(['Готово', ' выполнено ', 'DONE', 'Закрыто'].map(defaultOptionGroup)).toEqual(Array(4).fill('done'));
    expect(['В работе', 'в процессе', 'In progress'].map(defaultOptionGroup)).toEqual(Array(3).fill('started'));
    expect(['Отменена', 'Отменено', 'Cancelled', 'canceled'].map(defaultOptionGroup)).toEqual(
      Array(4).fill('cancelled'),
    );
  });

  it('leaves anything else unstarted', () => {
    expect(['Новая', 'Ожидает', 'Готово к подписи', ''].map(defaultOptionGroup)).toEqual(Array(4).fill('unstarted'));
  });
});
