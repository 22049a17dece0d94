"""Summaries for many files: cache hits first, the misses in parallel worker processes
(``index_files``), a background prefetcher for modules followed while the program is built, and
``index_one`` for a single file.
"""
from __future__ import annotations

import marshal
import os
from concurrent.futures import ProcessPoolExecutor
from typing import Iterable, Optional

from compilelint.index.cache import Cache, _cache_put, _cacheable, _write_blob, read_file
from compilelint.index.summarize import summarize_source

def _summarize_batch(items: list[tuple[str, bytes, str]], cache_root: Optional[str]) -> list:
    """Worker side: summaries travel back as ``marshal`` bytes (far cheaper than pickling the
    dicts and unpickling them), and the worker writes its own cache entries."""
    import gc

    gc.disable()  # ASTs are acyclic garbage; the cyclic collector only costs time here
    out: list = []
    try:
        for path, data, key in items:
            s = summarize_source(data, path)
            try:
                blob = marshal.dumps(s)
            except ValueError:
                out.append(s)
                continue
            if cache_root is not None and _cacheable(s):
                _write_blob(os.path.join(cache_root, key[:2], key[2:] + ".m"), blob)
            out.append(blob)
        return out
    finally:
        gc.enable()


def index_files(paths: list[str], cache: Cache, jobs: int = 0) -> dict[str, dict]:
    """Summaries for many files: cache hits first, the misses in parallel processes."""
    results: dict[str, dict] = {}
    todo: list[tuple[str, bytes, str]] = []
    for path in paths:
        key, data, err = cache.file_key(path)
        if err:
            results[path] = {"error": err}
            continue
        cached = cache.get(key)
        if cached is not None:
            cache.hits += 1
            results[path] = cached
            continue
        if data is None:
            data, err = read_file(path)
            if err:
                results[path] = {"error": err}
                continue
        cache.misses += 1
        todo.append((path, data, key))
    if not todo:
        return results
    jobs = jobs or (os.cpu_count() or 1)
    if jobs <= 1 or len(todo) < 64:
        for path, data, key in todo:
            s = summarize_source(data, path)
            results[path] = s
            _cache_put(cache, key, s)
        return results
    # balanced batches by size, largest first
    todo.sort(key=lambda t: -len(t[1]))
    nb = max(jobs * 8, 1)
    batches: list[list[tuple[str, bytes, str]]] = [[] for _ in range(nb)]
    sizes = [0] * nb
    for item in todo:
        i = sizes.index(min(sizes))
        batches[i].append(item)
        sizes[i] += len(item[1])
    batches = [b for b in batches if b]
    # from here on only the batches hold the files' bytes, each until its batch is loaded
    todo = [(path, key) for path, _, key in todo]
    try:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            root = cache.root if cache.enabled else None
            futs = [(b, pool.submit(_summarize_batch, b, root)) for b in batches]
            batches = []
            for i in range(len(futs)):
                batch, fut = futs[i]
                futs[i] = None  # each batch's bytes go once they are loaded (peak memory)
                try:
                    outs = fut.result()
                except Exception:  # a worker died: this process summarizes the batch
                    outs = []
                    for p, d, key in batch:
                        s = summarize_source(d, p)
                        _cache_put(cache, key, s)
                        outs.append(s)
                for (path, _, key), s in zip(batch, outs):
                    results[path] = marshal.loads(s) if type(s) is bytes else s
    except (OSError, RuntimeError, NotImplementedError, ImportError):
        pass  # no worker processes on this system (no /dev/shm, no fork): finish serially below
    for path, key in todo:
        if path not in results:
            data, err = read_file(path)
            s = {"error": err} if err else summarize_source(data, path)
            results[path] = s
            if not err:
                _cache_put(cache, key, s)
    return results


class Prefetcher:
    """One worker process that summarizes files the caller expects to need soon.

    ``want`` queues files (those already cached are skipped); ``take`` returns a queued file's
    summary, waiting only when the worker has already started on it: a file still waiting in the
    queue is withdrawn and left to the caller. Summaries are the same whoever computes them, so
    a prefetch changes how long a scan takes, never what it finds.
    """

    MAX_QUEUED = 64

    def __init__(self, cache: Cache):
        self.cache = cache
        self._pool: Optional[ProcessPoolExecutor] = None
        self._futs: dict = {}
        self._broken = False

    def want(self, paths: Iterable[str]) -> None:
        if self._broken:
            return
        pending = sum(1 for _, f in self._futs.values() if not f.done())
        for path in paths:
            if path in self._futs:
                continue
            if pending >= self.MAX_QUEUED:
                return
            key, data, err = self.cache.file_key(path)
            if err or (self.cache.enabled and os.path.exists(self.cache._path(key))):
                continue
            if data is None:
                data, err = read_file(path)
                if err:
                    continue
            try:
                if self._pool is None:
                    self._pool = ProcessPoolExecutor(max_workers=1)
                self._futs[path] = (key, self._pool.submit(
                    _summarize_batch, [(path, data, key)], self.cache.root if self.cache.enabled else None))
                pending += 1
            except (OSError, RuntimeError, NotImplementedError, ImportError):
                self._broken = True
                return

    def take(self, path: str) -> Optional[dict]:
        got = self._futs.pop(path, None)
        if got is None:
            return None
        key, fut = got
        if fut.cancel():
            return None
        try:
            out = fut.result()[0]
        except Exception:  # a worker died: the caller summarizes the file itself
            return None
        self.cache.misses += 1
        if type(out) is bytes:
            out = marshal.loads(out)
        elif self.cache.enabled:
            _cache_put(self.cache, key, out)
        return out

    def close(self) -> None:
        # wait for the worker's current file (queued ones are cancelled): a pool left running
        # races CPython 3.11's exit hook, which can write to the wakeup pipe its manager thread
        # has just closed ("Exception ignored ... OSError: [Errno 9] Bad file descriptor")
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        self._futs.clear()


def index_one(path: str, cache: Cache) -> dict:
    return index_files([path], cache, jobs=1)[path]
