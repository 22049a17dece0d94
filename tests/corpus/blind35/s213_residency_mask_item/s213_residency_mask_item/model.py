import torch
import torch.nn as nn

from .residency import ResidencyTable


class OffloadableLinear(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(dim, dim) * 0.02)
        self.register_buffer("host_copy", self.weight.detach().clone(), persistent=False)

    def resolve_weight(self, resident: bool) -> torch.Tensor:
        return self.weight if resident else self.host_copy

    def forward(self, x: torch.Tensor, resident: bool) -> torch.Tensor:
        return x @ self.resolve_weight(resident).t()


class OffloadedMLPStack(nn.Module):
    def __init__(self, dim: int = 8, num_layers: int = 4, resident_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(OffloadableLinear(dim) for _ in range(num_layers))
        self.table = ResidencyTable(num_layers, resident_layers)

    def _run_layer(self, idx: int, h: torch.Tensor) -> torch.Tensor:
        resident = self.table.is_resident(idx)
        return torch.nn.functional.silu(self.layers[idx](h, resident)) + h

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        for idx in range(len(self.layers)):
            hidden = self._run_layer(idx, hidden)
        return hidden


model = OffloadedMLPStack()
compiled_model = torch.compile(model, fullgraph=True)
