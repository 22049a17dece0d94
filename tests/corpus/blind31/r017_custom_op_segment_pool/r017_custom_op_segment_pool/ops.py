"""Segment reduction over a CSR pointer, registered as an opaque custom op.

The reference implementation walks the segments in Python; the compiled
graph only sees a single call with a fake kernel that provides the shape.
"""
import torch


@torch.library.custom_op("corpus_r017::segment_mean", mutates_args=())
def segment_mean(x: torch.Tensor, ptr: torch.Tensor) -> torch.Tensor:
    bounds = ptr.tolist()
    out = x.new_zeros(len(bounds) - 1, x.size(1))
    for g, (lo, hi) in enumerate(zip(bounds[:-1], bounds[1:])):
        if hi > lo:
            out[g] = x[lo:hi].mean(0)
    return out


@segment_mean.register_fake
def _segment_mean_fake(x: torch.Tensor, ptr: torch.Tensor) -> torch.Tensor:
    return x.new_empty(ptr.size(0) - 1, x.size(1))


@torch.library.custom_op("corpus_r017::segment_max", mutates_args=())
def segment_max(x: torch.Tensor, ptr: torch.Tensor) -> torch.Tensor:
    bounds = ptr.tolist()
    out = x.new_zeros(len(bounds) - 1, x.size(1))
    for g, (lo, hi) in enumerate(zip(bounds[:-1], bounds[1:])):
        if hi > lo:
            out[g] = x[lo:hi].max(0).values
    return out


@segment_max.register_fake
def _segment_max_fake(x: torch.Tensor, ptr: torch.Tensor) -> torch.Tensor:
    return x.new_empty(ptr.size(0) - 1, x.size(1))


REDUCERS = {
    "mean": torch.ops.corpus_r017.segment_mean,
    "max": torch.ops.corpus_r017.segment_max,
}
