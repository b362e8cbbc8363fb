// Serves a bundle folder over HTTP, loads it in Chromium and watches the page's card over frames.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import sirv from 'sirv';
import { chromiumArgs, chromiumPath } from '../../../scripts/lib/chromium-path.mjs';

export interface Run {
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
  /** The card's computed opacity, one sample per frame, until it reached 1 or the frames ran out. */
  opacities: number[];
}

/** Serves `folder`, opens its index.html, waits for an element `width` wide under #root, and samples its opacity each frame. */
export async function watchCard(folder: string, width: string): Promise<Run> {
  const server = http.createServer(sirv(folder, { dev: true }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    // The sampler starts with the page's first frame: begun from the test after the card appeared,
    // it could miss a short animation entirely while a busy machine delays the round trip.
    await page.addInitScript((wanted) => {
      const samples: number[] = [];
      Object.assign(window, { cardOpacities: samples });
      const sample = () => {
        const card = Array.from(document.querySelectorAll('#root div')).find(
          (element) => getComputedStyle(element).width === wanted,
        );
        if (card) samples.push(Number(getComputedStyle(card).opacity));
        // A ceiling of frames, not a wait: the loop ends as soon as the card is opaque.
        if (samples.at(-1) !== 1 && samples.length <= 600) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    }, width);
    await page.goto(url);
    const opacities = await page
      .waitForFunction(
        () => {
          const samples = (window as unknown as { cardOpacities: number[] }).cardOpacities;
          return (samples.at(-1) === 1 || samples.length > 600) && samples;
        },
        undefined,
        // A ceiling for the bundle to load and play on a busy machine.
        { timeout: 60_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<number[]>)
      .catch((error: Error) => {
        errors.push(`no card ${width} wide reached opacity 1: ${error.message.split('\n')[0]}`);
        return [] as number[];
      });
    return { errors, opacities };
  } finally {
    await browser.close();
    server.close();
  }
}

/** What went wrong with a run, or '' when the card faded in over several frames with no error. */
export function problemsOf({ errors, opacities }: Run): string {
  const between = new Set(opacities.filter((value) => value > 0 && value < 1));
  const problems = [
    ...errors.map((error) => `console: ${error}`),
    ...(opacities.at(-1) === 1 ? [] : [`the card did not reach opacity 1 (last ${opacities.at(-1)})`]),
    ...(between.size >= 2 ? [] : [`the card took ${between.size} step(s) between 0 and 1, not an animation`]),
  ];
  return problems.join('\n');
}
