from typing import Callable, Dict

import torch

from .token_dispatcher import compute_expert_load

_DEFAULT_BUCKETS: Dict[int, Dict[str, int]] = {
    4: {"BLOCK_SIZE_M": 16, "BLOCK_SIZE_N": 32, "num_warps": 4},
    32: {"BLOCK_SIZE_M": 32, "BLOCK_SIZE_N": 64, "num_warps": 4},
    256: {"BLOCK_SIZE_M": 64, "BLOCK_SIZE_N": 128, "num_warps": 8},
}


def make_bucketed_config_selector(
    num_experts: int, table: Dict[int, Dict[str, int]] = None
) -> Callable[[torch.Tensor], Dict[str, int]]:
    table = dict(table or _DEFAULT_BUCKETS)
    buckets = sorted(table)

    def select(topk_ids: torch.Tensor) -> Dict[str, int]:
        load = compute_expert_load(topk_ids, num_experts)
        max_tokens_per_expert = load.max().item()
        for bucket in buckets:
            if max_tokens_per_expert <= bucket:
                return table[bucket]
        return table[buckets[-1]]

    return select
