import torch
import torch.nn.functional as F


def compute_cu_seqlens(grid_thw: torch.Tensor) -> torch.Tensor:
    """Per-frame sequence boundaries for a packed batch of images/videos."""
    seqlens = torch.repeat_interleave(grid_thw[:, 1] * grid_thw[:, 2], grid_thw[:, 0])
    cu_seqlens = seqlens.cumsum(dim=0, dtype=torch.int32)
    return F.pad(cu_seqlens, (1, 0), value=0)


def block_diagonal_mask(cu_seqlens: torch.Tensor, seq_len: int) -> torch.Tensor:
    positions = torch.arange(seq_len, device=cu_seqlens.device)
    segment_ids = torch.bucketize(positions, cu_seqlens[1:], right=True)
    return segment_ids[:, None] == segment_ids[None, :]
