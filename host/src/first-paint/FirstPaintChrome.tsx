/**
 * What the host's first-paint render (shared/build/first-paint.cjs, at host build) draws: the full
 * chrome around a page marker, and the header on its own (rendered signed out and signed in).
 * The gateway puts a released remote's prerendered page at the page marker.
 */
import { Header } from '../chrome/Header';
import { ChromeFrame, FULL_CHROME } from '../app/RoutePage';

export function FirstPaintFrame() {
  return (
    <ChromeFrame chrome={FULL_CHROME} header={<template data-fp-header="" />}>
      <template data-fp-page="" />
    </ChromeFrame>
  );
}

export function FirstPaintHeader() {
  return <Header />;
}
