"""LayerNorm with fused residual add; upcasts when the residual stream gets large."""
import torch
import torch.nn.functional as F

from .config import NormConfig


class FusedAddLayerNorm:
    def __init__(self, cfg: NormConfig):
        self.cfg = cfg
        self.weight = torch.ones(cfg.hidden_size)
        self.bias = torch.zeros(cfg.hidden_size)

    def _norm(self, x: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
        y = F.layer_norm(x.to(dtype), (self.cfg.hidden_size,), self.weight.to(dtype), self.bias.to(dtype), self.cfg.eps)
        return y.to(x.dtype)

    def __call__(self, x: torch.Tensor, residual: torch.Tensor):
        residual = residual + x
        dtype = torch.float64 if self.cfg.needs_upcast(residual) else self.cfg.compute_dtype
        return self._norm(residual, dtype), residual
