import torch
import torch.nn.functional as F

from .rules import header_scales, scheme_for


def _fake_quant(t: torch.Tensor, scale, qmax: int = 127) -> torch.Tensor:
    return (t / scale).round().clamp(-qmax, qmax) * scale


class QuantMethod:
    def apply(self, layer, x: torch.Tensor) -> torch.Tensor:
        scheme = scheme_for(layer.prefix)
        if scheme == "bf16":
            return F.linear(x, layer.weight)
        act_scale, weight_scale = header_scales()
        if scheme == "int8_channel":
            w_scale = layer.weight.abs().amax(dim=1, keepdim=True) / 127.0
        else:
            w_scale = weight_scale
        return F.linear(_fake_quant(x, act_scale), _fake_quant(layer.weight, w_scale))
