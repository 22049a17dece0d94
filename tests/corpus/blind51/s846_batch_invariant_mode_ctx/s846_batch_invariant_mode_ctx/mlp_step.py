import torch
import torch.nn.functional as F

from .batch_invariant import set_batch_invariant_mode
from .runtime_config import RUNTIME_CONFIG


def _swiglu(gate_up: torch.Tensor) -> torch.Tensor:
    gate, up = gate_up.chunk(2, dim=-1)
    return F.silu(gate) * up


@torch.compile(fullgraph=True, dynamic=False)
def mlp_forward(x: torch.Tensor, w_gate_up: torch.Tensor, w_down: torch.Tensor) -> torch.Tensor:
    with set_batch_invariant_mode(RUNTIME_CONFIG.batch_invariant):
        gate_up = torch.mm(x, w_gate_up.t())
        h = _swiglu(gate_up)
        return torch.mm(h, w_down.t())
