from __future__ import annotations

import contextlib

import torch

from .config import EngineConfig
from .contexts import step_contexts


class ResidualMLP(torch.nn.Module):
    def __init__(self, hidden: int, num_layers: int) -> None:
        super().__init__()
        self.layers = torch.nn.ModuleList(
            torch.nn.Sequential(torch.nn.LayerNorm(hidden), torch.nn.Linear(hidden, hidden), torch.nn.GELU())
            for _ in range(num_layers)
        )
        self.head = torch.nn.Linear(hidden, 8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = x + layer(x)
        return self.head(x)


class Engine:
    def __init__(self, cfg: EngineConfig) -> None:
        self.cfg = cfg
        self.model = ResidualMLP(cfg.hidden, cfg.num_layers).eval()

    def execute(self, x: torch.Tensor) -> torch.Tensor:
        with contextlib.ExitStack() as stack:
            for ctx in step_contexts(self.cfg):
                stack.enter_context(ctx)
            logits = self.model(x)
        return logits.float()


_engine = Engine(EngineConfig())


def run_step(x: torch.Tensor) -> torch.Tensor:
    logits = _engine.execute(x)
    return torch.log_softmax(logits, dim=-1)


step = torch.compile(run_step, fullgraph=True)
