import { describe, expect, it } from 'vitest';
import {
  clampHourInput,
  clampMinuteInput,
  composePickedDate,
  padTimeField,
  pickerStateFromValue,
} from '@shared/planner/time-input.ts';

describe('hour and minute inputs', () => {
  it('clamps the hour to 0–23 and the minute to 0–59', () => {
    expect(clampHourInput('7')).toBe('7');
    expect(clampHourInput('24')).toBe('23');
    expect(clampHourInput('99')).toBe('23');
    expect(clampHourInput('-3')).toBe('0');
    expect(clampMinuteInput('60')).toBe('59');
    expect(clampMinuteInput('05')).toBe('5');
    expect(clampMinuteInput(30)).toBe('30');
    expect(clampHourInput('7.9')).toBe('7');
  });

  it('empties the field for anything that is not a number', () => {
    for (const raw of ['', '  ', 'ab', '1a', '--1', null, undefined, Number.NaN]) {
      expect(clampHourInput(raw)).toBe('');
      expect(clampMinuteInput(raw)).toBe('');
    }
  });

  it('pads for display and leaves an empty field empty', () => {
    expect(padTimeField('7')).toBe('07');
    expect(padTimeField('23')).toBe('23');
    expect(padTimeField('')).toBe('');
  });
});

describe('composePickedDate', () => {
  it('saves the calendar day itself when the time toggle is off, in any zone, ignoring the fields', () => {
    for (const zone of ['UTC', 'Europe/Moscow', 'Asia/Vladivostok'])
      expect(composePickedDate('2024-05-10', { enabled: false, hour: '15', minute: '30' }, zone)).toBe('2024-05-10');
  });

  it('uses the chosen time when the toggle is on', () => {
    expect(composePickedDate('2024-05-10', { enabled: true, hour: '15', minute: '30' }, 'Europe/Moscow')).toBe(
      '2024-05-10T12:30:00.000Z',
    );
    expect(composePickedDate('2024-05-10', { enabled: true, hour: 9, minute: '' }, 'UTC')).toBe(
      '2024-05-10T09:00:00.000Z',
    );
    expect(composePickedDate('2024-05-10', { enabled: true, hour: '99', minute: 'x' }, 'UTC')).toBe(
      '2024-05-10T23:00:00.000Z',
    );
  });

  it('follows the Berlin offset on both sides of DST, and moves a skipped time forward', () => {
    expect(composePickedDate('2024-03-30', { enabled: true, hour: '9', minute: '0' }, 'Europe/Berlin')).toBe(
      '2024-03-30T08:00:00.000Z',
    );
    expect(composePickedDate('2024-03-31', { enabled: true, hour: '9', minute: '0' }, 'Europe/Berlin')).toBe(
      '2024-03-31T07:00:00.000Z',
    );
    expect(composePickedDate('2024-03-31', { enabled: true, hour: '2', minute: '30' }, 'Europe/Berlin')).toBe(
      '2024-03-31T01:30:00.000Z',
    );
  });

  it('refuses a day that is not a calendar day', () => {
    expect(() => composePickedDate('2024-02-30', { enabled: false, hour: '', minute: '' }, 'UTC')).toThrow(RangeError);
  });
});

describe('pickerStateFromValue', () => {
  it('opens on the stored day and time in the user zone', () => {
    expect(pickerStateFromValue('2024-05-10T12:30:00Z', 'Europe/Moscow')).toEqual({
      day: '2024-05-10',
      timeEnabled: true,
      hour: '15',
      minute: '30',
    });
  });

  it('keeps the time toggle off for a calendar day, and on for a moment at midnight', () => {
    expect(pickerStateFromValue('2024-05-10', 'Europe/Moscow')).toEqual({
      day: '2024-05-10',
      timeEnabled: false,
      hour: '',
      minute: '',
    });
    expect(pickerStateFromValue('2024-05-09T21:00:00Z', 'Europe/Moscow')).toEqual({
      day: '2024-05-10',
      timeEnabled: true,
      hour: '00',
      minute: '00',
    });
  });

  it('round-trips what composePickedDate saved', () => {
    const saved = composePickedDate('2024-10-27', { enabled: true, hour: '8', minute: '5' }, 'Europe/Berlin');
    expect(pickerStateFromValue(saved, 'Europe/Berlin')).toEqual({
      day: '2024-10-27',
      timeEnabled: true,
      hour: '08',
      minute: '05',
    });
  });

  it('opens empty for no value or an unreadable one', () => {
    expect(pickerStateFromValue(null, 'UTC')).toEqual({ day: null, timeEnabled: false, hour: '', minute: '' });
    expect(pickerStateFromValue('later', 'UTC').day).toBeNull();
  });
});
