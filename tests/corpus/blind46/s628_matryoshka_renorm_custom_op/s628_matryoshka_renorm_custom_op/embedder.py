from dataclasses import dataclass
from typing import Tuple

import torch
from torch import nn

from . import ops  # noqa: F401  (registers blind46_s628 ops)


@dataclass(frozen=True)
class MatryoshkaHeadConfig:
    hidden_size: int = 8
    output_dims: Tuple[int, ...] = (8, 4)


class CLSProjectionEmbedder(nn.Module):
    def __init__(self, cfg: MatryoshkaHeadConfig):
        super().__init__()
        self.cfg = cfg
        self.encoder = nn.Sequential(nn.Linear(cfg.hidden_size, cfg.hidden_size), nn.Tanh())
        self.projection = nn.Linear(cfg.hidden_size, max(cfg.output_dims), bias=False)

    def forward(self, inputs_embeds: torch.Tensor) -> Tuple[torch.Tensor, ...]:
        cls = self.encoder(inputs_embeds)[:, 0]
        full = self.projection(cls)
        return tuple(torch.ops.blind46_s628.matryoshka_renorm(full, d) for d in self.cfg.output_dims)


EMBEDDER = CLSProjectionEmbedder(MatryoshkaHeadConfig()).eval()


def encode_batch(inputs_embeds: torch.Tensor) -> Tuple[torch.Tensor, ...]:
    with torch.no_grad():
        return EMBEDDER(inputs_embeds)


encode = torch.compile(encode_batch, fullgraph=True)
