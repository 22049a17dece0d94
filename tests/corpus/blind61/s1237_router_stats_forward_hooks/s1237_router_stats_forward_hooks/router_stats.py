import collections
from typing import Deque, Dict

import torch

from .hooks import register_forward_hook

_ENTROPY_HISTORY: Dict[int, Deque[float]] = collections.defaultdict(
    lambda: collections.deque(maxlen=512)
)
_LOAD_IMBALANCE: Dict[int, Deque[float]] = collections.defaultdict(
    lambda: collections.deque(maxlen=512)
)


@register_forward_hook("moe.router")
@torch.compiler.disable
def record_router_entropy(layer_id: int, router_logits: torch.Tensor, topk_ids: torch.Tensor):
    probs = router_logits.float().softmax(dim=-1)
    entropy = -(probs * probs.clamp_min(1e-9).log()).sum(dim=-1).mean()
    _ENTROPY_HISTORY[layer_id].append(entropy.item())
    load = torch.bincount(topk_ids.flatten(), minlength=router_logits.shape[-1]).float()
    _LOAD_IMBALANCE[layer_id].append((load.max() / load.mean().clamp_min(1e-6)).item())


def router_stats_summary() -> Dict[int, Dict[str, float]]:
    out = {}
    for layer_id, hist in _ENTROPY_HISTORY.items():
        imbalance = _LOAD_IMBALANCE[layer_id]
        out[layer_id] = {
            "entropy": sum(hist) / max(len(hist), 1),
            "load_imbalance": sum(imbalance) / max(len(imbalance), 1),
        }
    return out
