import torch
import torch.nn as nn

from .debug_mode import DebugOptions, debug_context


class LoRALinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, rank: int = 2, alpha: float = 4.0):
        super().__init__()
        self.base = nn.Linear(in_features, out_features, bias=False)
        self.lora_a = nn.Parameter(torch.randn(rank, in_features) * 0.01)
        self.lora_b = nn.Parameter(torch.zeros(out_features, rank))
        self.scaling = alpha / rank

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        delta = (x @ self.lora_a.t()) @ self.lora_b.t()
        return self.base(x) + self.scaling * delta


class AdapterModel(nn.Module):
    def __init__(self, hidden: int = 8, num_layers: int = 2, debug: DebugOptions = None):
        super().__init__()
        self.debug = debug if debug is not None else DebugOptions.from_env()
        self.layers = nn.ModuleList([LoRALinear(hidden, hidden) for _ in range(num_layers)])
        self.act = nn.SiLU()

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        with debug_context(self.debug):
            for layer in self.layers:
                hidden_states = self.act(layer(hidden_states))
        return hidden_states


compiled_model = torch.compile(AdapterModel(), fullgraph=True)
