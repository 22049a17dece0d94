from dataclasses import dataclass

import torch
from torch import nn

from .autotune import Autotuner, KernelConfig, next_power_of_2

_CANDIDATES = (KernelConfig(1, 32), KernelConfig(2, 32), KernelConfig(4, 16))
_TUNE_BATCH_SIZES = (1, 2, 4, 8, 16)


@dataclass
class GPTQConfig:
    weight_bits: int = 4
    group_size: int = 8
    desc_act: bool = False

    @property
    def pack_factor(self) -> int:
        return 32 // self.weight_bits


def gptq_dequant(qweight, scales, qzeros, g_idx, bits: int) -> torch.Tensor:
    pf = 32 // bits
    mask = (1 << bits) - 1
    shifts = torch.arange(0, 32, bits, dtype=torch.int32, device=qweight.device)
    w = ((qweight.unsqueeze(1) >> shifts.view(1, pf, 1)) & mask).reshape(-1, qweight.shape[-1])
    z = ((qzeros.unsqueeze(-1) >> shifts) & mask).reshape(qzeros.shape[0], -1) + 1
    return (w - z[g_idx]).to(scales.dtype) * scales[g_idx]


def split_k_matmul(x: torch.Tensor, w: torch.Tensor, cfg: KernelConfig) -> torch.Tensor:
    parts = torch.chunk(torch.arange(x.shape[-1], device=x.device), cfg.split_k)
    out = x.new_zeros(x.shape[0], w.shape[-1])
    for idx in parts:
        out = out + x[:, idx] @ w[idx]
    return out


class GPTQLinearMethod:
    autotuner = Autotuner(_CANDIDATES)

    def __init__(self, quant_config: GPTQConfig):
        self.quant_config = quant_config
        self.tuned: dict[int, KernelConfig] = {}

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int) -> None:
        qc = self.quant_config
        groups = in_features // qc.group_size
        layer.register_buffer(
            "qweight", torch.randint(-(2**31), 2**31 - 1, (in_features // qc.pack_factor, out_features), dtype=torch.int32)
        )
        layer.register_buffer(
            "qzeros", torch.randint(-(2**31), 2**31 - 1, (groups, out_features // qc.pack_factor), dtype=torch.int32)
        )
        layer.register_buffer("scales", torch.rand(groups, out_features) * 0.01)
        layer.register_buffer("g_idx", torch.arange(in_features) // qc.group_size)

    def process_weights_after_loading(self, layer: nn.Module) -> None:
        w = gptq_dequant(layer.qweight, layer.scales, layer.qzeros, layer.g_idx, self.quant_config.weight_bits)
        for m in _TUNE_BATCH_SIZES:
            x = torch.randn(m, w.shape[0])
            key = (m, w.shape[0], w.shape[1])
            self.tuned[m] = self.autotuner.tune(key, lambda cfg: split_k_matmul(x, w, cfg))

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        bucket = min(next_power_of_2(x.shape[0]), _TUNE_BATCH_SIZES[-1])
        cfg = self.tuned.get(bucket, _CANDIDATES[0])
        w = gptq_dequant(layer.qweight, layer.scales, layer.qzeros, layer.g_idx, self.quant_config.weight_bits)
        return split_k_matmul(x, w, cfg)
