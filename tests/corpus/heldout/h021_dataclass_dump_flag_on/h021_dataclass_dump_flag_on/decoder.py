import torch
from torch import nn

from .config import DebugConfig


def _dump_stats(cfg: DebugConfig, layer_idx: int, h: torch.Tensor) -> None:
    with open(
        f"{cfg.dump_dir}/layer_{layer_idx:03d}.txt",
        "a",
    ) as f:
        f.write(f"{h.shape}\n")


class DecoderLayer(nn.Module):
    def __init__(self, idx: int, d: int, debug: DebugConfig) -> None:
        super().__init__()
        self.idx = idx
        self.debug = debug
        self.mlp = nn.Sequential(nn.Linear(d, 2 * d), nn.SiLU(), nn.Linear(2 * d, d))

    def forward(self, h: torch.Tensor) -> torch.Tensor:
        h = h + self.mlp(h)
        if self.debug.dump_hidden_states:
            _dump_stats(self.debug, self.idx, h)
        return h


class Decoder(nn.Module):
    def __init__(self, n_layers: int, d: int, debug: DebugConfig) -> None:
        super().__init__()
        self.layers = nn.ModuleList(DecoderLayer(i, d, debug) for i in range(n_layers))

    def forward(self, h: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            h = layer(h)
        return h


debug_cfg = DebugConfig(dump_hidden_states=True)
decoder = Decoder(2, 8, debug_cfg)
run_decoder = torch.compile(decoder, fullgraph=True)
