import enum

import torch
from torch import nn

from .memory import free_memory


class ExllamaState(enum.Enum):
    UNUSED = enum.auto()
    UNINITIALIZED = enum.auto()
    READY = enum.auto()


def gptq_shuffle(qweight: torch.Tensor, g_idx: torch.Tensor, bits: int) -> torch.Tensor:
    shifts = torch.arange(0, 32, bits, dtype=torch.int32)
    w = (qweight.unsqueeze(1) >> shifts.view(1, -1, 1)) & ((1 << bits) - 1)
    w = w.reshape(-1, qweight.shape[-1])
    perm = torch.argsort(g_idx)
    return w[perm].contiguous(), perm


class GPTQLinearMethod:
    def __init__(self, bits: int = 4, group_size: int = 4, desc_act: bool = True):
        self.bits = bits
        self.group_size = group_size
        self.desc_act = desc_act

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int):
        pack = 32 // self.bits
        layer.register_buffer(
            "qweight", torch.randint(0, 2**30, (in_features // pack, out_features), dtype=torch.int32)
        )
        layer.register_buffer("g_idx", torch.arange(in_features, dtype=torch.int32) // self.group_size)
        layer.register_buffer("scales", torch.rand(in_features // self.group_size, out_features) * 0.01)
        layer.exllama_state = ExllamaState.UNINITIALIZED if self.desc_act else ExllamaState.UNUSED

    def _prepare_exllama(self, layer: nn.Module) -> None:
        w_int, perm = gptq_shuffle(layer.qweight, layer.g_idx, self.bits)
        layer.w_int = w_int
        layer.perm = perm
        del layer.qweight
        free_memory()
        layer.exllama_state = ExllamaState.READY

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        if layer.exllama_state == ExllamaState.UNINITIALIZED:
            self._prepare_exllama(layer)
        scales = layer.scales.repeat_interleave(self.group_size, dim=0)[layer.perm]
        w = (layer.w_int.to(x.dtype) - 8.0) * scales
        return x[:, layer.perm] @ w
