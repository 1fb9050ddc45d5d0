import { useState } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { DayPicker } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { ja } from 'react-day-picker/locale/ja';
import { ko } from 'react-day-picker/locale/ko';
import 'react-day-picker/style.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { dateWithOffset, localOffsetMinutes } from '@/shared/lib/dateText';
import { Button } from '@/shared/ui/Button';
import { PickedFace, type DateTimeInputProps } from './PickedFace';
import { calendarRoom, checkPicked, dayAt, dayOf, joinTime, pickDay, splitTime } from './dateTimePicker';
import styles from './dateTimePicker.module.css';

const LOCALES = { en: enUS, ko, ja } as const;
const dateText = (seconds: number) => dateWithOffset(seconds, localOffsetMinutes(seconds));

/**
 * The calendar of DateTimeInput, loaded on its own: a Radix popover with the chain's time, react-day-picker's month
 * (localised, keyboard-driven, days before the earliest allowed disabled) and the hour and minute, and the reason
 * when the chosen time is refused.
 */
export default function DateTimePicker({ date, time, onChange, testId, earliest, chainNow }: DateTimeInputProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const selected = dayOf(date);
  const { hours, minutes } = splitTime(time);
  const check = checkPicked(date, time, earliest);
  const locale = LOCALES[intl.locale.slice(0, 2) as keyof typeof LOCALES] ?? enUS;
  const firstDay = earliest ? dayAt(earliest.seconds) : undefined;
  const setTime = (h: string, m: string) => onChange({ date, time: joinTime(h, m) });
  // the sticky header's bottom edge, read when the calendar opens: the calendar never flips up over it
  const headerBottom = open ? (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) : 0;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button type="button" className={styles.trigger} data-testid={`${testId}-open`}>
          <PickedFace date={date} time={time} testId={testId} chainNow={chainNow} />
          <span aria-hidden="true" className={styles.icon}>
            ▾
          </span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.popover}
          align="start"
          sideOffset={6}
          collisionPadding={calendarRoom(headerBottom)}
          aria-label={intl.formatMessage({ id: 'dateTime.dialog' })}
          data-testid={`${testId}-popover`}
        >
          <p className={styles.chainNow} data-testid={`${testId}-chain-now`}>
            <FormattedMessage id="dateTime.chainNow" values={{ time: dateText(chainNow) }} />
          </p>
          {earliest ? (
            <p className={styles.earliest} data-testid={`${testId}-earliest`}>
              <FormattedMessage
                id={`dateTime.earliest.${earliest.why}`}
                values={{ time: dateText(Math.ceil(earliest.seconds / 60) * 60) }}
              />
            </p>
          ) : null}
          <DayPicker
            mode="single"
            locale={locale}
            selected={selected}
            defaultMonth={selected ?? firstDay ?? dayAt(chainNow)}
            disabled={firstDay ? { before: firstDay } : undefined}
            onSelect={(day) => {
              if (day) onChange(pickDay(day, time, earliest));
            }}
            className={styles.calendar}
          />
          <fieldset className={styles.time}>
            <legend className={styles.legend}>
              <FormattedMessage id="dateTime.time" />
            </legend>
            <label>
              <span className="visually-hidden">
                <FormattedMessage id="dateTime.hours" />
              </span>
              <input
                type="number"
                min={0}
                max={23}
                inputMode="numeric"
                value={hours}
                placeholder="HH"
                onChange={(e) => setTime(e.target.value, minutes)}
                data-testid={`${testId}-hours`}
              />
            </label>
            <span aria-hidden="true">:</span>
            <label>
              <span className="visually-hidden">
                <FormattedMessage id="dateTime.minutes" />
              </span>
              <input
                type="number"
                min={0}
                max={59}
                inputMode="numeric"
                value={minutes}
                placeholder="MM"
                onChange={(e) => setTime(hours, e.target.value)}
                data-testid={`${testId}-minutes`}
              />
            </label>
          </fieldset>
          {check.kind === 'tooEarly' || check.kind === 'invalid' ? (
            <p role="alert" className={styles.refused} data-testid={`${testId}-popover-refused`}>
              <Refusal check={check} />
            </p>
          ) : null}
          <div className={styles.actions}>
            <Popover.Close asChild>
              <Button variant="primary" size="sm" data-testid={`${testId}-done`}>
                <FormattedMessage id="dateTime.done" />
              </Button>
            </Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function Refusal({ check }: { check: ReturnType<typeof checkPicked> }) {
  if (check.kind === 'tooEarly')
    return (
      <FormattedMessage
        id={`dateTime.tooEarly.${check.earliest.why}`}
        values={{ time: dateText(Math.ceil(check.earliest.seconds / 60) * 60) }}
      />
    );
  return <FormattedMessage id="dateTime.invalid" />;
}
