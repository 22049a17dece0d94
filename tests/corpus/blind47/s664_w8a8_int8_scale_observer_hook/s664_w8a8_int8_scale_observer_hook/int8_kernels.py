from typing import Optional, Tuple

import torch


def per_token_quant_int8(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    x_f = x.float()
    absmax = x_f.abs().amax(dim=-1, keepdim=True).clamp(min=1e-10)
    scale_x = absmax / 127.0
    x_q = torch.round(x_f / scale_x).clamp(-128, 127).to(torch.int8)
    return x_q, scale_x


def int8_scaled_mm(
    mat_a: torch.Tensor,
    mat_b: torch.Tensor,
    scales_a: torch.Tensor,
    scales_b: torch.Tensor,
    out_dtype: torch.dtype,
    bias: Optional[torch.Tensor] = None,
) -> torch.Tensor:
    acc = torch.matmul(mat_a.to(torch.int32).float(), mat_b.to(torch.int32).float())
    out = acc * scales_a * scales_b.view(1, -1)
    if bias is not None:
        out = out + bias
    return out.to(out_dtype)
