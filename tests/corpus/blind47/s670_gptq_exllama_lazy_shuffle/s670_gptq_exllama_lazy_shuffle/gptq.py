import enum
from typing import Optional

import torch
from torch import nn

from .parameter_utils import replace_parameter


class ExllamaState(enum.Enum):
    UNUSED = enum.auto()
    UNINITIALIZED = enum.auto()
    READY = enum.auto()


class GPTQConfig:
    def __init__(self, weight_bits: int = 4, group_size: int = 4, desc_act: bool = True) -> None:
        self.weight_bits = weight_bits
        self.group_size = group_size
        self.desc_act = desc_act
        self.pack_factor = 32 // weight_bits


def unpack_gptq_rows(qweight: torch.Tensor, bits: int) -> torch.Tensor:
    """[K // pack, N] int32 -> [K, N] int32 (GPTQ packs along the input dim)."""
    pack = 32 // bits
    shifts = torch.arange(0, 32, bits, dtype=torch.int32, device=qweight.device).view(1, pack, 1)
    q = (qweight.unsqueeze(1) >> shifts) & ((1 << bits) - 1)
    return q.reshape(-1, qweight.shape[-1])


def gptq_gemm_ref(
    x: torch.Tensor,
    qweight: torch.Tensor,
    scales: torch.Tensor,
    g_idx: torch.Tensor,
    bits: int,
    use_exllama: bool,
) -> torch.Tensor:
    w = unpack_gptq_rows(qweight, bits).to(x.dtype)
    zero = float(1 << (bits - 1))
    group_size = w.shape[0] // scales.shape[0]
    w = (w - zero) * scales.repeat_interleave(group_size, dim=0)
    if use_exllama and g_idx.numel() > 0:
        # after the exllama shuffle g_idx holds the act-order row permutation
        perm = g_idx.long()
        return x[:, perm] @ w[perm]
    return x @ w


class GPTQLinearMethod:
    def __init__(self, quant_config: GPTQConfig) -> None:
        self.quant_config = quant_config

    def create_weights(self, layer: nn.Module, input_size: int, output_size: int) -> None:
        cfg = self.quant_config
        g = torch.Generator().manual_seed(5)
        layer.qweight = nn.Parameter(
            torch.randint(0, 2**31 - 1, (input_size // cfg.pack_factor, output_size), generator=g, dtype=torch.int32),
            requires_grad=False,
        )
        num_groups = input_size // cfg.group_size
        layer.g_idx = nn.Parameter(
            torch.arange(input_size, dtype=torch.int32).flip(0) // cfg.group_size, requires_grad=False
        )
        layer.scales = nn.Parameter(torch.rand(num_groups, output_size, generator=g) * 0.01, requires_grad=False)
        layer.exllama_state = ExllamaState.UNINITIALIZED

    def _lazy_exllama_init(self, layer: nn.Module) -> None:
        if self.quant_config.desc_act:
            replace_parameter(layer, "g_idx", torch.argsort(layer.g_idx).to(torch.int32))
        else:
            replace_parameter(layer, "g_idx", torch.empty((0,), dtype=torch.int32, device=layer.g_idx.device))
        layer.exllama_state = ExllamaState.READY

    def apply(self, layer: nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
        out_shape = x.shape[:-1] + (layer.qweight.shape[-1],)
        reshaped_x = x.reshape(-1, x.shape[-1])
        if layer.exllama_state == ExllamaState.UNINITIALIZED:
            self._lazy_exllama_init(layer)
        output = gptq_gemm_ref(
            reshaped_x,
            layer.qweight,
            layer.scales,
            layer.g_idx,
            self.quant_config.weight_bits,
            layer.exllama_state == ExllamaState.READY,
        )
        if bias is not None:
            output.add_(bias)
        return output.reshape(out_shape)
