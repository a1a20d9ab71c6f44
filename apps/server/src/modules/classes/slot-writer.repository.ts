import { SLOT_LIFECYCLE } from '@portal/contracts';
import type { Db } from '../../db/database.js';
import { classSlots } from '../../db/schema/index.js';
import { createLifecycleWriter } from '../../status-moves/lifecycle-writer.js';

/** The one writer of a class slot's status: by a move's name from contracts' table. */
export function createSlotWriter(db: Db) {
  return createLifecycleWriter(db, SLOT_LIFECYCLE, {
    table: classSlots,
    id: classSlots.id,
    status: classSlots.status,
  });
}
