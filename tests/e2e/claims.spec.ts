import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { CLAIM_TRANSITIONS, permittedTransitions } from '../../src/shared/claims/claim-workflow';
import { dismissBannerPopups, onHost, openAndSignIn } from './support/portal';
import { expect, test } from './support/network';
import { claimsOfFrame, fakeVideo, sha256, tokenFor } from './support/claims';
import { signInForName } from './support/snapshots';

// Warranty claims end to end (spec 02 §2, §5, §9): a mechanic files a bike claim at the workshop stand without
// signal, with six photos, an invoice and a 30 MB video, reloads midway, and the claim reaches the server once when
// the network is back, the upload cut once on the way, the video byte for byte; a PAA link on a host without
// claimAllowPAA goes to /claim with 'This link is not available..'. Every file is made in the test.

/** Screenshots for a person to look at (CLAIM_SHOTS_DIR set): tablet portrait and desktop widths. */
async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.CLAIM_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const [label, width, height] of [
    ['tablet', 768, 1024],
    ['desktop', 1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(400);
    await page.screenshot({
      path: join(dir, `${name}-${label}-${testInfo.project.name}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (size) await page.setViewportSize(size);
}

/** Six distinct PNG photos drawn on a canvas in the page. */
async function canvasPhotos(page: Page, count: number): Promise<Buffer[]> {
  const encoded = await page.evaluate(async (n) => {
    const out: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 600;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.fillStyle = `hsl(${String(i * 60)}, 70%, 50%)`;
      context.fillRect(0, 0, 800, 600);
      context.fillStyle = '#fff';
      context.font = '80px sans-serif';
      context.fillText(`Crack ${String(i + 1)}`, 120, 320);
      const blob = await new Promise<Blob | null>((resolve) => {
        canvas.toBlob(resolve, 'image/png');
      });
      if (!blob) throw new Error('no blob');
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      out.push(btoa(binary));
    }
    return out;
  }, count);
  return encoded.map((text) => Buffer.from(text, 'base64'));
}

/** A small valid-looking PDF (the server checks the %PDF- magic bytes). */
function invoicePdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** One GraphQL call as `token`'s user; fails the test on an error. */
async function gql<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await request.post('/api/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await answer.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The dealer's customer and a part of a seeded PAA claim (the demo data's claims are the dealer's). */
async function dealerClaimData(request: APIRequestContext, token: string) {
  const { claimsV3 } = await gql<{
    claimsV3: { items: { custCode: string; productCategory: string; articleCode: string | null }[] };
  }>(request, token, 'query { claimsV3(page: 1, limit: 20) { items { custCode productCategory articleCode } } }');
  const paa = claimsV3.items.find((item) => item.productCategory === 'paa' && item.articleCode);
  if (!paa?.articleCode) throw new Error('no PAA claim in the demo data');
  // The article as the claim form's search offers it.
  const { claimArticles } = await gql<{ claimArticles: { articleCode: string }[] }>(
    request,
    token,
    'query($s: String!) { claimArticles(search: $s, productCategory: "paa", limit: 1) { articleCode } }',
    { s: paa.articleCode.slice(0, 3) },
  );
  const articleCode = claimArticles[0]?.articleCode;
  if (!articleCode) throw new Error('no PAA article to claim');
  return { custCode: paa.custCode, articleCode };
}

const CLAIM_FIELDS = 'id referenceNo version customerNotes files { slot fileName } comments { comment internal }';
interface CreatedClaim {
  id: string;
  referenceNo: string;
  version: number;
  customerNotes: string;
  files: { slot: string; fileName: string }[];
  comments: { comment: string; internal: boolean }[];
}

const consumer = { name: 'Pat Rider', phone: '5035550199', city: 'Portland', address: '', email: '' };
const contact = { contactPersonName: 'Dana Dealer', contactPersonPhone: '5035550100', purchaseDate: '2026-03-01' };

/** A new PAA claim of the dealer (submitted), filed through the API. */
async function filePaaClaim(request: APIRequestContext, token: string, notes: string): Promise<CreatedClaim> {
  const { custCode, articleCode } = await dealerClaimData(request, token);
  const { createClaimPaa } = await gql<{
    createClaimPaa: { userErrors: { message: string }[]; claim: CreatedClaim | null };
  }>(
    request,
    token,
    `mutation($input: ClaimPaaInput!) { createClaimPaa(input: $input) { userErrors { message } claim { ${CLAIM_FIELDS} } } }`,
    {
      input: {
        custCode,
        articleCode,
        qty: 1,
        description: 'The part broke after two weeks.',
        customerNotes: notes,
        consumer,
        problems: [],
        ...contact,
      },
    },
  );
  if (!createClaimPaa.claim) throw new Error(`not filed: ${JSON.stringify(createClaimPaa.userErrors)}`);
  return createClaimPaa.claim;
}

/** A new bike claim of the dealer with a photo in photo1, filed through the API (the photo sent inline). */
async function fileBikeClaimWithPhoto(
  request: APIRequestContext,
  token: string,
  photo: Buffer,
  notes: string,
): Promise<CreatedClaim> {
  const { custCode } = await dealerClaimData(request, token);
  const operations = {
    query: `mutation($input: ClaimBikeInput!, $files: [ClaimFileInput!]) { createClaimBike(input: $input, files: $files) { userErrors { message } claim { ${CLAIM_FIELDS} } } }`,
    variables: {
      input: {
        custCode,
        frameNumber: `E2E${String(Date.now()).slice(-9)}`,
        description: 'Crack at the seat tube.',
        customerNotes: notes,
        consumer,
        problems: [],
        ...contact,
      },
      files: [{ slot: 'photo1', file: null }],
    },
  };
  const answer = await request.post('/api/graphql', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      operations: JSON.stringify(operations),
      map: JSON.stringify({ '0': ['variables.files.0.file'] }),
      '0': { name: 'before.png', mimeType: 'image/png', buffer: photo },
    },
  });
  const body = (await answer.json()) as {
    data?: { createClaimBike: { userErrors: { message: string }[]; claim: CreatedClaim | null } };
  };
  const claim = body.data?.createClaimBike.claim;
  if (!claim) throw new Error(`not filed: ${JSON.stringify(body)}`);
  return claim;
}

async function claimById(request: APIRequestContext, token: string, id: string): Promise<CreatedClaim> {
  const { claimV2 } = await gql<{ claimV2: CreatedClaim }>(
    request,
    token,
    `query($id: ID!) { claimV2(id: $id, embed: [COMMENTS]) { ${CLAIM_FIELDS} } }`,
    { id },
  );
  return claimV2;
}

/**
 * A frame of the demo data with an open recall (the dealer's PDI frames include recalled ones) and a stolen one
 * (the seed reports two of the dealer's frames stolen): asked of the API, at most 25 frames a request.
 */
async function recalledAndStolenFrames(request: APIRequestContext, token: string) {
  const { claimPDIs } = await gql<{ claimPDIs: { items: { frameNumber: string }[] } }>(
    request,
    token,
    'query { claimPDIs(page: 1, limit: 20) { items { frameNumber } } }',
  );
  const pdiFrames = claimPDIs.items.map((item) => item.frameNumber);
  const recallQuery = `query { ${pdiFrames
    .map(
      (frame, i) =>
        `f${String(i)}: claimRecallFrames(frameNumber: "${frame}") { frameNumber recalls { code title completedAt } }`,
    )
    .join(' ')} }`;
  const recalls = Object.values(
    await gql<
      Record<string, { frameNumber: string; recalls: { code: string; title: string; completedAt: string | null }[] }>
    >(request, token, recallQuery),
  );
  const recalled = recalls.find((found) => found.recalls.some((recall) => recall.completedAt === null));
  if (!recalled) throw new Error('no recalled frame in the demo data');
  const campaign = recalled.recalls.find((recall) => recall.completedAt === null);
  for (let start = 1; start <= 400; start += 25) {
    const frames = Array.from({ length: 25 }, (_, i) => `WB26${String(100000 + start + i)}`);
    const query = `query { ${frames.map((frame, i) => `s${String(i)}: claimStolenBike(frameNumber: "${frame}") { frameNumber stolen }`).join(' ')} }`;
    const answers = Object.values(
      await gql<Record<string, { frameNumber: string; stolen: boolean }>>(request, token, query),
    );
    const stolen = answers.find((answer) => answer.stolen);
    if (stolen) return { recalled: recalled.frameNumber, campaign, stolen: stolen.frameNumber };
  }
  throw new Error('no stolen frame in the demo data');
}

/** The status names the claim pages show (claims catalog, English). */
const STATUS_NAMES: Record<string, string> = {
  'in-review': 'In review',
  'need-more-info': 'Need more information',
  rejected: 'Rejected',
  approved: 'Approved',
};

test.describe('warranty claims', () => {
  test('a bike claim filed offline with photos, an invoice and a 30 MB video reaches the server once @offline', async ({
    page,
    request,
    network,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'desktop' || testInfo.project.name === 'slow-4g',
      "a mechanic's tablet, online and on the offline profile; the desktop lane carries the longer list",
    );
    // Compressing the photos and sending 30 MB at a 4x slower CPU: 156 s on a slow two-core CI machine. The limit
    // only catches a hang.
    test.setTimeout(300_000);
    const frame = `E2E${String(Date.now()).slice(-9)}`;
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    // Online once: the list, the form's reference data and the pages are kept on the device.
    await page.goto('/en-us/claim');
    await expect(page.getByRole('heading', { name: 'Warranty claims', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'New bike claim' }).click();
    await expect(page.getByRole('heading', { name: 'New bike claim' })).toBeVisible();
    // The contact person comes prefilled from the dealer's data.
    await expect(page.getByRole('textbox', { name: 'Name' }).last()).not.toHaveValue('', { timeout: 15_000 });
    const photos = await canvasPhotos(page, 6);
    const video = fakeVideo(30 * 1024 * 1024);
    const videoHash = sha256(video);

    await network.goOffline(page);
    await page.getByRole('textbox', { name: 'Frame number' }).fill(frame.toLowerCase());
    await page.getByRole('textbox', { name: 'What is wrong' }).fill('Crack at the rear dropout, found at service.');
    await page.getByRole('textbox', { name: 'Name' }).first().fill('Sari Dewi');
    await page.getByRole('textbox', { name: 'Phone' }).first().fill('0812 3456 789');
    await page.getByRole('textbox', { name: 'Purchase date' }).fill('2026-03-01');
    // The dealer's data names the contact person; the demo dealer has no contact phone.
    await page.getByRole('textbox', { name: 'Phone' }).last().fill('5035550100');
    await expect(page.getByTestId('claim-checks-pending')).toBeVisible();
    for (const [index, photo] of photos.entries()) {
      await page
        .locator(`input[data-slot="photo${String(index + 1)}"][data-input="camera"]`)
        .setInputFiles({ name: `crack-${String(index + 1)}.png`, mimeType: 'image/png', buffer: photo });
    }
    await page
      .getByRole('button', { name: 'Choose a file for Purchase invoice' })
      .locator('xpath=preceding-sibling::input[@type="file"] | following-sibling::input[@type="file"]')
      .or(page.locator('input[type="file"][accept="application/pdf,image/*"]').first())
      .first()
      .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: invoicePdf() });
    await page
      .locator('input[type="file"][accept^="video/"]')
      .setInputFiles({ name: 'crack.mp4', mimeType: 'video/mp4', buffer: video });
    await expect(page.getByText('crack.mp4')).toBeVisible({ timeout: 20_000 });

    // A reload midway: the draft brings back what was typed and picked.
    await page.waitForTimeout(800);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Frame number' })).toHaveValue(frame, { timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: 'What is wrong' })).toHaveValue(/rear dropout/);
    await expect(page.getByText('crack.mp4')).toBeVisible();
    await expect(page.getByText('invoice.pdf')).toBeVisible();
    await shots(page, testInfo, 'claim-create-offline');

    await page.getByRole('button', { name: 'File claim' }).click();
    await expect(page).toHaveURL(/\/en-us\/claim(?:\?|$)/);
    await expect(page.getByTestId('pending-claim-state')).toHaveText(/checks pending/);
    await shots(page, testInfo, 'claim-list-pending');

    // Back online with the first chunk upload cut once: the outbox resumes from what the server acknowledged.
    let cut = false;
    await page.context().route('**/api/uploads/*', async (route) => {
      if (!cut && route.request().method() === 'PATCH') {
        cut = true;
        await route.abort('connectionreset');
        return;
      }
      await route.fallback();
    });
    await network.goOnline();
    await page
      .getByRole('button', { name: 'Send now' })
      .click()
      .catch(() => undefined);
    await expect(page.getByTestId('pending-claim')).toHaveCount(0, { timeout: 90_000 });
    expect(cut).toBe(true);

    const token = await tokenFor(request, 'dealer');
    const claims = await claimsOfFrame(request, token, frame);
    expect(claims).toHaveLength(1);
    const [claim] = claims;
    expect(claim?.files.filter((file) => file.slot.startsWith('photo'))).toHaveLength(6);
    const videoFile = claim?.files.find((file) => file.slot === 'video');
    expect(videoFile?.size).toBe(video.length);
    const download = await request.get(videoFile?.url ?? '', { headers: { Authorization: `Bearer ${token}` } });
    expect(download.ok()).toBe(true);
    expect(sha256(await download.body())).toBe(videoHash);
  });

  test('the PAA link on a host without claimAllowPAA goes to /claim with its message', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'offline' || testInfo.project.name === 'slow-4g',
      'a redirect checked at desktop and tablet sizes; it needs no network profile',
    );
    test.setTimeout(45_000);
    await openAndSignIn(page, onHost(baseURL, 'eu.localhost', '/en-nl/login'), 'admin');
    await page.goto(onHost(baseURL, 'eu.localhost', '/en-nl/claim/create/paa'));
    await expect(page).toHaveURL(/\/claim\?unavailable=true/);
    await expect(page.getByTestId('claim-link-unavailable')).toHaveText('This link is not available..');
    await expect(page.getByRole('link', { name: 'New part claim' })).toHaveCount(0);
    await shots(page, testInfo, 'claim-list');
  });

  test("a status change by the warranty team reaches the dealer's notifications", async ({
    page,
    request,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'desktop',
      "the server's status change seen in the dealer's bell: one viewport is enough",
    );
    test.setTimeout(60_000);
    const warranty = await tokenFor(request, 'warranty');
    const answer = await request.post('/api/graphql', {
      headers: { Authorization: `Bearer ${warranty}` },
      data: {
        query:
          'query { claimsV3(page: 1, limit: 10, filter: { statusIds: ["submitted"] }) { items { id referenceNo custCode } } }',
      },
    });
    const body = (await answer.json()) as { data: { claimsV3: { items: { id: string; referenceNo: string }[] } } };
    const claim = body.data.claimsV3.items[0];
    if (!claim) throw new Error('no submitted claim in the demo data');

    await dismissBannerPopups(page);
    await signInForName(page, 'warranty');
    await page.goto(`/en-us/claim/${claim.id}`);
    await expect(page.getByRole('heading', { name: `Claim ${claim.referenceNo}` })).toBeVisible();
    await expect(page.getByTestId('claim-detail-status')).toHaveText('Submitted');
    await page.getByRole('combobox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'In review' }).click();
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByTestId('claim-detail-status')).toHaveText('In review');
    await expect(page.getByTestId('claim-history')).toContainText('In review');
    await shots(page, testInfo, 'claim-detail');

    const dealer = await tokenFor(request, 'dealer');
    await expect
      .poll(
        async () => {
          const listed = await request.post('/api/graphql', {
            headers: { Authorization: `Bearer ${dealer}` },
            data: { query: 'query { notifications(limit: 20) { kind url } }' },
          });
          const found = (await listed.json()) as { data?: { notifications: { kind: string; url: string }[] } };
          return (found.data?.notifications ?? []).filter(
            (notice) => notice.kind === 'claim.statusChanged' && notice.url.endsWith(`/claim/${claim.id}`),
          ).length;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
  });

  test('a recalled frame shows its campaign; a stolen frame is refused with its message', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'offline' || testInfo.project.name === 'slow-4g',
      'the frame checks run online; desktop and tablet sizes',
    );
    test.setTimeout(60_000);
    const token = await tokenFor(request, 'dealer');
    const { recalled, campaign, stolen } = await recalledAndStolenFrames(request, token);
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    await page.goto('/en-us/claim/create/bike');
    const frame = page.getByRole('textbox', { name: 'Frame number' });
    await frame.fill(recalled);
    await expect(page.getByTestId('claim-recall').first()).toContainText(
      `This frame is part of the recall campaign ${campaign?.code ?? ''}: ${campaign?.title ?? ''}`,
    );
    await expect(page.getByTestId('claim-stolen')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'File claim' })).toBeEnabled();
    await shots(page, testInfo, 'claim-recall');

    await frame.fill(stolen);
    await expect(page.getByTestId('claim-stolen')).toHaveText(/^This frame is reported stolen — contact \S+@\S+$/);
    await expect(page.getByRole('button', { name: 'File claim' })).toBeDisabled();
  });

  test('the warranty team is offered only the permitted statuses; a rejection needs a reason', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'offline' || testInfo.project.name === 'slow-4g',
      'a status change online; desktop and tablet sizes',
    );
    test.setTimeout(60_000);
    const claim = await filePaaClaim(request, await tokenFor(request, 'dealer'), 'Status test');
    // A part claim: no customer category has rows of its own for parts, so the common rows apply.
    const expected = permittedTransitions(CLAIM_TRANSITIONS, {
      fromStatusId: 'submitted',
      productCategory: 'paa',
      customerCategory: null,
      capabilities: {
        canCreate: false,
        canEdit: false,
        canChangeStatus: true,
        canSeeInternal: true,
        canSeeAllCustomers: true,
        canCreatePaa: false,
      },
    }).map((row) => STATUS_NAMES[row.toStatusId] ?? row.toStatusId);

    await dismissBannerPopups(page);
    await signInForName(page, 'warranty');
    await page.goto(`/en-us/claim/${claim.id}`);
    const change = page.getByTestId('claim-status-change');
    await change.getByRole('combobox', { name: 'New status' }).click();
    await expect(page.getByRole('option')).toHaveText(expected);
    await page.getByRole('option', { name: 'Rejected' }).click();
    await change.getByRole('button', { name: 'Change status' }).click();
    await expect(change.getByRole('alert')).toHaveText('A reason is required');
    await expect(page.getByTestId('claim-detail-status')).toHaveText('Submitted');

    await change.getByRole('textbox', { name: 'Reason' }).fill('Worn by use, not a defect.');
    await change.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByTestId('claim-detail-status')).toHaveText('Rejected');
    await expect(page.getByTestId('claim-history')).toContainText('Rejected');
    await expect(page.getByTestId('claim-history')).toContainText('Worn by use, not a defect.');
    await shots(page, testInfo, 'claim-status-rejected');
  });

  test('an internal comment is for the warranty team; the dealer sees only the public one', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'tablet', 'comments through the outbox: one viewport is enough');
    test.setTimeout(60_000);
    const dealerToken = await tokenFor(request, 'dealer');
    const claim = await filePaaClaim(request, dealerToken, 'Comment test');
    await dismissBannerPopups(page);
    await signInForName(page, 'warranty');
    await page.goto(`/en-us/claim/${claim.id}`);
    const comments = page.getByTestId('claim-comments');
    const write = async (text: string, internal: boolean) => {
      await comments.getByRole('textbox', { name: 'Write a comment' }).fill(text);
      await comments.getByRole('checkbox', { name: 'Internal (warranty team only)' }).setChecked(internal);
      await comments.getByRole('button', { name: 'Send comment' }).click();
      await expect(comments.getByTestId('claim-comment').filter({ hasText: text })).toBeVisible({ timeout: 15_000 });
    };
    await write('Internal: supplier batch 42 is suspect.', true);
    await write('We will replace the part.', false);
    await expect(comments.getByTestId('claim-comment').filter({ hasText: 'supplier batch' })).toContainText('Internal');

    const dealerContext = await browser.newContext();
    try {
      const dealer = await dealerContext.newPage();
      await dismissBannerPopups(dealer);
      await signInForName(dealer, 'dealer');
      await dealer.goto(`/en-us/claim/${claim.id}`);
      const seen = dealer.getByTestId('claim-comments').getByTestId('claim-comment');
      await expect(seen).toHaveCount(1);
      await expect(seen).toContainText('We will replace the part.');
      await expect(dealer.getByText('supplier batch')).toHaveCount(0);
    } finally {
      await dealerContext.close();
    }
    const stored = await claimById(request, dealerToken, claim.id);
    expect(stored.comments.map((comment) => comment.comment)).toEqual(['We will replace the part.']);
  });

  test('a claim edited offline (notes changed, a photo replaced) reaches the server once @offline', async ({
    page,
    request,
    network,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'tablet' && testInfo.project.name !== 'offline',
      "a mechanic's tablet, online and on the offline profile",
    );
    test.setTimeout(150_000);
    const token = await tokenFor(request, 'dealer');
    await dismissBannerPopups(page);
    await signInForName(page, 'dealer');
    const [before, after] = await canvasPhotos(page, 2);
    if (!before || !after) throw new Error('no photos');
    const claim = await fileBikeClaimWithPhoto(request, token, before, 'Before the edit');

    // Online once: the claim's detail is kept on the device.
    await page.goto(`/en-us/claim/${claim.id}`);
    await expect(page.getByRole('heading', { name: `Claim ${claim.referenceNo}` })).toBeVisible();
    await network.goOffline(page);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { name: `Edit claim ${claim.referenceNo}` })).toBeVisible();
    await page.getByRole('textbox', { name: 'Customer notes' }).fill('Changed at the stand without signal.');
    await page
      .locator('input[data-slot="photo1"][data-input="camera"]')
      .setInputFiles({ name: 'after.png', mimeType: 'image/png', buffer: after });
    await page.waitForTimeout(800);

    // A reload without a connection: the draft brings the edit back.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Customer notes' })).toHaveValue(
      'Changed at the stand without signal.',
      { timeout: 20_000 },
    );
    await expect(page.getByRole('img', { name: /Photo 1/ })).toBeVisible();
    await shots(page, testInfo, 'claim-edit-offline');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/en-us/claim/${claim.id}$`));
    await expect(page.getByTestId('claim-pending-edit-state')).toHaveText('Changes waiting to send');
    await shots(page, testInfo, 'claim-detail-pending-edit');
    expect((await claimById(request, token, claim.id)).version).toBe(claim.version);

    // Back online: the outbox sends on its own; "Send now" only hurries it (gone once sent).
    await network.goOnline();
    await page
      .getByTestId('claim-pending-edit')
      .getByRole('button', { name: 'Send now' })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await expect(page.getByTestId('claim-pending-edit')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText('Changed at the stand without signal.')).toBeVisible();
    const stored = await claimById(request, token, claim.id);
    expect(stored.customerNotes).toBe('Changed at the stand without signal.');
    expect(stored.version).toBe(claim.version + 1);
    expect(stored.files.filter((file) => file.slot === 'photo1').map((file) => file.fileName)).toEqual(['after.jpg']);
  });
});
