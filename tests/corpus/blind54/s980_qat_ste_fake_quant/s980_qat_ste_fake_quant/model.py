import torch
import torch.nn as nn
import torch.nn.functional as F

from .fake_quant import QATLinear


class QuantizedMLP(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.fc1 = QATLinear(hidden_size, intermediate_size)
        self.fc2 = QATLinear(intermediate_size, hidden_size)

    def prepare_for_calibration(self) -> "QuantizedMLP":
        for module in self.modules():
            if isinstance(module, QATLinear):
                module.freeze()
        return self.eval()

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        h = self.fc1(self.norm(hidden_states))
        return hidden_states + self.fc2(F.gelu(h))


mlp = QuantizedMLP().prepare_for_calibration()


@torch.compile(fullgraph=True)
def calibrate_step(hidden_states: torch.Tensor) -> torch.Tensor:
    return mlp(hidden_states)
