import torch
from torch import nn

from .horizons import load_horizon_config


class MultiHorizonHead(nn.Module):
    def __init__(self, d_model: int = 16):
        super().__init__()
        cfg = load_horizon_config()
        self.proj = nn.Linear(d_model, cfg.n_outputs)

    def forward(self, h: torch.Tensor) -> torch.Tensor:
        cfg = load_horizon_config()
        out = self.proj(h).view(h.shape[0], len(cfg.steps), len(cfg.quantiles))
        # enforce monotone quantiles
        base = out[..., :1]
        deltas = torch.nn.functional.softplus(out[..., 1:])
        return torch.cat([base, base + torch.cumsum(deltas, dim=-1)], dim=-1)


_HEAD = MultiHorizonHead()


@torch.compile(fullgraph=True)
def decode_horizons(h: torch.Tensor) -> torch.Tensor:
    return _HEAD(h)
