from dataclasses import dataclass
from typing import Optional

import torch

from .collective_ops import get_all_gather_into_tensor_fn


@dataclass
class DpAttentionConfig:
    dp_size: int = 2
    attn_tp_size: int = 1
    max_tokens_per_rank: int = 4
    prefer_kernel_collectives: bool = True


class DpGatherer:
    def __init__(self, config: DpAttentionConfig, group_name: str = "dp_attn"):
        self.config = config
        self.group_name = group_name
        self._gather_into_tensor = get_all_gather_into_tensor_fn(config.prefer_kernel_collectives)
        self._global_buffer: Optional[torch.Tensor] = None

    def _get_buffer(self, local: torch.Tensor) -> torch.Tensor:
        rows = self.config.dp_size * self.config.max_tokens_per_rank
        if self._global_buffer is None or self._global_buffer.shape[1] != local.shape[1]:
            return local.new_zeros(rows, local.shape[1])
        return self._global_buffer

    def gather(self, local_hidden: torch.Tensor) -> torch.Tensor:
        max_tokens = self.config.max_tokens_per_rank
        padded = local_hidden.new_zeros(max_tokens, local_hidden.shape[1])
        padded[: local_hidden.shape[0]] = local_hidden
        global_hidden = self._get_buffer(local_hidden)
        self._gather_into_tensor(global_hidden, padded, self.group_name)
        return global_hidden

    def scatter(self, global_hidden: torch.Tensor, num_local_tokens: int, dp_rank: int = 0):
        start = dp_rank * self.config.max_tokens_per_rank
        return global_hidden[start:start + num_local_tokens]
