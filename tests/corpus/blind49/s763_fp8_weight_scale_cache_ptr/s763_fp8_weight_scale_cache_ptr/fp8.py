import torch

from .scale_cache import FP8_DTYPE, FP8_MAX, get_weight_scale_cache


def per_token_group_quant_fp8(x: torch.Tensor, eps: float = 1e-10):
    amax = x.abs().amax(dim=-1, keepdim=True).clamp(min=eps)
    scale = amax / FP8_MAX
    x_q = (x / scale).clamp(-FP8_MAX, FP8_MAX).to(FP8_DTYPE)
    return x_q, scale


class QuantizeMethodBase:
    def create_weights(self, layer, in_features: int, out_features: int) -> None:
        raise NotImplementedError

    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


class UnquantizedLinearMethod(QuantizeMethodBase):
    def create_weights(self, layer, in_features, out_features):
        layer.weight = torch.nn.Parameter(torch.randn(out_features, in_features) * 0.02, requires_grad=False)

    def apply(self, layer, x):
        return torch.nn.functional.linear(x, layer.weight)


class Fp8OnlineLinearMethod(UnquantizedLinearMethod):
    """bf16 checkpoint, weights quantised lazily on first use."""

    def apply(self, layer, x):
        w_q, w_scale = get_weight_scale_cache().get(layer.weight)
        x_q, x_scale = per_token_group_quant_fp8(x)
        out = torch.nn.functional.linear(x_q.float(), w_q.float())
        return out * x_scale * w_scale.t()
