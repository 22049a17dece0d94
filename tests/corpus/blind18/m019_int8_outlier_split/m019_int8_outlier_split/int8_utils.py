import torch


def per_token_quant_int8(x: torch.Tensor):
    absmax = x.abs().amax(dim=-1, keepdim=True).clamp(min=1e-7)
    scale = absmax / 127.0
    q = torch.round(x / scale).clamp(-128, 127).to(torch.int8)
    return q, scale


def per_channel_quant_int8(w: torch.Tensor):
    absmax = w.abs().amax(dim=-1, keepdim=True).clamp(min=1e-7)
    scale = absmax / 127.0
    return torch.round(w / scale).clamp(-128, 127).to(torch.int8), scale


def int8_scaled_mm(x_q: torch.Tensor, x_scale: torch.Tensor, w_q: torch.Tensor, w_scale: torch.Tensor):
    acc = x_q.to(torch.int32) @ w_q.to(torch.int32).t()
    return acc.to(torch.float32) * x_scale * w_scale.t()


def outlier_columns(x: torch.Tensor, threshold: float) -> torch.Tensor:
    return (x.abs() > threshold).any(dim=0)
