from dataclasses import dataclass
from typing import Callable, Dict, Optional

import torch

from .marlin_utils import (marlin_gemm_reference, marlin_make_workspace,
                           query_marlin_supported_quant_types)


@dataclass
class MPLinearLayerConfig:
    full_weight_shape: tuple
    partition_weight_shape: tuple
    weight_type: str
    act_type: torch.dtype
    group_size: int
    zero_points: bool
    has_g_idx: bool


class MPLinearKernel:

    def __init__(self, c: MPLinearLayerConfig, w_q_param_name: str = "qweight",
                 w_s_param_name: str = "scales"):
        self.config = c
        self.w_q_name = w_q_param_name
        self.w_s_name = w_s_param_name

    def _get_weight_params(self, layer: torch.nn.Module):
        return getattr(layer, self.w_q_name), getattr(layer, self.w_s_name)

    def apply_weights(self, layer, x, bias=None):
        raise NotImplementedError


class MarlinLinearKernel(MPLinearKernel):

    def _workspace(self, layer: torch.nn.Module) -> torch.Tensor:
        if getattr(layer, "workspace", None) is None:
            layer.workspace = marlin_make_workspace(self.config.partition_weight_shape[1], layer.qweight.device)
        return layer.workspace

    def apply_weights(self, layer, x, bias=None):
        c = self.config
        w_q, w_s = self._get_weight_params(layer)
        workspace = self._workspace(layer)
        reshaped_x = x.reshape(-1, x.shape[-1])
        out = marlin_gemm_reference(reshaped_x, w_q, w_s, c.group_size, 4, workspace)
        if bias is not None:
            out.add_(bias)
        return out.reshape(x.shape[:-1] + (c.partition_weight_shape[1],))


_KERNELS: Dict[str, Callable[[MPLinearLayerConfig], MPLinearKernel]] = {
    "marlin": MarlinLinearKernel,
}


def choose_mp_linear_kernel(c: MPLinearLayerConfig, name: Optional[str] = None) -> MPLinearKernel:
    if c.weight_type not in query_marlin_supported_quant_types(c.zero_points):
        raise ValueError(f"weight type {c.weight_type} not supported")
    return _KERNELS[name or "marlin"](c)
