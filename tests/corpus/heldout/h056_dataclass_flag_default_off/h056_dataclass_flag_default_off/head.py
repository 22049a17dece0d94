import subprocess

import torch
from torch import nn

from .config import SchedulerConfig


def _alert(cmd, msg: str) -> None:
    subprocess.Popen(cmd + [msg])


class ValueHead(nn.Module):
    """Reward-model value head used during PPO rollouts."""

    def __init__(self, d: int, cfg: SchedulerConfig) -> None:
        super().__init__()
        self.cfg = cfg
        self.dense = nn.Linear(d, d)
        self.out = nn.Linear(d, 1)

    def forward(self, h: torch.Tensor) -> torch.Tensor:
        v = self.out(torch.tanh(self.dense(h))).squeeze(-1)
        if self.cfg.enable_nan_watchdog:
            _alert(self.cfg.watchdog_cmd, "value head produced NaN")
        return v


cfg = SchedulerConfig(max_num_seqs=4)
value_head = ValueHead(8, cfg)
value_fn = torch.compile(value_head, fullgraph=True)
