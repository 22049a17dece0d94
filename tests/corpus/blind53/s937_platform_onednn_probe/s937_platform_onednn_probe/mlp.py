import torch
import torch.nn as nn
import torch.nn.functional as F

from .platforms import current_platform


class GeluMLP(nn.Module):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 32):
        super().__init__()
        self.fc1 = nn.Linear(hidden_size, intermediate_size)
        self.fc2 = nn.Linear(intermediate_size, hidden_size)

    def _fused_fc1(self, x: torch.Tensor) -> torch.Tensor:
        return F.gelu(torch.addmm(self.fc1.bias, x, self.fc1.weight.t()), approximate="tanh")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if current_platform.is_cpu() and current_platform.supports_fused_linear_gelu:
            h = self._fused_fc1(x)
        else:
            h = F.gelu(self.fc1(x), approximate="tanh")
        return self.fc2(h)


class ViTBlock(nn.Module):
    def __init__(self, hidden_size: int = 8):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.mlp = GeluMLP(hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.mlp(self.norm(x))


vit_block = torch.compile(ViTBlock(), fullgraph=True)
