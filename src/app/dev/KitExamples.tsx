// The UI kit's examples page (development builds only, /dev/kit): every component of src/ui in every
// state, so a change of the kit or of a theme is seen in one place. `?lang=zh-hans&theme=night` picks
// the language and theme; `?open=dialog|sheet` opens one (for screenshots).
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Alert,
  Button,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  buttonClass,
  Card,
  Dialog,
  Form,
  GAPS,
  Inline,
  NumberField,
  Sheet,
  Stack,
  Status,
  Tabs,
  TextField,
  TONES,
} from '../../ui';
import { KIT_TEXTS, type KitLang } from './kitTexts';

export function KitExamples({ lang, open: initialOpen }: { lang: KitLang; open?: 'dialog' | 'sheet' }) {
  const x = KIT_TEXTS[lang];
  const [guests, setGuests] = useState<number | null>(13);
  const [qty, setQty] = useState<number | null>(1);
  const [open, setOpen] = useState<'dialog' | 'sheet' | null>(initialOpen ?? null);
  const form = useForm<{ name: string }>({ defaultValues: { name: '' }, shouldFocusError: false });
  // The field shows its refused state from the start (its error linked to it), so a designer sees it
  // without sending the form first; typing a name clears it, as in the app.
  useEffect(() => {
    void form.trigger('name');
  }, [form]);
  return (
    <main id="main" style={{ padding: 'var(--space-md)', maxWidth: '60rem', margin: '0 auto' }}>
      <Stack gap="lg">
        <header>
          <h1>{x.title}</h1>
          <p>{x.intro}</p>
        </header>

        <Card as="section" aria-labelledby="kit-buttons">
          <Stack>
            <h2 id="kit-buttons">{x.buttons}</h2>
            {BUTTON_SIZES.map((size) => (
              <Inline key={size} gap="sm">
                {BUTTON_VARIANTS.map((variant) => (
                  <Button key={variant} variant={variant} size={size}>{`${variant} ${size}`}</Button>
                ))}
              </Inline>
            ))}
            <Inline gap="sm">
              {BUTTON_VARIANTS.map((variant) => (
                <Button key={variant} variant={variant} disabled>{`${variant} · ${x.disabled}`}</Button>
              ))}
            </Inline>
            <Inline gap="sm">
              {BUTTON_VARIANTS.map((variant) => (
                <Button key={variant} variant={variant} busy>{`${variant} · ${x.busy}`}</Button>
              ))}
            </Inline>
            <a href="#kit-buttons" className={buttonClass({ variant: 'primary', fullWidth: true })}>
              {x.link}
            </a>
          </Stack>
        </Card>

        <Card as="section" aria-labelledby="kit-messages">
          <Stack>
            <h2 id="kit-messages">{x.messages}</h2>
            {TONES.map((tone) => (
              <Alert
                key={`t-${tone}`}
                tone={tone}
              >{`${tone}: ${tone === 'danger' ? x.alertText : tone === 'warning' ? x.warning : tone === 'success' ? x.success : x.info}`}</Alert>
            ))}
            {TONES.map((tone) => (
              <Alert
                key={`b-${tone}`}
                tone={tone}
                appearance="box"
              >{`${tone}: ${tone === 'danger' ? x.alertBox : tone === 'warning' ? x.warning : tone === 'success' ? x.success : x.info}`}</Alert>
            ))}
            <Status>{x.status}</Status>
            <Status tone="success">{x.success}</Status>
          </Stack>
        </Card>

        <section aria-labelledby="kit-cards">
          <Stack>
            <h2 id="kit-cards">{x.card}</h2>
            <Inline gap="md" align="start">
              <Card padding="sm">{`sm · ${x.cardBody}`}</Card>
              <Card>{`md · ${x.cardBody}`}</Card>
              <Card padding="lg" raised>{`lg raised · ${x.cardBody}`}</Card>
            </Inline>
          </Stack>
        </section>

        <Card as="section" aria-labelledby="kit-layout">
          <Stack>
            <h2 id="kit-layout">{x.layout}</h2>
            {GAPS.map((gap) => (
              <Inline key={gap} gap={gap}>
                <code style={{ minWidth: '4ch' }}>{gap}</code>
                {[1, 2, 3, 4].map((n) => (
                  <Card key={n} padding="sm">
                    {n}
                  </Card>
                ))}
              </Inline>
            ))}
          </Stack>
        </Card>

        <Card as="section" aria-labelledby="kit-number">
          <Stack>
            <h2 id="kit-number">{x.number}</h2>
            <NumberField
              label={x.guests}
              hint={x.guestsHint}
              value={guests}
              onValueChange={setGuests}
              min={1}
              max={12}
              error={guests !== null && guests > 12 ? x.tooMany : undefined}
            />
            <NumberField label={x.kioskQty} value={qty} onValueChange={setQty} min={1} max={9} size="kiosk" />
            <NumberField label={`${x.kioskQty} · ${x.disabled}`} value={2} onValueChange={() => {}} disabled />
          </Stack>
        </Card>

        <Card as="section" aria-labelledby="kit-form">
          <Stack>
            <h2 id="kit-form">{x.form}</h2>
            <Form form={form} onValid={() => {}}>
              <TextField
                name="name"
                label={x.name}
                hint={x.nameHint}
                rules={{ validate: (v: string) => (v.trim() ? true : x.nameRequired) }}
              />
              <Button type="submit">{x.send}</Button>
            </Form>
          </Stack>
        </Card>

        <Card as="section" aria-labelledby="kit-dialogs">
          <Stack>
            <h2 id="kit-dialogs">{x.dialogs}</h2>
            <Inline>
              <Button variant="secondary" onClick={() => setOpen('dialog')}>
                {x.openDialog}
              </Button>
              <Button variant="secondary" onClick={() => setOpen('sheet')}>
                {x.openSheet}
              </Button>
            </Inline>
            <Dialog
              open={open === 'dialog'}
              onOpenChange={(o) => setOpen(o ? 'dialog' : null)}
              title={x.dialogTitle}
              description={x.dialogBody}
            >
              <Button onClick={() => setOpen(null)}>OK</Button>
            </Dialog>
            <Sheet open={open === 'sheet'} onOpenChange={(o) => setOpen(o ? 'sheet' : null)} title={x.dialogTitle}>
              <p>{x.dialogBody}</p>
              <Button fullWidth onClick={() => setOpen(null)}>
                OK
              </Button>
            </Sheet>
          </Stack>
        </Card>

        <Card as="section" aria-labelledby="kit-tabs">
          <Stack>
            <h2 id="kit-tabs">{x.tabs}</h2>
            <Tabs
              label={x.tabs}
              items={[x.tab1, x.tab2, x.tab3].map((label) => ({
                value: label,
                label,
                content: <p>{`${x.tabBody} ${label}`}</p>,
              }))}
            />
          </Stack>
        </Card>
      </Stack>
    </main>
  );
}
