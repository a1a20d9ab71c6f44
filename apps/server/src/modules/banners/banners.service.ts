import {
  BANNER,
  BANNER_CALLS,
  fillPath,
  type BannerKind,
  type BannerOrder,
  type ManagedBanner,
  type PublicBanner,
  type UpdateBannerChanges,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { FilesService } from '../storage/files.service.js';
import type { Upload } from '../storage/read-upload.js';
import type { BannerRow, BannersRepository } from './banners.repository.js';

/** The public address of a banner's picture; the version makes caches fetch a new one. */
export const bannerPictureUrl = (row: Pick<BannerRow, 'id' | 'updatedAt'>) =>
  `${fillPath(BANNER_CALLS.picture.path, { bannerId: row.id })}?v=${row.updatedAt.getTime()}`;

const toPublic = (row: BannerRow): PublicBanner => ({
  id: row.id,
  picUrl: bannerPictureUrl(row),
  redirectUrl: row.redirectUrl,
  title: row.title,
  bannerStatus: row.status,
});

const toManaged = (row: BannerRow): ManagedBanner => ({
  ...toPublic(row),
  kind: row.kind,
  sortOrder: row.sortOrder,
  updatedAt: row.updatedAt.getTime(),
});

export function createBannersService(repository: BannersRepository, files: FilesService) {
  async function storePicture(
    upload: Upload,
  ): Promise<{ pictureKey: string; pictureType: string }> {
    const pictureKey = await files.store('BANNER_PICTURE', upload);
    return { pictureKey, pictureType: upload.contentType };
  }

  async function existing(id: number): Promise<BannerRow> {
    const row = await repository.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    /** What visitors see: ON banners of a kind, in the order staff set. */
    listShown: async (kind: BannerKind) => (await repository.list(kind, true)).map(toPublic),

    listAll: async (kind: BannerKind | undefined) =>
      (await repository.list(kind, false)).map(toManaged),

    /** The picture of a banner; visitors only see those switched ON. */
    async picture(id: number, visitor: boolean) {
      const row = await repository.find(id);
      if (!row || (visitor && row.status !== BANNER.ON)) throw new AppError('NOT_FOUND');
      const file = await files.read(row.pictureKey);
      if (!file) throw new AppError('NOT_FOUND');
      return file;
    },

    /** New banners start OFF, so nothing half-made reaches the landing page. */
    async create(
      fields: { kind: BannerKind; title: string; redirectUrl: string },
      upload: Upload,
      staffId: number,
    ) {
      const picture = await storePicture(upload);
      return toManaged(await repository.insert({ ...fields, ...picture, createdBy: staffId }));
    },

    async update(id: number, changes: UpdateBannerChanges, staffId: number) {
      await existing(id);
      const row = await repository.update(
        id,
        {
          ...(changes.title !== undefined ? { title: changes.title } : {}),
          ...(changes.redirectUrl !== undefined ? { redirectUrl: changes.redirectUrl } : {}),
        },
        changes.bannerStatus !== undefined ? { to: changes.bannerStatus, staffId } : undefined,
      );
      if (!row) throw new AppError('NOT_FOUND');
      return toManaged(row);
    },

    async replacePicture(id: number, upload: Upload) {
      const before = await existing(id);
      const row = await repository.update(id, await storePicture(upload));
      await files.delete(before.pictureKey);
      if (!row) throw new AppError('NOT_FOUND');
      return toManaged(row);
    },

    async reorder(request: BannerOrder) {
      await repository.reorder(request.kind, request.ids);
      return (await repository.list(request.kind, false)).map(toManaged);
    },

    async remove(id: number) {
      const row = await repository.delete(id);
      if (!row) throw new AppError('NOT_FOUND');
      await files.delete(row.pictureKey);
    },
  };
}
export type BannersService = ReturnType<typeof createBannersService>;
