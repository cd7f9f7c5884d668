import { ActionIcon, Combobox, InputBase, useCombobox } from '@mantine/core';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectChoiceT } from '../../../shared/app/channels/entries';
import { errorMessage, invoke } from '../contract/client';
import { notifyError } from '../models/notify';
import classes from './ProjectPicker.module.css';

/** Choices shown at once: enough to scroll a little, few enough to redraw on every keystroke. */
const LIMIT = 30;

/** The project a form holds: its id and the name to show. */
export interface PickedProject {
  /** Decimal text (negative while the project is provisional). */
  id: string;
  name: string;
}

interface Props {
  label: string;
  value: PickedProject | null;
  onChange: (project: ProjectChoiceT) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  /** Marks the field as required (the asterisk; the form checks the value itself). */
  required?: boolean;
}

/**
 * The one project picker (quick entry, the week's new row, the expense form): type to search the
 * local projects, favourites and recent ones first (the core orders them), arrows and Enter pick;
 * the star stars or un-stars the chosen project. Getting the focus opens no list and highlights
 * nothing, so Enter in a form that just opened submits it with the project it holds.
 */
export function ProjectPicker({ label, value, onChange, error, inputRef, autoFocus, required }: Props) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState(value?.name ?? '');
  const [options, setOptions] = useState<ProjectChoiceT[]>([]);
  const [favourite, setFavourite] = useState<boolean | null>(null);
  // A search is under way: the list on screen answers an older text (aria-busy says so).
  const [busy, setBusy] = useState(false);
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      typed.current = false;
      setSearch(value?.name ?? '');
    },
  });
  const selectFirst = useRef(false);
  // Whether the text in the field was typed since it got the focus (then Enter aims at a match).
  const typed = useRef(false);
  // Only the answer to the latest keystroke may land (answers can overtake each other).
  const latest = useRef(0);
  // The latest search's answer, so that Enter typed before it arrived picks from it, not from an
  // older list still on screen.
  const answer = useRef<Promise<ProjectChoiceT[]> | null>(null);

  useEffect(() => setSearch(value?.name ?? ''), [value?.id, value?.name]);

  const query = async (text: string) => {
    const request = ++latest.current;
    setBusy(true);
    try {
      const pending = invoke('entries:projects', { search: text.trim() || undefined, limit: LIMIT });
      answer.current = pending;
      const found = await pending;
      if (request !== latest.current) return;
      // Typing moves to the best match; a list opened by focus, click or arrow highlights nothing.
      selectFirst.current = typed.current;
      setOptions(found);
      const chosen = found.find((p) => p.id === value?.id);
      if (chosen) setFavourite(chosen.favourite);
    } catch (err) {
      if (request === latest.current) notifyError(t('projectPicker.searchFailed'), errorMessage(err));
    } finally {
      if (request === latest.current) setBusy(false);
    }
  };

  useEffect(() => {
    if (!selectFirst.current) return;
    selectFirst.current = false;
    if (combobox.dropdownOpened) combobox.selectFirstOption();
  });

  const pick = (picked: ProjectChoiceT) => {
    onChange(picked);
    setSearch(picked.name);
    setFavourite(picked.favourite);
  };

  /** Enter typed before any choice is highlighted (fast typists): the best match of the latest search. */
  const pickBestMatch = async () => {
    const found = await (answer.current ?? Promise.resolve(options)).catch(() => options);
    const best = found[0];
    if (best) pick(best);
    combobox.closeDropdown();
  };

  const toggleFavourite = async () => {
    if (!value) return;
    const next = !favourite;
    try {
      await invoke('entries:favourite', { projectId: value.id, favourite: next });
      setFavourite(next);
    } catch (err) {
      notifyError(t('projectPicker.favouriteFailed'), errorMessage(err));
    }
  };

  const star = value ? (
    <ActionIcon
      variant="subtle"
      color={favourite ? 'yellow' : 'gray'}
      onClick={() => void toggleFavourite()}
      aria-label={t(favourite ? 'projectPicker.removeFavourite' : 'projectPicker.addFavourite', {
        name: value.name,
      })}
      aria-pressed={favourite ?? false}
      tabIndex={-1}
      title={t(favourite ? 'projectPicker.favouriteTitle' : 'projectPicker.addFavouriteTitle')}
    >
      {/* eslint-disable-next-line i18next/no-literal-string -- a star symbol; the label says what it does */}
      {favourite ? '★' : '☆'}
    </ActionIcon>
  ) : null;

  // Nothing matches what was typed: said under the field, not in a floating list that would
  // cover the labels of the fields below (issue 17).
  const noMatch = combobox.dropdownOpened && options.length === 0 && search.trim() !== '';

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const picked = options.find((p) => p.id === id);
        if (picked) pick(picked);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withExpandedAttribute>
        <InputBase
          ref={inputRef}
          label={label}
          placeholder={t('projectPicker.placeholder')}
          value={search}
          error={error}
          description={noMatch ? t('projectPicker.noMatch') : undefined}
          descriptionProps={{ 'aria-live': 'polite' }}
          required={required}
          autoFocus={autoFocus}
          // Modals and drawers focus the element marked so when they open.
          data-autofocus={autoFocus || undefined}
          rightSection={star}
          rightSectionPointerEvents="all"
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            typed.current = true;
            combobox.openDropdown();
            void query(e.currentTarget.value);
          }}
          onFocus={(e) => {
            // Focus (a form opening, Tab) opens no list: Enter must still submit the form. The
            // choices are fetched now so that a click or an arrow key shows them at once.
            e.currentTarget.select();
            typed.current = false;
            void query('');
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(e) => {
            // The star is not a tab stop (it would slow down every entry): Alt+S toggles it.
            if (e.altKey && e.code === 'KeyS') {
              e.preventDefault();
              void toggleFavourite();
            } else if (
              e.key === 'Enter' &&
              combobox.dropdownOpened &&
              combobox.getSelectedOptionIndex() < 0
            ) {
              // An open list with no option moved to: Enter picks the best match of what was typed,
              // or (nothing typed) just closes the list, keeping the project.
              e.preventDefault();
              if (typed.current) void pickBestMatch();
              else combobox.closeDropdown();
            }
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={options.length === 0}>
        <Combobox.Options
          mah={320}
          style={{ overflowY: 'auto' }}
          aria-busy={busy}
          aria-label={t('projectPicker.choices', { label })}
        >
          {options.length === 0 ? (
            <Combobox.Empty>{t('projectPicker.noMatch')}</Combobox.Empty>
          ) : (
            options.map((p) => (
              // Plain markup: this list re-renders on every keystroke.
              <Combobox.Option value={p.id} key={p.id} active={p.id === value?.id} className={classes.option}>
                <span className={classes.name}>
                  {/* eslint-disable-next-line i18next/no-literal-string -- the favourite star symbol */}
                  {p.favourite ? '★ ' : ''}
                  {p.name}
                </span>
                <span className={classes.meta}>
                  {p.recent ? `${t('projectPicker.recent')} · ` : ''}
                  {p.number ?? p.stage}
                </span>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
