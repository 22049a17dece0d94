import torch


def _sum_squares_fixed_split(x: torch.Tensor, block: int) -> torch.Tensor:
    """Sum of squares over the last dim, always reduced in `block`-sized chunks."""
    hidden = x.shape[-1]
    acc = torch.zeros(x.shape[:-1] + (1,), dtype=torch.float32, device=x.device)
    for start in range(0, hidden, block):
        chunk = x[..., start:start + block]
        acc = acc + (chunk * chunk).sum(dim=-1, keepdim=True)
    return acc


def rms_norm_batch_invariant(
    x: torch.Tensor, weight: torch.Tensor, eps: float, block: int
) -> torch.Tensor:
    orig_dtype = x.dtype
    x32 = x.float()
    hidden = x.shape[-1]
    variance = _sum_squares_fixed_split(x32, block) / hidden
    if not torch.isfinite(variance).all():
        scale = x32.abs().amax(dim=-1, keepdim=True).clamp_min(1.0)
        variance = _sum_squares_fixed_split(x32 / scale, block) / hidden * scale * scale
    out = x32 * torch.rsqrt(variance + eps)
    return (out * weight.float()).to(orig_dtype)


def fused_add_rms_norm_batch_invariant(
    x: torch.Tensor, residual: torch.Tensor, weight: torch.Tensor, eps: float, block: int
):
    residual = (x.float() + residual.float()).to(x.dtype)
    return rms_norm_batch_invariant(residual, weight, eps, block), residual
