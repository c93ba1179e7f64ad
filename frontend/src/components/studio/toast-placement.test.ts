import { findToastSlot, type Rect } from './toast-placement';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const button = (left: number, top: number, width = 100, height = 40): Rect => ({ left, top, right: left + width, bottom: top + height });

describe(findToastSlot.name, () => {
  it('keeps the toast at its own edge when nothing is there', () => {
    expect(findToastSlot({ viewport: PHONE, size: { width: 390, height: 100 }, anchors: ['full'], edge: 'top', obstacles: [] })).toEqual({ anchor: 'full', top: 0 });
    expect(findToastSlot({ viewport: DESKTOP, size: { width: 420, height: 110 }, anchors: ['right', 'left'], edge: 'bottom', obstacles: [button(100, 850)] })).toEqual({ anchor: 'right', top: 790 });
  });

  it("moves a phone's toast below a header's buttons and above a dialog's action bar", () => {
    // A full-screen dialog: the × at the top, Cancel / Save at the bottom, nothing pressable between.
    const obstacles = [button(330, 8, 44, 44), button(180, 780, 90, 40), button(280, 780, 100, 40)];
    const slot = findToastSlot({ viewport: PHONE, size: { width: 390, height: 100 }, anchors: ['full'], edge: 'top', obstacles });
    expect(slot).toEqual({ anchor: 'full', top: 60 });
    const toast = { top: slot!.top, bottom: slot!.top + 100 };
    for (const rect of obstacles) expect(rect.bottom <= toast.top || rect.top >= toast.bottom).toBe(true);
  });

  it("lifts a desktop toast above a dialog's action buttons, or moves it to the other side when the right is full", () => {
    const actions = [button(1000, 800, 160, 40)];
    expect(findToastSlot({ viewport: DESKTOP, size: { width: 420, height: 110 }, anchors: ['right', 'left'], edge: 'bottom', obstacles: actions })).toEqual({ anchor: 'right', top: 682 });
    // Buttons all down the right-hand side: the left side is free.
    const column = Array.from({ length: 12 }, (_x, index) => button(1100, index * 75, 200, 60));
    expect(findToastSlot({ viewport: DESKTOP, size: { width: 420, height: 110 }, anchors: ['right', 'left'], edge: 'bottom', obstacles: column })).toEqual({ anchor: 'left', top: 790 });
  });

  it('answers null when every place would cover a button', () => {
    const everywhere = Array.from({ length: 20 }, (_x, index) => button(0, index * 45, 390, 40));
    expect(findToastSlot({ viewport: PHONE, size: { width: 390, height: 100 }, anchors: ['full'], edge: 'top', obstacles: everywhere })).toBeNull();
  });
});
