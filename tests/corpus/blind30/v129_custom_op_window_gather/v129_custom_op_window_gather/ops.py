"""Occupancy-aware window gather for padded dynamic-resolution batches.

Eager implementation inspects the padding mask on the host; it is wrapped as
an opaque custom op so compiled models can call it.
"""
import torch


@torch.library.custom_op("corpus_v129::masked_window_mean", mutates_args=())
def masked_window_mean(windows: torch.Tensor, valid: torch.Tensor) -> torch.Tensor:
    """Per-window mean over valid tokens; fully padded windows get zeros.

    windows: (nW, T, C); valid: (nW, T) bool
    """
    out = torch.zeros(windows.shape[0], windows.shape[2], dtype=windows.dtype, device=windows.device)
    occupied = valid.any(dim=1).nonzero().flatten().tolist()
    for w in occupied:
        toks = windows[w][valid[w]]
        out[w] = toks.mean(dim=0)
    return out


@masked_window_mean.register_fake
def _(windows, valid):
    return windows.new_empty(windows.shape[0], windows.shape[2])
