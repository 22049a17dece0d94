import torch
from torch import nn

from .marlin_perms import marlin_permute_scales, marlin_unpermute_scales


class MarlinLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, group_size: int = 16):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.group_size = group_size
        num_groups = in_features // group_size if group_size != -1 else 1
        self.register_buffer("weight_q", torch.randint(-8, 8, (in_features, out_features), dtype=torch.int8))
        self.register_buffer("scales", torch.rand(num_groups, out_features) * 0.02)
        self._workspace_cache = {}

    def _maybe_permute_scales(self) -> None:
        if hasattr(self, "marlin_scales"):
            return
        s = marlin_permute_scales(self.scales, self.in_features, self.out_features, self.group_size)
        self.register_buffer("marlin_scales", s, persistent=False)

    def _workspace(self, x: torch.Tensor) -> torch.Tensor:
        key = (x.dtype, x.device)
        ws = self._workspace_cache.get(key)
        if ws is None:
            ws = torch.zeros(self.out_features, dtype=x.dtype, device=x.device)
            self._workspace_cache[key] = ws
        return ws

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self._maybe_permute_scales()
        s = marlin_unpermute_scales(self.marlin_scales, self.out_features, self.group_size, self.in_features)
        s = s.repeat_interleave(self.in_features // s.shape[0], dim=0)
        w = self.weight_q.to(x.dtype) * s
        return x @ w + self._workspace(x)
