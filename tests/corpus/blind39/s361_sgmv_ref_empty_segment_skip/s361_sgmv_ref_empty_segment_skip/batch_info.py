from dataclasses import dataclass

import torch


@dataclass
class LoRABatchInfo:
    """Per-forward description of how requests map onto adapter slots.

    Requests are sorted by adapter so that every adapter owns one contiguous
    segment of the flattened token dimension (punica "segmented" layout).
    """

    bs: int
    seg_lens: torch.Tensor        # (bs,) int32, tokens per segment
    seg_indptr: torch.Tensor      # (bs + 1,) int32, exclusive prefix sum of seg_lens
    weight_indices: torch.Tensor  # (bs,) int64, adapter slot per segment
    max_len: int

    @classmethod
    def from_seg_lens(cls, seg_lens: torch.Tensor, weight_indices: torch.Tensor) -> "LoRABatchInfo":
        seg_indptr = torch.zeros(seg_lens.numel() + 1, dtype=torch.int32)
        seg_indptr[1:] = torch.cumsum(seg_lens, dim=0)
        return cls(
            bs=seg_lens.numel(),
            seg_lens=seg_lens.to(torch.int32),
            seg_indptr=seg_indptr,
            weight_indices=weight_indices.to(torch.int64),
            max_len=int(seg_lens.max()),
        )
