/*
 * Loaded first into every Node process of a test run (NODE_OPTIONS --import, set by
 * global-setup.ts): moves this process's Date by PSA_TEST_CLOCK_OFFSET milliseconds, so the test
 * process, the servers, web mode and the CLI it starts all read the same pinned "now" and time
 * still flows at its real pace. The offset is computed once for the whole run, so every process
 * agrees to the millisecond. Dates made by Node itself (file times) stay real instances of Date.
 */
const offset = Number(process.env.PSA_TEST_CLOCK_OFFSET ?? 0);

if (Number.isFinite(offset) && offset !== 0 && !globalThis.__psaShiftedClock) {
  const RealDate = globalThis.Date;
  const realNow = RealDate.now.bind(RealDate);
  const shiftedNow = () => realNow() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget);
    },
    apply() {
      return new RealDate(shiftedNow()).toString();
    },
    get(target, key, receiver) {
      return key === 'now' ? shiftedNow : Reflect.get(target, key, receiver);
    },
  });
  globalThis.__psaShiftedClock = { offset, realNow };
}
