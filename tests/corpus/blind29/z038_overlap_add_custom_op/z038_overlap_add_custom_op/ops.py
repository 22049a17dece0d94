"""Overlap-add as an opaque op: the reference implementation loops on host."""
import torch


@torch.library.custom_op("corpus_z038::overlap_add", mutates_args=())
def overlap_add(frames: torch.Tensor, hop: int) -> torch.Tensor:
    b, n, frame_len = frames.shape
    out = frames.new_zeros(b, (n - 1) * hop + frame_len)
    starts = torch.arange(n).mul(hop).tolist()
    for i, s in enumerate(starts):
        out[:, s : s + frame_len] += frames[:, i]
    return out


@overlap_add.register_fake
def _(frames: torch.Tensor, hop: int) -> torch.Tensor:
    b, n, frame_len = frames.shape
    return frames.new_empty(b, (n - 1) * hop + frame_len)
