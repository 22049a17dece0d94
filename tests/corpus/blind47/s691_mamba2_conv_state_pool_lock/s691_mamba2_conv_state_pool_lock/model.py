import torch
import torch.nn as nn

from .config import Mamba2Config
from .mixer import Mamba2Mixer
from .state_pool import MambaStatePool


class Mamba2DecoderLayer(nn.Module):
    def __init__(self, cfg: Mamba2Config, pool: MambaStatePool):
        super().__init__()
        self.norm = nn.LayerNorm(cfg.hidden_size, eps=cfg.rms_norm_eps)
        self.mixer = Mamba2Mixer(cfg, pool)

    def forward(self, hidden_states, slot_ids):
        return hidden_states + self.mixer(self.norm(hidden_states), slot_ids)


class Mamba2ForDecode(nn.Module):
    def __init__(self, cfg: Mamba2Config, num_layers: int = 2):
        super().__init__()
        self.pools = [MambaStatePool(cfg) for _ in range(num_layers)]
        self.layers = nn.ModuleList(Mamba2DecoderLayer(cfg, p) for p in self.pools)
        self.final_norm = nn.LayerNorm(cfg.hidden_size)

    def forward(self, hidden_states: torch.Tensor, slot_ids: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states, slot_ids)
        return self.final_norm(hidden_states)


compiled = torch.compile(Mamba2ForDecode(Mamba2Config()), fullgraph=True)
