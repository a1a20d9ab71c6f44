import { FIELD_MESSAGES, UPLOAD_MAX_BYTES, acceptFor, contentTypesFor } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  BANNER_PICTURE_ACCEPT,
  bannerPictureProblem,
  bannerPreviewUrl,
  movedOrder,
} from './banner-picture';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('a banner picture before upload', () => {
  it('takes jpg, jpeg and png up to 10 MB', () => {
    expect(bannerPictureProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(bannerPictureProblem(file('a.JPEG', ''))).toBeNull();
    expect(bannerPictureProblem(file('a.png', 'image/png', UPLOAD_MAX_BYTES))).toBeNull();
  });

  it("answers with the catalogue's messages otherwise", () => {
    expect(bannerPictureProblem(null)).toBe(FIELD_MESSAGES.noFile);
    expect(bannerPictureProblem(file('a.png', 'image/png', 0))).toBe(FIELD_MESSAGES.noFile);
    expect(bannerPictureProblem(file('a.png', 'image/png', UPLOAD_MAX_BYTES + 1))).toBe(
      FIELD_MESSAGES.uploadTooLarge,
    );
    expect(bannerPictureProblem(file('a.gif', 'image/gif'))).toBe(FIELD_MESSAGES.uploadImageFormat);
  });

  it('is previewed from the staff address, fresh after a change', () => {
    expect(bannerPreviewUrl({ id: 4, updatedAt: 99 })).toBe('/ops/banners/4/picture?v=99');
  });
});

describe('banner order', () => {
  it('moves one place up or down, never past an edge', () => {
    expect(movedOrder([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 1, -1)).toBeNull();
    expect(movedOrder([1, 2, 3], 3, 1)).toBeNull();
    expect(movedOrder([1, 2, 3], 7, 1)).toBeNull();
  });
});

describe('a banner picture: name or type', () => {
  it('takes a picture whose name or whose type fits', () => {
    expect(bannerPictureProblem(file('camera', 'image/png'))).toBeNull();
    expect(bannerPictureProblem(file('a.gif', 'image/jpeg'))).toBeNull();
    expect(bannerPictureProblem(file('a.png.gif', 'image/gif'))).toBe(
      FIELD_MESSAGES.uploadImageFormat,
    );
    expect(bannerPictureProblem(file('a.png', 'image/png', 1))).toBeNull();
    expect(bannerPictureProblem(undefined)).toBe(FIELD_MESSAGES.noFile);
  });

  it('offers the contract’s types and names in the picker', () => {
    expect(BANNER_PICTURE_ACCEPT).toBe(
      [...contentTypesFor('BANNER_PICTURE'), ...acceptFor('BANNER_PICTURE').split(',')].join(','),
    );
    expect(BANNER_PICTURE_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['image/png', 'image/jpeg', '.png', '.jpg', '.jpeg']),
    );
  });
});

describe('banner order: moves', () => {
  it('moves the first down and the last up', () => {
    expect(movedOrder([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(movedOrder([5], 5, 1)).toBeNull();
  });

  it('leaves the given order as it was', () => {
    const ids = [1, 2, 3];
    movedOrder(ids, 2, 1);
    expect(ids).toEqual([1, 2, 3]);
  });
});
