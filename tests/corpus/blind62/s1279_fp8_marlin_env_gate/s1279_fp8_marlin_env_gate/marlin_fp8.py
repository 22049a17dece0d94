import logging

import torch

logger = logging.getLogger(__name__)

_warned = False


def _warn_weight_only():
    global _warned
    if not _warned:
        logger.warning("FP8 Marlin is weight-only: activations stay in %s", torch.get_default_dtype())
        _warned = True


def prepare_fp8_layer_for_marlin(layer: torch.nn.Module) -> None:
    _warn_weight_only()
    layer.marlin_workspace = torch.zeros(layer.weight.shape[0] // 64 * 16 or 1, dtype=torch.int)
    layer.marlin_scales = layer.weight_scale.detach().clone().reshape(1, -1)


@torch.compiler.disable
def apply_fp8_marlin_linear(x: torch.Tensor, weight: torch.Tensor, weight_scale: torch.Tensor,
                            workspace: torch.Tensor, bias=None) -> torch.Tensor:
    _warn_weight_only()
    w = weight.to(x.dtype) * weight_scale.reshape(-1, 1).to(x.dtype)
    out = x @ w.t()
    return out if bias is None else out + bias
