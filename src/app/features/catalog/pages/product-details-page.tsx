// Over 400 lines: the product page is one component over one loaded product and its purchase state (variant,
// quantity, cart answers); its sections are split out where another page shows them too.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isAppliedCartStatus } from '../../../../shared/catalog/cart-status';
import { linePrice, toTierRules } from '../../../../shared/catalog/discount-tiers';
import { cartResultText, cartStatusLabels } from '../../../domain/cart/cart-messages';
import { type CartAddition, type CartAdditionResult, useAddToCart } from '../../../domain/cart/cart.queries';
import type { CatalogProductDetailsQuery } from '../../../gql/graphql';
import { openCustomerDialog } from '../../../domain/customer/customer-dialog';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { userQuery } from '../../../lib/user';
import { productDetailsQuery } from '../api/catalog.queries';
import { useCatalogPreview } from '../../../domain/catalog/catalog-preview';
import { catalogViewerOf } from '../catalog-viewer';
import { CannotPurchase } from '../components/cannot-purchase';
import { CatalogPhoneBar } from '../components/catalog-phone-bar';
import { OfflineCopyNotice } from '../components/offline-copy-notice';
import { PreviewNotice } from '../components/preview-notice';
import { PromotionCard } from '../components/promotion-card';
import { RestockToggle } from '../components/restock-toggle';
import { SizeColorGrid } from '../components/size-color-grid';
import { StockDetails } from '../components/stock-details';
import { TierLadder } from '../components/tier-ladder';
import { type MoneyFormat, useMoney } from '../../../lib/format';
import { parseQuantity, typedPieces } from '../quantity';
import classes from './product-details-page.module.css';

type Details = NonNullable<CatalogProductDetailsQuery['productDetailsV2']>;
type DetailProduct = Details['products'][number];

/** The article a page opens with: the one the slug named, else the first in stock, else the first. */
function initialProduct(details: Details): DetailProduct | undefined {
  const named = details.selected ? details.products.find((product) => product.id === details.selected?.id) : undefined;
  return named ?? details.products.find((product) => product.stock.inStock) ?? details.products[0];
}

/** The unit price the product page shows for a line of `qty` (the shared tier rule); undefined without a price. */
function seenUnitPriceOf(product: DetailProduct, qty: number): number | undefined {
  const price = product.price;
  return price ? linePrice(price.dealer, toTierRules(price.discount), qty).unitPrice : undefined;
}

/**
 * Where the grid's Add to cart stays beside its title (Mantine's lg breakpoint, a desktop): narrower screens get it
 * in a bar held at the bottom of the screen (spec 01 §2 product page, ordering by size × colour).
 */
export const GRID_BUTTON_IN_TITLE_QUERY = '(min-width: 75em)';

function unique<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) === index);
}

