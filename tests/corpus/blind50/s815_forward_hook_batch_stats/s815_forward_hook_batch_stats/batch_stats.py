import time
from collections import defaultdict

import torch

from .hooks import register_forward_hook

_BATCH_STATS = defaultdict(float)


@register_forward_hook("batch_stats")
@torch.compiler.disable
def record_batch_stats(forward_batch, logits: torch.Tensor) -> None:
    _BATCH_STATS["num_forward_calls"] += 1
    _BATCH_STATS["num_tokens"] += int(forward_batch.seq_lens.sum())
    _BATCH_STATS["last_forward_ts"] = time.time()


@register_forward_hook("logits_norm", enabled=False)
def record_logits_norm(forward_batch, logits: torch.Tensor) -> None:
    _BATCH_STATS["logits_norm"] = float(logits.norm())


def get_batch_stats() -> dict:
    return dict(_BATCH_STATS)
