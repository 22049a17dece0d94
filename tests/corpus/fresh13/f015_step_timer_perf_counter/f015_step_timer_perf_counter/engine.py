import torch

from .timing import STEP_TIMER


def _mlp(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    return torch.nn.functional.gelu(x @ w)


def run_step(hidden: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    STEP_TIMER.start()
    out = _mlp(hidden, w)
    return out + hidden


run_step = torch.compile(run_step, fullgraph=True)
