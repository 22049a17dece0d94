import threading
import time

import torch

_WRITE_LOCK = threading.Lock()
_WRITE_LOG: dict[str, float] = {"tokens": 0, "last_write_s": 0.0}


@torch.library.custom_op("corpus_g008::store_kvcache", mutates_args=("k_cache", "v_cache"))
def store_kvcache(
    k: torch.Tensor, v: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, slot_mapping: torch.Tensor
) -> None:
    # eager-only bookkeeping: dynamo sees an opaque op
    with _WRITE_LOCK:
        k_cache.index_copy_(0, slot_mapping, k)
        v_cache.index_copy_(0, slot_mapping, v)
        _WRITE_LOG["tokens"] += int(slot_mapping.numel())
        _WRITE_LOG["last_write_s"] = time.monotonic()


@store_kvcache.register_fake
def _(k, v, k_cache, v_cache, slot_mapping) -> None:
    return None
