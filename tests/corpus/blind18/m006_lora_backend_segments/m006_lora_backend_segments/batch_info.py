from dataclasses import dataclass
from typing import Optional

import torch


@dataclass
class LoRABatchInfo:
    bs: int
    seg_lens: torch.Tensor
    seg_indptr: torch.Tensor
    weight_indices: torch.Tensor
    max_len: Optional[int] = None


@torch.compiler.disable
def compute_batch_info(weight_indices: torch.Tensor) -> LoRABatchInfo:
    # Host-side segmentation of a sorted batch: consecutive tokens with the
    # same adapter form one segment for the grouped GEMM.
    ids = weight_indices.tolist()
    seg_lens, seg_ids = [], []
    for i in ids:
        if seg_ids and seg_ids[-1] == i:
            seg_lens[-1] += 1
        else:
            seg_ids.append(i)
            seg_lens.append(1)
    seg_lens_t = torch.tensor(seg_lens, dtype=torch.int32)
    seg_indptr = torch.zeros(len(seg_lens) + 1, dtype=torch.int32)
    seg_indptr[1:] = torch.cumsum(seg_lens_t, dim=0)
    return LoRABatchInfo(
        bs=len(seg_lens),
        seg_lens=seg_lens_t,
        seg_indptr=seg_indptr,
        weight_indices=torch.tensor(seg_ids, dtype=torch.int64),
        max_len=max(seg_lens),
    )
