from dataclasses import dataclass

import torch
from torch import nn

from .acts import act_fn


@dataclass
class BlockConfig:
    d: int = 8
    act: str = "rocm_silu"


class Block(nn.Module):
    def __init__(self, cfg: BlockConfig) -> None:
        super().__init__()
        self.proj = nn.Linear(cfg.d, cfg.d)
        self.act = act_fn(cfg.act)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.act(self.proj(x))


block = Block(BlockConfig())
compiled = torch.compile(block, fullgraph=True)