/** The result of the last add-to-cart, shown beside the button until the next one. */
function CartResults({
  results,
  products,
  formatOf,
}: {
  results: readonly CartAdditionResult[];
  products: readonly DetailProduct[];
  formatOf: (articleCode: string) => MoneyFormat | null;
}) {
  const { i18n } = useLingui();
  const money = useMoney();
  if (results.length === 0) return null;
  const allAdded = results.every((result) => isAppliedCartStatus(result.status));
  return (
    <Alert
      color={allAdded ? 'success' : 'warning'}
      variant="light"
      role="status"
      title={allAdded ? <Trans>Added to the cart</Trans> : <Trans>Not everything was added</Trans>}
      data-testid="cart-result"
    >
      <List size="sm" spacing={4}>
        {results.map((result) => {
          const product = products.find((candidate) => candidate.articleCode === result.articleCode);
          const name = product
            ? [product.articleCodeDisplay, product.frameSize, product.color].filter(Boolean).join(' · ')
            : result.articleCode;
          if (!isAppliedCartStatus(result.status)) {
            const reason = cartResultText(i18n, result) ?? i18n._(cartStatusLabels[result.status]);
            return (
              <List.Item key={result.articleCode}>
                <Trans>
                  {name}: {reason}
                </Trans>
              </List.Item>
            );
          }
          const qty = result.qty;
          const unitPrice = result.unitPrice === null ? null : money(result.unitPrice, formatOf(result.articleCode));
          const tierQty = result.tier?.qty ?? null;
          return (
            <List.Item key={result.articleCode} data-testid="cart-result-line">
              {unitPrice === null ? (
                <Trans>
                  {name}: {qty} in your cart
                </Trans>
              ) : (
                <Trans>
                  {name}: {qty} in your cart at {unitPrice} each
                </Trans>
              )}
              {tierQty !== null && (
                <Badge ml="xs" size="sm" color="success" variant="light" data-testid="tier-applied">
                  <Trans>quantity price from {tierQty}</Trans>
                </Badge>
              )}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}

/**
 * The product page (/catalog/bike/{slug}, /catalog/paa/{slug}, /catalog/{slug}, spec 01 §2): images per colour,
 * variants by size and colour, dealer and retail price, the discount-tier ladder up front, promotion badge and
 * terms, stock with masks and the next arrival, the restock notification, the cannot-purchase reasons, and
 * ordering — for bikes a size × colour grid that adds several sizes in one call, otherwise a quantity field.
 */
export function ProductDetailsPage({ slug, locale }: { slug: string; locale: string }) {
  const { t } = useLingui();
  const money = useMoney();
  const { data: details } = useSuspenseQuery(productDetailsQuery(slug));
  const { data: user } = useQuery(userQuery());
  const viewer = catalogViewerOf(user);
  const addToCart = useAddToCart(queryKeys.catalog.details(slug));
  const first = details ? initialProduct(details) : undefined;
  const [selectedId, setSelectedId] = useState<string | null>(first?.id ?? null);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [results, setResults] = useState<CartAdditionResult[]>([]);
  const preview = useCatalogPreview();
  // Read at once (not after a first render): the button would otherwise jump from the bar to the title.
  const isButtonInTitle = useMediaQuery(GRID_BUTTON_IN_TITLE_QUERY, false, { getInitialValueInEffect: false });

  if (!details) return null;
  const { group, products, promotions } = details;
  const selected = products.find((product) => product.id === selectedId) ?? first;
  const isBikeGrid = group.category === 'BIKE' && products.length > 0;
  // Preview mode shows what the dealer's customers may see: no ordering, no dealer price or tiers.
  const canUseCart = !preview && viewer.canOrder && viewer.custCode !== null;

  const invalid = new Set(
    Object.entries(quantities)
      .filter(([, text]) => parseQuantity(text).kind === 'invalid')
      .map(([id]) => id),
  );
  const typed = selected ? parseQuantity(quantities[selected.id] ?? '') : { kind: 'empty' as const };
  const ladderQty = typed.kind === 'valid' ? typed.qty : (selected?.cartQty ?? 0);

  const colors = unique(products.map((product) => product.color ?? '')).filter((color) => color !== '');
  const sizesOfColor = unique(
    products
      .filter((product) => (product.color ?? '') === (selected?.color ?? ''))
      .map((product) => product.frameSize ?? product.wheelSize ?? ''),
  ).filter((size) => size !== '');
  const pickColor = (color: string) => {
    const sameSize = products.find(
      (product) => product.color === color && product.frameSize === (selected?.frameSize ?? null),
    );
    const any = products.find((product) => product.color === color);
    setSelectedId((sameSize ?? any)?.id ?? selectedId);
  };
  const pickSize = (size: string) => {
    const match = products.find(
      (product) =>
        (product.frameSize ?? product.wheelSize ?? '') === size && (product.color ?? '') === (selected?.color ?? ''),
    );
    if (match) setSelectedId(match.id);
  };

  const formatOf = (articleCode: string): MoneyFormat | null =>
    products.find((product) => product.articleCode === articleCode)?.price?.format ?? group.format;

  const submit = (entries: readonly { product: DetailProduct; text: string }[]) => {
    if (!viewer.custCode) return;
    const items: CartAddition[] = [];
    let refused = false;
    for (const { product, text } of entries) {
      const parsed = parseQuantity(text);
      if (parsed.kind === 'invalid') refused = true;
      if (parsed.kind === 'valid') {
        items.push({
          articleCode: product.articleCode,
          sorg: product.sorg,
          qty: parsed.qty,
          uom: product.uom,
          seenUnitPrice: seenUnitPriceOf(product, product.cartQty + parsed.qty),
          name: product.name,
        });
      }
    }
    if (refused) {
      notify.error({ message: t`*Must Be Numeric` });
      return;
    }
    if (items.length === 0) {
      notify.warning({ message: t`Type a quantity first.` });
      return;
    }
    addToCart.mutate(
      { custCode: viewer.custCode, items },
      {
        onSuccess: ({ queued, results: answer }) => {
          if (queued) {
            setResults([]);
            setQuantities({});
            notify.info({
              message: t`Saved on this device. It will be added to the cart when you are back online.`,
            });
            return;
          }
          setResults(answer);
          const added = answer.filter((result) => isAppliedCartStatus(result.status));
          // What went in is cleared; a refused quantity stays for the user to fix.
          const addedIds = new Set(
            added.flatMap((result) =>
              products.filter((candidate) => candidate.articleCode === result.articleCode).map((p) => p.id),
            ),
          );
          setQuantities((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !addedIds.has(id))));
          const count = added.length;
          if (count > 0) notify.success({ message: t`Added to the cart.` });
          if (count < answer.length) notify.warning({ message: t`Some quantities were not added.` });
        },
        onError: () => {
          notify.error({ message: t`The cart could not be updated. Please try again.` });
        },
      },
    );
  };

  const orderingBlock =
    preview || !viewer.canOrder ? null : !canUseCart ? (
      <Alert color="info" variant="light" title={<Trans>Select a customer to order</Trans>}>
        <Button size="xs" mt="xs" variant="light" onClick={() => openCustomerDialog()}>
          <Trans>Select customer</Trans>
        </Button>
      </Alert>
    ) : null;

  const pieces = typedPieces(Object.values(quantities));
  const gridAddButton = (
    <Button
      loading={addToCart.isPending}
      className={classes.touch}
      onClick={() => {
        submit(products.map((product) => ({ product, text: quantities[product.id] ?? '' })));
      }}
      data-testid="grid-add-to-cart"
    >
      <Trans>Add to cart</Trans>
    </Button>
  );

  const price = selected?.price ?? null;
  const selectedCode = selected?.articleCodeDisplay ?? '';
  const selectedOldCode = selected?.oldCode ?? null;
  const selectedColor = selected?.color ?? '';
  const images = group.colors.length > 0 ? group.colors : [{ name: '', hex: null, image: group.image }];
  const mainImage = selected?.image ?? group.image;
  const meta = [group.brand.description, group.serie, group.modelYear === null ? null : String(group.modelYear)]
    .filter((part): part is string => part !== null && part !== '')
    .join(' · ');

  return (
    <Stack gap="lg">
      <CatalogPhoneBar />
      <PreviewNotice />
      <OfflineCopyNotice asOf={details.offlineAsOf} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        {/* Images per colour. */}
        <Stack gap="sm">
          <div className={classes.mainImage}>
            <Image
              src={mainImage}
              alt={selected?.name ?? group.parentName}
              fit="contain"
              h="100%"
              data-testid="product-main-image"
            />
            {group.promotionBadge && (
              <Badge
                color="tertiary"
                variant="filled"
                size="lg"
                className={classes.badge}
                data-testid="promotion-badge"
              >
                {group.promotionBadge}
              </Badge>
            )}
          </div>
          {images.length > 1 && (
            <Group gap="xs" role="group" aria-label={t`Colours`}>
              {images.map((color) => (
                <UnstyledButton
                  key={color.name}
                  className={classes.thumb}
                  data-active={color.name === selected?.color || undefined}
                  aria-pressed={color.name === selected?.color}
                  aria-label={color.name}
                  onClick={() => {
                    pickColor(color.name);
                  }}
                >
                  <Image src={color.image} alt="" fit="contain" h={56} w={76} width={76} height={56} />
                </UnstyledButton>
              ))}
            </Group>
          )}
        </Stack>

        {/* Variants, price, tiers, stock and ordering. */}
        <Stack gap="md">
          <div>
            {meta !== '' && (
              <Text size="sm" c="dimmed">
                {meta}
              </Text>
            )}
            <Title order={1} size="h2">
              {group.parentName}
            </Title>
            {selected && (
              <Text size="sm" c="dimmed" data-testid="article-code">
                {selected.name} · <Trans>Article {selectedCode}</Trans>
                {selectedOldCode ? (
                  <>
                    {' '}
                    · <Trans>old code {selectedOldCode}</Trans>
                  </>
                ) : null}
              </Text>
            )}
          </div>

          {colors.length > 1 && (
            <div>
              <Text size="sm" fw={600} mb={4}>
                <Trans>Colour: {selectedColor}</Trans>
              </Text>
              <Group gap={6}>
                {colors.map((color) => {
                  const hex = products.find((product) => product.color === color)?.colorHex ?? null;
                  return (
                    <Tooltip key={color} label={color} withArrow>
                      <UnstyledButton
                        className={classes.colorButton}
                        data-active={color === selected?.color || undefined}
                        aria-pressed={color === selected?.color}
                        aria-label={color}
                        onClick={() => {
                          pickColor(color);
                        }}
                      >
                        <span className={classes.colorDot} style={{ backgroundColor: hex ?? 'transparent' }} />
                      </UnstyledButton>
                    </Tooltip>
                  );
                })}
              </Group>
            </div>
          )}
          {sizesOfColor.length > 1 && (
            <div>
              <Text size="sm" fw={600} mb={4}>
                <Trans>Size</Trans>
              </Text>
              <Group gap={6} role="group" aria-label={t`Size`}>
                {sizesOfColor.map((size) => {
                  const active = size === (selected?.frameSize ?? selected?.wheelSize ?? '');
                  return (
                    <Button
                      key={size}
                      size="sm"
                      variant={active ? 'filled' : 'default'}
                      aria-pressed={active}
                      className={classes.sizeButton}
                      onClick={() => {
                        pickSize(size);
                      }}
                    >
                      {size}
                    </Button>
                  );
                })}
              </Group>
            </div>
          )}

          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              {price && preview ? (
                <div>
                  <Text size="xs" c="dimmed">
                    <Trans>Retail price</Trans>
                  </Text>
                  <Text size="xl" fw={700} className={classes.price} data-testid="retail-price">
                    {price.retailDisplay ? money(price.retail, price.format) : '—'}
                  </Text>
                </div>
              ) : price ? (
                <Group justify="space-between" align="flex-end" gap="xs">
                  <div>
                    <Text size="xs" c="dimmed">
                      <Trans>Dealer price</Trans>
                    </Text>
                    <Text size="xl" fw={700} className={classes.price} data-testid="dealer-price">
                      {money(price.dealer, price.format)}
                    </Text>
                  </div>
                  {price.retailDisplay && (
                    <div className={classes.retail}>
                      <Text size="xs" c="dimmed">
                        <Trans>Retail price</Trans>
                      </Text>
                      <Text fw={600} className={classes.price} data-testid="retail-price">
                        {money(price.retail, price.format)}
                      </Text>
                    </div>
                  )}
                </Group>
              ) : (
                <Text c="dimmed">
                  <Trans>No price for this customer</Trans>
                </Text>
              )}
              {price && !preview && (
                <TierLadder dealer={price.dealer} format={price.format} tiers={price.discount} qty={ladderQty} />
              )}
            </Stack>
          </Paper>

          {selected && (
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <StockDetails stock={selected.stock} />
                {!preview && (!selected.stock.inStock || selected.restockNotification) && (
                  <RestockToggle
                    slug={slug}
                    articleCode={selected.articleCode}
                    sorg={selected.sorg}
                    subscribed={selected.restockNotification}
                  />
                )}
              </Stack>
            </Paper>
          )}

          {selected && <CannotPurchase reasons={selected.cannotPurchase} />}

          {orderingBlock}
          {canUseCart && selected && !isBikeGrid && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                submit([{ product: selected, text: quantities[selected.id] ?? '' }]);
              }}
            >
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  label={t`Quantity`}
                  inputMode="numeric"
                  value={quantities[selected.id] ?? ''}
                  placeholder="1"
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setQuantities((current) => ({ ...current, [selected.id]: text }));
                  }}
                  error={invalid.has(selected.id) ? t`*Must Be Numeric` : undefined}
                  disabled={selected.cannotPurchase.length > 0}
                  w={120}
                  classNames={{ input: classes.touch }}
                />
                <Button
                  type="submit"
                  mt={25}
                  loading={addToCart.isPending}
                  disabled={selected.cannotPurchase.length > 0}
                  className={classes.touch}
                >
                  <Trans>Add to cart</Trans>
                </Button>
              </Group>
              {selected.cartQty > 0 && (
                <Text size="sm" c="dimmed" mt={4}>
                  <Plural value={selected.cartQty} one="# already in your cart" other="# already in your cart" />
                </Text>
              )}
            </form>
          )}
          <CartResults results={results} products={products} formatOf={formatOf} />

          {selected && selected.tags.length > 0 && (
            <Group gap={6}>
              {selected.tags.map((tag) => (
                <Badge key={`${tag.type}:${tag.name}`} variant="light" color="gray" tt="none">
                  {tag.name}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </SimpleGrid>

      {isBikeGrid && (
        <Stack gap="sm" component="section" aria-labelledby="size-colour-grid">
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h3" id="size-colour-grid">
              <Trans>Sizes and colours</Trans>
            </Title>
            {canUseCart && isButtonInTitle && gridAddButton}
          </Group>
          <SizeColorGrid
            products={products}
            quantities={quantities}
            invalid={invalid}
            canOrder={canUseCart}
            selectedId={selected?.id ?? null}
            onQuantityChange={(id, text) => {
              setQuantities((current) => ({ ...current, [id]: text }));
            }}
            onSelect={setSelectedId}
          />
        </Stack>
      )}
      {/* A direct child of the page: held at the bottom of the screen from the top of the page down to its place
          after the grid, where it stops, so it never covers the grid's last row nor what follows the grid. */}
      {isBikeGrid && canUseCart && !isButtonInTitle && (
        <div className={classes.cartBar} data-testid="grid-cart-bar">
          <Text size="sm" c={pieces > 0 ? 'inherit' : 'dimmed'} aria-live="polite" data-testid="grid-pieces">
            {pieces > 0 ? (
              <Plural value={pieces} one="# piece selected" other="# pieces selected" />
            ) : (
              <Trans>Type the quantities in the grid</Trans>
            )}
          </Text>
          {gridAddButton}
        </div>
      )}

      {promotions.length > 0 && (
        <Stack gap="sm" component="section">
          <Title order={2} size="h3">
            <Trans>Promotions</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {promotions.map((promotion) => (
              <PromotionCard key={promotion.code} promotion={promotion} locale={locale} withLink={false} />
            ))}
          </SimpleGrid>
        </Stack>
      )}

      {group.description !== '' && (
        <Stack gap="xs" component="section">
          <Divider />
          <Title order={2} size="h3">
            <Trans>Description</Trans>
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{group.description}</Text>
        </Stack>
      )}
    </Stack>
  );
}
