from typing import Optional, Tuple

import torch

FP8_DTYPE = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8_DTYPE).max
FP8_MIN = torch.finfo(FP8_DTYPE).min


def _check_static_scale(scale: torch.Tensor) -> None:
    if scale.numel() != 1:
        raise ValueError(f"static activation scale must be per-tensor, got {tuple(scale.shape)}")
    value = scale.item()
    if value <= 0.0:
        raise ValueError(f"static activation scale must be positive, got {value}")


def scaled_fp8_quant(
    x: torch.Tensor,
    scale: Optional[torch.Tensor] = None,
    use_per_token_if_dynamic: bool = False,
) -> Tuple[torch.Tensor, torch.Tensor]:
    if scale is None:
        if use_per_token_if_dynamic:
            amax = x.abs().amax(dim=-1, keepdim=True)
        else:
            amax = x.abs().amax().reshape(1)
        scale = amax.clamp(min=1e-12).float() / FP8_MAX
    else:
        _check_static_scale(scale)
    q = (x / scale).clamp(FP8_MIN, FP8_MAX).to(FP8_DTYPE)
    return q, scale


class Fp8LinearOp:

    def __init__(self, act_quant_static: bool, use_per_token_if_dynamic: bool = False):
        self.act_quant_static = act_quant_static
        self.use_per_token_if_dynamic = use_per_token_if_dynamic

    def apply(
        self,
        input: torch.Tensor,
        weight: torch.Tensor,
        weight_scale: torch.Tensor,
        input_scale: Optional[torch.Tensor] = None,
        bias: Optional[torch.Tensor] = None,
    ) -> torch.Tensor:
        input_2d = input.view(-1, input.shape[-1])
        output_shape = [*input.shape[:-1], weight.shape[0]]
        qinput, x_scale = scaled_fp8_quant(
            input_2d,
            input_scale if self.act_quant_static else None,
            use_per_token_if_dynamic=self.use_per_token_if_dynamic,
        )
        # torch._scaled_mm is CUDA only: emulate in fp32
        out = torch.mm(qinput.to(torch.float32), weight.to(torch.float32).t())
        out = out * x_scale * weight_scale.view(1, -1)
        if bias is not None:
            out = out + bias
        return out.to(input.dtype).view(*output_shape)
