import logging
import threading
import time

import torch

logger = logging.getLogger(__name__)

_USAGE_LOCK = threading.Lock()
_LAST_FLUSH = {"t": time.monotonic(), "steps": 0}
_FLUSH_INTERVAL_S = 30.0


@torch.library.custom_op("corpus_s1235::accumulate_expert_usage", mutates_args=("counts",))
def accumulate_expert_usage(topk_ids: torch.Tensor, counts: torch.Tensor, layer_id: int) -> None:
    flat = topk_ids.reshape(-1).to(torch.int64)
    with _USAGE_LOCK:
        counts[layer_id].index_add_(0, flat, torch.ones_like(flat, dtype=counts.dtype))
        _LAST_FLUSH["steps"] += 1
        now = time.monotonic()
        if now - _LAST_FLUSH["t"] > _FLUSH_INTERVAL_S:
            logger.debug(
                "expert usage layer=%d after %d steps: %s",
                layer_id,
                _LAST_FLUSH["steps"],
                counts[layer_id].tolist(),
            )
            _LAST_FLUSH["t"] = now


@accumulate_expert_usage.register_fake
def _(topk_ids: torch.Tensor, counts: torch.Tensor, layer_id: int) -> None:
    return None


class ExpertUsageRecorder(torch.nn.Module):
    def __init__(self, num_layers: int, num_experts: int, enabled: bool = True):
        super().__init__()
        self.enabled = enabled
        self.register_buffer(
            "counts", torch.zeros(num_layers, num_experts, dtype=torch.int64), persistent=False
        )

    def record(self, layer_id: int, topk_ids: torch.Tensor) -> None:
        if self.enabled:
            accumulate_expert_usage(topk_ids, self.counts, layer_id)

    def snapshot(self) -> torch.Tensor:
        with _USAGE_LOCK:
            return self.counts.clone()

    def reset(self) -> None:
        with _USAGE_LOCK:
            self.counts.zero_()
