"""Embedding front-end of a small encoder."""
import torch
from torch import nn

from .remap import REMAPS


class EmbeddingConfig:
    old_vocab = 32
    new_vocab = 40
    dim = 8
    remap = "spm_v1"


class Embeddings(nn.Module):
    def __init__(self, cfg=EmbeddingConfig):
        super().__init__()
        self.remapper = REMAPS[cfg.remap](cfg.old_vocab, cfg.new_vocab)
        self.tok = nn.Embedding(cfg.new_vocab, cfg.dim, padding_idx=0)
        self.pos = nn.Embedding(64, cfg.dim)
        self.norm = nn.LayerNorm(cfg.dim)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        ids = self.remapper.remap(input_ids)
        positions = torch.arange(ids.shape[-1], device=ids.device)
        return self.norm(self.tok(ids) + self.pos(positions))


compiled_model = torch.compile(Embeddings(), fullgraph=True)
