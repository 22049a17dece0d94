import torch
import torch.nn as nn

from .checkpointing import apply_activation_checkpointing


class MLPBlock(nn.Module):
    def __init__(self, hidden: int, dropout: float = 0.0):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.fc1 = nn.Linear(hidden, 4 * hidden)
        self.fc2 = nn.Linear(4 * hidden, hidden)
        self.dropout = nn.Dropout(dropout)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.dropout(self.fc2(torch.nn.functional.gelu(self.fc1(self.norm(x)))))


class TinyEncoder(nn.Module):
    def __init__(self, hidden: int = 8, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList([MLPBlock(hidden) for _ in range(num_layers)])
        self.final_norm = nn.LayerNorm(hidden)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return self.final_norm(x)


model = apply_activation_checkpointing(TinyEncoder(), check_fn=lambda m: isinstance(m, MLPBlock))
model.train()
compiled_model = torch.compile(model, fullgraph=True)
