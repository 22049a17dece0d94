import torch


def per_tensor_absmax(w: torch.Tensor) -> torch.Tensor:
    return w.detach().abs().max()


def quantize_int8(w: torch.Tensor):
    amax = per_tensor_absmax(w)
    if amax.item() == 0.0:
        # all-zero (pruned) weight: avoid dividing by zero
        return torch.zeros_like(w, dtype=torch.int8), torch.ones((), dtype=w.dtype)
    scale = amax / 127.0
    q = torch.clamp(torch.round(w / scale), -128, 127).to(torch.int8)
    return q, scale
