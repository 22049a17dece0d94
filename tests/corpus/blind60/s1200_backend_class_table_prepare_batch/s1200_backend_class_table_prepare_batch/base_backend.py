from dataclasses import dataclass
from typing import Optional

import torch


@dataclass
class LoRABatchInfo:
    bs: int
    seg_lens: torch.Tensor
    seg_indptr: torch.Tensor
    weight_indices: torch.Tensor
    scalings: torch.Tensor
    max_len: Optional[int] = None
    token_weight_indices: Optional[torch.Tensor] = None


class BaseLoRABackend:
    name = "base"

    def __init__(self, max_loras_per_batch: int):
        self.max_loras_per_batch = max_loras_per_batch
        self.batch_info: Optional[LoRABatchInfo] = None

    def prepare_lora_batch(self, seg_lens: torch.Tensor, weight_indices: torch.Tensor,
                           scalings: torch.Tensor, num_tokens: int) -> None:
        raise NotImplementedError

    def run_lora_a_sgemm(self, x: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def run_lora_b_sgemm(self, x: torch.Tensor, weights: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


def build_seg_indptr(seg_lens: torch.Tensor) -> torch.Tensor:
    seg_indptr = torch.zeros(seg_lens.shape[0] + 1, dtype=torch.int32, device=seg_lens.device)
    seg_indptr[1:] = torch.cumsum(seg_lens, dim=0)
    return seg_indptr
