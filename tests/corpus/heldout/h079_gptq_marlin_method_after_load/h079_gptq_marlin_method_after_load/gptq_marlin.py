import functools
import warnings

import torch
from torch import nn

GPTQ_MARLIN_TILE = 64


@functools.lru_cache(maxsize=None)
def warn_once(msg: str) -> None:
    warnings.warn(msg, stacklevel=2)


def gptq_pack_int4(w: torch.Tensor, group_size: int):
    out_f, in_f = w.shape
    groups = w.reshape(out_f, in_f // group_size, group_size)
    scales = groups.abs().amax(dim=-1, keepdim=True).clamp(min=1e-8) / 7.0
    q = torch.round(groups / scales).clamp(-8, 7).to(torch.int8)
    return q, scales


class GPTQMarlinLinearMethod:
    def __init__(self, group_size: int = 8) -> None:
        self.group_size = group_size

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        q, s = gptq_pack_int4(layer.weight.detach(), self.group_size)
        layer.qweight = nn.Parameter(q, requires_grad=False)
        layer.scales = nn.Parameter(s, requires_grad=False)

    def apply(self, layer: nn.Module, x: torch.Tensor, bias=None) -> torch.Tensor:
        if layer.input_size % GPTQ_MARLIN_TILE != 0:
            warn_once(f"input_size={layer.input_size} is not a multiple of {GPTQ_MARLIN_TILE}; using the padded marlin kernel")
        w = (layer.qweight.float() * layer.scales).reshape(layer.output_size, layer.input_size)
        out = x @ w.t()
        if bias is not None:
            out = out + bias
        return out
