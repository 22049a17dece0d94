import functools
import os
from dataclasses import dataclass
from typing import Optional

import torch

from . import envs


@dataclass
class MPLinearLayerConfig:
    full_weight_shape: tuple[int, int]
    partition_weight_shape: tuple[int, int]
    weight_bits: int
    group_size: int
    act_type: torch.dtype
    has_g_idx: bool


@functools.cache
def _load_exllama_ops():
    if envs.CORPUS_DISABLE_EXLLAMA:
        return None
    so_path = os.path.join(envs.CORPUS_KERNEL_LIB_DIR, "libexllamav2_kernels.so")
    if not os.path.exists(so_path):
        return None
    torch.ops.load_library(so_path)
    return torch.ops.corpus_s1086_exllama


class MPLinearKernel:
    def __init__(self, c: MPLinearLayerConfig, w_q_param_name: str, w_s_param_name: str) -> None:
        self.config = c
        self.w_q_name = w_q_param_name
        self.w_s_name = w_s_param_name

    @classmethod
    def can_implement(cls, c: MPLinearLayerConfig) -> tuple[bool, Optional[str]]:
        raise NotImplementedError


class ExllamaLinearKernel(MPLinearKernel):
    SUPPORTED_QUANT_BITS = (4, 8)

    @classmethod
    def can_implement(cls, c):
        if c.has_g_idx and c.partition_weight_shape[0] != c.full_weight_shape[0]:
            return False, "Act reordering currently not supported by Exllama when the input features are partitioned"
        if c.weight_bits not in cls.SUPPORTED_QUANT_BITS:
            return False, f"Quant bits ({c.weight_bits}) not supported by Exllama"
        return True, None

    def _dequantize(self, w_q: torch.Tensor, w_s: torch.Tensor) -> torch.Tensor:
        bits = self.config.weight_bits
        pack = 32 // bits
        shifts = torch.arange(pack, device=w_q.device, dtype=torch.int32) * bits
        w = ((w_q.unsqueeze(1) >> shifts.view(1, -1, 1)) & ((1 << bits) - 1)).reshape(-1, w_q.shape[-1])
        w = w.to(w_s.dtype) - (1 << (bits - 1))
        return w * w_s.repeat_interleave(self.config.group_size, dim=0)

    def apply_weights(self, layer: torch.nn.Module, x: torch.Tensor, bias: Optional[torch.Tensor] = None):
        w_q = getattr(layer, self.w_q_name)
        w_s = getattr(layer, self.w_s_name)
        ops = _load_exllama_ops()
        if ops is not None:
            out = ops.gemm_half_q_half(x, w_q, w_s, False)
        else:
            out = x @ self._dequantize(w_q, w_s)
        return out if bias is None else out + bias


_POSSIBLE_KERNELS: list[type[MPLinearKernel]] = [ExllamaLinearKernel]


def choose_mp_linear_kernel(config: MPLinearLayerConfig) -> type[MPLinearKernel]:
    failure_reasons = []
    for kernel in _POSSIBLE_KERNELS:
        ok, reason = kernel.can_implement(config)
        if ok:
            return kernel
        failure_reasons.append(f" {kernel.__name__} cannot implement due to: {reason}")
    raise ValueError("Failed to find a kernel that can implement the WNA16 linear layer. Reasons: \n" + "\n".join(failure_reasons))
