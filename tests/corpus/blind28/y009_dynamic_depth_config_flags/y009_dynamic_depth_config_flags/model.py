import torch
import torch.nn as nn

from . import config as depth_cfg
from .config import SkipMode, load_depth_config


class Layer(nn.Module):
    def __init__(self, hidden):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.mlp = nn.Sequential(nn.Linear(hidden, 2 * hidden), nn.GELU(), nn.Linear(2 * hidden, hidden))

    def forward(self, x, scale: float):
        return x + scale * self.mlp(self.norm(x))


class DynamicDepthLM(nn.Module):
    def __init__(self, hidden=8, cfg=None):
        super().__init__()
        self.cfg = cfg or load_depth_config()
        self.layers = nn.ModuleList([Layer(hidden) for _ in range(self.cfg.num_layers)])
        self.lm_head = nn.Linear(hidden, 16, bias=False)

    def _debug_dump(self, idx, x):
        print(f"[dynamic-depth] layer {idx}: |x|={x.norm().item():.4f}")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scale = self.cfg.residual_scale()
        for idx in self.cfg.active:
            x = self.layers[idx](x, scale)
            if depth_cfg.DEBUG_DEPTH:
                self._debug_dump(idx, x)
        if self.cfg.mode is SkipMode.TAIL:
            x = x * 0.5
        return self.lm_head(x)


lm = DynamicDepthLM()
forward_lm = torch.compile(lm.forward, fullgraph=True)
