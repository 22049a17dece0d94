from dataclasses import dataclass

import torch


@dataclass
class SegmentMeta:
    seg_starts: torch.Tensor
    seg_lens: torch.Tensor
    seg_adapters: torch.Tensor
    max_len: int


def _cumsum_exclusive(lens: torch.Tensor) -> torch.Tensor:
    out = torch.zeros_like(lens)
    out[1:] = torch.cumsum(lens[:-1], dim=0)
    return out


def compute_segments(token_adapter_ids: torch.Tensor) -> SegmentMeta:
    """Collapse runs of equal adapter ids into segments (punica SGMV layout).

    The scheduler sorts requests by adapter id, so consecutive tokens that
    share an adapter form one GEMM segment.
    """
    seg_adapters, seg_lens = torch.unique_consecutive(
        token_adapter_ids, return_counts=True
    )
    seg_starts = _cumsum_exclusive(seg_lens)
    return SegmentMeta(
        seg_starts=seg_starts,
        seg_lens=seg_lens,
        seg_adapters=seg_adapters,
        max_len=token_adapter_ids.shape[0],
    )
