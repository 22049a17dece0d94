import torch
import torch.nn as nn

from .quant import QuantMethod


class QLinear(nn.Module):
    def __init__(self, in_f: int, out_f: int, prefix: str):
        super().__init__()
        self.prefix = prefix
        self.weight = nn.Parameter(torch.randn(out_f, in_f) * 0.1)
        self.quant_method = QuantMethod()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class MLP(nn.Module):
    def __init__(self, hidden: int, prefix: str):
        super().__init__()
        self.up_proj = QLinear(hidden, 2 * hidden, f"{prefix}/up_proj")
        self.down_proj = QLinear(2 * hidden, hidden, f"{prefix}/down_proj")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(torch.relu(self.up_proj(x)))


class TinyStack(nn.Module):
    def __init__(self, hidden: int = 8, num_layers: int = 3):
        super().__init__()
        self.layers = nn.ModuleList(MLP(hidden, f"layers/{i}/mlp") for i in range(num_layers))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = x + layer(x)
        return x


compiled_stack = torch.compile(TinyStack(), fullgraph=True)
