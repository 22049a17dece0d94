import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import LayerSkipConfig
from .profiler import LayerTimer


class DenseLayer(nn.Module):
    def __init__(self, cfg: LayerSkipConfig):
        super().__init__()
        self.norm = nn.LayerNorm(cfg.hidden_size)
        self.up = nn.Linear(cfg.hidden_size, cfg.intermediate_size)
        self.down = nn.Linear(cfg.intermediate_size, cfg.hidden_size)
        # low-cost stand-in used when the schedule skips this layer
        self.adapter = nn.Linear(cfg.hidden_size, cfg.hidden_size, bias=False)

    def full(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.down(F.gelu(self.up(self.norm(x))))

    def skipped(self, x: torch.Tensor, scale: float) -> torch.Tensor:
        return x + scale * self.adapter(x)


class LayerSkipRunner(nn.Module):
    def __init__(self, cfg: LayerSkipConfig):
        super().__init__()
        self.cfg = cfg
        self.layers = nn.ModuleList(DenseLayer(cfg) for _ in range(cfg.num_layers))
        self.norm = nn.LayerNorm(cfg.hidden_size)
        self.skip_set = frozenset(i for i in cfg.skip_layers if 0 <= i < cfg.num_layers)
        self.timer = LayerTimer() if cfg.profile_layers else None

    def forward_decode(self, hidden: torch.Tensor) -> torch.Tensor:
        for idx, layer in enumerate(self.layers):
            if self.cfg.profile_layers:
                self.timer.start()
            if idx in self.skip_set:
                hidden = layer.skipped(hidden, self.cfg.adapter_scale)
            else:
                hidden = layer.full(hidden)
            if self.cfg.profile_layers:
                self.timer.stop(idx)
        return self.norm(hidden)


runner = LayerSkipRunner(LayerSkipConfig())
decode = torch.compile(runner.forward_decode, fullgraph=True)
