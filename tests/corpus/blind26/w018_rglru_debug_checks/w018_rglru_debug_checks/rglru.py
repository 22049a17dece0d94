import torch
import torch.nn as nn
import torch.nn.functional as F

from . import debug


class RGLRU(nn.Module):
    """Real-gated linear recurrent unit (Griffin / RecurrentGemma)."""

    c = 8.0

    def __init__(self, width: int = 8, layer_idx: int = 0):
        super().__init__()
        self.layer_idx = layer_idx
        self.input_gate = nn.Linear(width, width)
        self.a_gate = nn.Linear(width, width)
        self.a_param = nn.Parameter(torch.linspace(0.5, 2.0, width))

    def step(self, x: torch.Tensor, h_prev: torch.Tensor) -> torch.Tensor:
        gate_x = torch.sigmoid(self.input_gate(x))
        gate_a = torch.sigmoid(self.a_gate(x))
        log_a = -self.c * gate_a * F.softplus(self.a_param)
        a = torch.exp(log_a)
        debug.check_gate_range(f"rglru{self.layer_idx}.a", a)
        multiplier = torch.sqrt(torch.clamp(1 - torch.exp(2 * log_a), min=1e-6))
        h = a * h_prev + multiplier * (gate_x * x)
        debug.record_state_norm(self.layer_idx, h)
        return h
