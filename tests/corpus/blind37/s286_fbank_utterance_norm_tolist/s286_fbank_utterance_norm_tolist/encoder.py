"""Filterbank encoder: CMVN -> stacked linear blocks."""
import torch
import torch.nn as nn

from .config import EncoderConfig
from .norm import NORMALIZERS


class Block(nn.Module):
    def __init__(self, d: int):
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.fc = nn.Linear(d, d)

    def forward(self, x):
        return x + torch.relu(self.fc(self.ln(x)))


class FbankEncoder(nn.Module):
    def __init__(self, cfg: EncoderConfig):
        super().__init__()
        self.normalize = NORMALIZERS[cfg.normalizer]()
        self.inp = nn.Linear(cfg.n_mels, cfg.d_model)
        self.blocks = nn.ModuleList(Block(cfg.d_model) for _ in range(cfg.n_layers))

    def forward(self, fbank: torch.Tensor) -> torch.Tensor:
        x = self.inp(self.normalize(fbank))
        for blk in self.blocks:
            x = blk(x)
        return x


_model = FbankEncoder(EncoderConfig()).eval()


@torch.compile(fullgraph=True)
def encode(fbank: torch.Tensor) -> torch.Tensor:
    return _model(fbank)
