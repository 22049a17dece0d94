import torch
from torch import nn

from . import envs
from .marlin_fp8 import apply_fp8_marlin_linear, prepare_fp8_layer_for_marlin

FP8 = torch.float8_e4m3fn
FP8_MAX = torch.finfo(FP8).max


def per_token_group_quant_fp8(x: torch.Tensor, per_token: bool):
    if per_token:
        amax = x.abs().amax(dim=-1, keepdim=True)
    else:
        amax = x.abs().amax().view(1, 1)
    scale = amax.clamp(min=1e-10).to(torch.float32) / FP8_MAX
    return (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8), scale


class Fp8Linear(nn.Module):

    def __init__(self, in_features: int, out_features: int, bias: bool = True):
        super().__init__()
        g = torch.Generator().manual_seed(in_features ^ out_features)
        w = torch.randn(out_features, in_features, generator=g) * 0.1
        w_scale = w.abs().amax(dim=1, keepdim=True) / FP8_MAX
        self.weight = nn.Parameter((w / w_scale).to(FP8), requires_grad=False)
        self.weight_scale = nn.Parameter(w_scale.squeeze(1), requires_grad=False)
        self.bias = nn.Parameter(torch.zeros(out_features), requires_grad=False) if bias else None
        self.use_marlin = envs.SGLANG_FP8_FORCE_MARLIN
        if self.use_marlin:
            prepare_fp8_layer_for_marlin(self)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.use_marlin:
            return apply_fp8_marlin_linear(x, self.weight, self.weight_scale,
                                           self.marlin_workspace, self.bias)
        qx, x_scale = per_token_group_quant_fp8(x, envs.SGLANG_FP8_PER_TOKEN_ACT)
        out = torch.mm(qx.to(torch.float32), self.weight.to(torch.float32).t())
        out = out * x_scale * self.weight_scale.unsqueeze(0)
        if self.bias is not None:
            out = out + self.bias
        return out.to(x.dtype)
