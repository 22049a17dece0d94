from dataclasses import dataclass
from typing import Optional

import torch

from . import sgmv_ops  # noqa: F401  (registers torch.ops.corpus_s1197.*)


@dataclass
class LoRABatchInfo:
    bs: int
    seg_indptr: torch.Tensor
    weight_indices: torch.Tensor
    scalings: torch.Tensor
    max_len: Optional[int] = None


class ChunkedSgmvLoRABackend:
    name = "csgmv"

    def __init__(self, max_loras_per_batch: int):
        self.max_loras_per_batch = max_loras_per_batch
        self.batch_info: Optional[LoRABatchInfo] = None

    def set_batch_info(self, batch_info: LoRABatchInfo) -> None:
        self.batch_info = batch_info

    def run_lora_a_sgemm(self, x: torch.Tensor, lora_a: torch.Tensor, scaling: float = 1.0) -> torch.Tensor:
        info = self.batch_info
        return torch.ops.corpus_s1197.sgmv_shrink(x, lora_a, info.seg_indptr, info.weight_indices, scaling)

    def run_lora_b_sgemm(self, output: torch.Tensor, x: torch.Tensor, lora_b: torch.Tensor,
                         slice_offset: int = 0) -> torch.Tensor:
        info = self.batch_info
        torch.ops.corpus_s1197.sgmv_expand(output, x, lora_b, info.seg_indptr, info.weight_indices, slice_offset)
        return output
