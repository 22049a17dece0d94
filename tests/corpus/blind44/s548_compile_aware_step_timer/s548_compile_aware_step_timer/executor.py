import torch
from torch import nn

from .utils.step_timer import StepTimer


class PhiMLP(nn.Module):
    def __init__(self, hidden: int = 8, inter: int = 32):
        super().__init__()
        self.fc1 = nn.Linear(hidden, inter)
        self.fc2 = nn.Linear(inter, hidden)

    def forward(self, x):
        return self.fc2(nn.functional.gelu(self.fc1(x), approximate="tanh"))


class ExtendExecutor:
    def __init__(self):
        self.model = PhiMLP().eval()
        self.ln = nn.LayerNorm(8)
        self.timer = StepTimer("extend", sync=True, slow_ms=0.0)

    @torch.compile(fullgraph=True)
    def forward_extend(self, hidden_states: torch.Tensor) -> torch.Tensor:
        self.timer.start()
        out = hidden_states + self.model(self.ln(hidden_states))
        self.timer.stop(num_tokens=hidden_states.shape[0])
        return out
