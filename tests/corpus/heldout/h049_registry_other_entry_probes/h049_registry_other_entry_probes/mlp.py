from dataclasses import dataclass

import torch
from torch import nn

from .kernels import get_kernel


@dataclass
class MLPConfig:
    hidden: int = 8
    ffn: int = 16
    act_kernel: str = "torch_silu_mul"


class MLP(nn.Module):
    def __init__(self, cfg: MLPConfig) -> None:
        super().__init__()
        self.up = nn.Linear(cfg.hidden, 2 * cfg.ffn, bias=False)
        self.down = nn.Linear(cfg.ffn, cfg.hidden, bias=False)
        self.act = get_kernel(cfg.act_kernel)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down(self.act(self.up(x)))


mlp = MLP(MLPConfig())
mlp_fn = torch.compile(mlp, fullgraph=True)
