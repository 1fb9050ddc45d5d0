/** A minimal EventEmitter with the method names providers expose (addListener/on/once/off/removeListener). */
export type Listener = (data: unknown) => void;

export class Emitter {
  private readonly listeners = new Map<string, Listener[]>();

  addListener(event: string, listener: Listener): this {
    if (typeof listener !== 'function') throw new TypeError('listener must be a function');
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  prependListener(event: string, listener: Listener): this {
    if (typeof listener !== 'function') throw new TypeError('listener must be a function');
    this.listeners.set(event, [listener, ...(this.listeners.get(event) ?? [])]);
    return this;
  }

  prependOnceListener(event: string, listener: Listener): this {
    const wrapper: Listener & { original?: Listener } = (data) => {
      this.removeListener(event, wrapper);
      listener(data);
    };
    wrapper.original = listener;
    return this.prependListener(event, wrapper);
  }

  on(event: string, listener: Listener): this {
    return this.addListener(event, listener);
  }

  once(event: string, listener: Listener): this {
    const wrapper: Listener & { original?: Listener } = (data) => {
      this.removeListener(event, wrapper);
      listener(data);
    };
    wrapper.original = listener;
    return this.addListener(event, wrapper);
  }

  removeListener(event: string, listener: Listener): this {
    const list = this.listeners.get(event);
    if (!list) return this;
    const index = list.findIndex((l) => l === listener || (l as { original?: Listener }).original === listener);
    if (index >= 0) list.splice(index, 1);
    if (list.length === 0) this.listeners.delete(event);
    return this;
  }

  off(event: string, listener: Listener): this {
    return this.removeListener(event, listener);
  }

  removeAllListeners(event?: string): this {
    if (event === undefined) this.listeners.clear();
    else this.listeners.delete(event);
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0;
  }

  emit(event: string, data: unknown): boolean {
    const list = this.listeners.get(event);
    if (!list) return false;
    for (const listener of [...list]) {
      try {
        listener(data);
      } catch (error) {
        console.error(`[dev wallet] listener of "${event}" threw`, error);
      }
    }
    return true;
  }
}
