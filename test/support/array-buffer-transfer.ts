/*
 * ArrayBuffer.prototype.transferToFixedLength (ES2024, Node 21+) for Node 20: pdf.js in unpdf
 * calls it when it draws a page (images, fonts), and the project runs on Node 20. A copy stands
 * in for the move; the detaching does not matter to the tests that render pages.
 */
type Transferable = ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
const proto = ArrayBuffer.prototype as Transferable;

if (typeof proto.transferToFixedLength !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}
