import torch
import torch.nn.functional as F

from .schedule import ScheduleGPipe

HIDDEN = 8
_w_up = torch.randn(HIDDEN, 2 * HIDDEN) * 0.1
_w_down = torch.randn(2 * HIDDEN, HIDDEN) * 0.1

_schedule = ScheduleGPipe(num_microbatches=2)


def _stage_forward(hidden_states: torch.Tensor) -> torch.Tensor:
    return hidden_states + F.gelu(hidden_states @ _w_up) @ _w_down


@torch.compile(fullgraph=True)
def pipelined_forward(hidden_states: torch.Tensor, token_mask: torch.Tensor) -> torch.Tensor:
    return _schedule.step(_stage_forward, hidden_states, token_mask)
