import collections
import functools
import itertools
import os

BatchMeta = collections.namedtuple("BatchMeta", ["real_bs", "padded_bs", "graph_key"])

# 1, 2, 4, 8, 16, 24, 32 ...
_STEPS = (1, 1, 2, 4, 8, 8, 8)
CAPTURE_SIZES = tuple(itertools.accumulate(_STEPS))
GRAPH_DIR = os.path.join(os.environ.get("SERVE_CACHE_ROOT", "/nonexistent"), "graphs")


@functools.lru_cache(maxsize=None)
def bucket_for(batch_size: int) -> int:
    for size in CAPTURE_SIZES:
        if size >= batch_size:
            return size
    return batch_size


def batch_meta(batch_size: int) -> BatchMeta:
    padded = bucket_for(batch_size)
    key = os.path.join(GRAPH_DIR, f"decode_bs{padded}")
    return BatchMeta(batch_size, padded, key)
