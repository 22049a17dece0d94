import torch
from torch import nn

from . import lora_layers  # noqa: F401  (registers LoRA wrappers)
from .lora_utils import replace_submodules


class GatedMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.up_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(nn.functional.silu(self.gate_proj(x)) * self.up_proj(x))


class TinyLoRAModel(nn.Module):
    def __init__(self, hidden_size: int = 16, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList(GatedMLP(hidden_size, 2 * hidden_size) for _ in range(num_layers))
        self.norm = nn.LayerNorm(hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
        return self.norm(hidden_states)


def create_lora_model(max_loras: int = 2, max_rank: int = 4) -> TinyLoRAModel:
    model = TinyLoRAModel()
    replace_submodules(model, max_loras, max_rank)
    return model.eval()


_model = create_lora_model()


@torch.compile(fullgraph=True, dynamic=False)
def run_model(hidden_states: torch.Tensor) -> torch.Tensor:
    return _model(hidden_states)
