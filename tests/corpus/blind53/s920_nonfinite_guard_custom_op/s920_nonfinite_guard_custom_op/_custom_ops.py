import torch


@torch.library.custom_op("corpus_s920::sanitize_fp16_overflow", mutates_args=())
def sanitize_fp16_overflow(x: torch.Tensor, margin: float) -> torch.Tensor:
    if torch.isfinite(x).all():
        return x.clone()
    limit = torch.finfo(x.dtype).max - margin
    bad = int((~torch.isfinite(x)).sum().item())
    out = torch.nan_to_num(x, nan=0.0, posinf=limit, neginf=-limit)
    if bad > x.numel() // 2:
        out.zero_()
    return out


@sanitize_fp16_overflow.register_fake
def _(x: torch.Tensor, margin: float) -> torch.Tensor:
    return torch.empty_like(x)
