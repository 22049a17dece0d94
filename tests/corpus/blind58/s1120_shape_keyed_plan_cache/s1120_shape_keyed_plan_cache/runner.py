import logging
from dataclasses import dataclass

import torch
import torch.nn as nn

from .keys import ShapeKey
from .plans import plan_for

logger = logging.getLogger(__name__)


@dataclass
class RunnerConfig:
    hidden_size: int = 8
    eps: float = 1e-5
    debug_plans: bool = False


class NormRunner(nn.Module):
    op_name = "layernorm_fwd"

    def __init__(self, config: RunnerConfig):
        super().__init__()
        self.config = config
        self.weight = nn.Parameter(torch.ones(config.hidden_size))
        self.bias = nn.Parameter(torch.zeros(config.hidden_size))
        self.proj = nn.Linear(config.hidden_size, config.hidden_size)

    def _layernorm_blocked(self, x: torch.Tensor) -> torch.Tensor:
        key = ShapeKey.make(self.op_name, x, extra=(self.config.eps,))
        plan = plan_for(key, x.shape[0], x.dtype in (torch.float16, torch.bfloat16))
        if self.config.debug_plans:
            logger.debug("plan %s -> %s", key, plan)
        blocks = []
        for block in x.split(plan.block_rows, dim=0):
            acc = block.float() if plan.use_fp32_accum else block
            mean = acc.mean(-1, keepdim=True)
            var = (acc - mean).pow(2).mean(-1, keepdim=True)
            blocks.append(((acc - mean) * torch.rsqrt(var + self.config.eps)).to(x.dtype))
        return torch.cat(blocks, dim=0) * self.weight + self.bias

    def forward_extend(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.proj(self._layernorm_blocked(hidden_states))


_runner = NormRunner(RunnerConfig())
forward_extend = torch.compile(_runner.forward_extend, fullgraph=True)
