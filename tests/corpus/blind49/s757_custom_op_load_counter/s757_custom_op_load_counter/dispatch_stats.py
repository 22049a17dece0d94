import threading
from collections import defaultdict
from typing import Dict, List

import torch

_STATS_LOCK = threading.Lock()
_DISPATCH_HISTORY: Dict[int, List[List[int]]] = defaultdict(list)
_MAX_HISTORY = 128


@torch.library.custom_op("corpus_s757::accumulate_dispatch_stats", mutates_args=("num_recv_tokens_per_expert",))
def accumulate_dispatch_stats(
    num_recv_tokens_per_expert: torch.Tensor, topk_ids: torch.Tensor, layer_id: int
) -> None:
    flat = topk_ids.flatten().long()
    valid = flat[flat >= 0]
    num_recv_tokens_per_expert.index_add_(0, valid, torch.ones_like(valid, dtype=num_recv_tokens_per_expert.dtype))
    per_expert = torch.bincount(valid, minlength=num_recv_tokens_per_expert.numel()).tolist()
    with _STATS_LOCK:
        history = _DISPATCH_HISTORY[layer_id]
        history.append(per_expert)
        if len(history) > _MAX_HISTORY:
            del history[0]


@accumulate_dispatch_stats.register_fake
def _(num_recv_tokens_per_expert: torch.Tensor, topk_ids: torch.Tensor, layer_id: int) -> None:
    return None


def dispatch_history(layer_id: int) -> List[List[int]]:
    with _STATS_LOCK:
        return [list(row) for row in _DISPATCH_HISTORY[layer_id]]
