import logging

import torch

from .utils import get_bool_env_var, get_int_env_var, get_moe_expert_parallel_rank

logger = logging.getLogger(__name__)


class ExpertLoadMonitor:
    def __init__(self, num_layers: int, num_experts: int):
        self.num_experts = num_experts
        self.counts = torch.zeros(num_layers, num_experts, dtype=torch.float32)
        self.log_interval = get_int_env_var("SGLANG_EXPERT_LOAD_LOG_INTERVAL", 100)

    def observe(self, layer_id: int, topk_ids: torch.Tensor) -> None:
        flat = topk_ids.flatten().long()
        self.counts[layer_id].index_add_(0, flat, torch.ones_like(flat, dtype=self.counts.dtype))
        if get_bool_env_var("SGLANG_LOG_EXPERT_LOAD") and get_moe_expert_parallel_rank() == 0:
            load = self.counts[layer_id]
            balancedness = (load.mean() / load.max().clamp(min=1.0)).item()
            logger.info("layer=%d expert balancedness=%.3f", layer_id, balancedness)
            print(f"[rank0] layer {layer_id} counts={load.tolist()}")

    def balancedness(self) -> torch.Tensor:
        return self.counts.mean(dim=-1) / self.counts.amax(dim=-1).clamp(min=1.0)
