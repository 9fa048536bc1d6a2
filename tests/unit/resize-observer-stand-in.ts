// jsdom lays nothing out, so it has no ResizeObserver and no size would ever change. A stand-in
// that never reports lets components that watch a size render; what they do with real sizes is
// checked by the browser tests. Tests in the node environment have no DOM at all.
class ResizeObserverStandIn implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof window !== 'undefined' && !Reflect.has(window, 'ResizeObserver')) Reflect.set(window, 'ResizeObserver', ResizeObserverStandIn)
