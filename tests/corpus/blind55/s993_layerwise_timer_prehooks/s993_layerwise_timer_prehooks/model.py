import torch
import torch.nn as nn
import torch.nn.functional as F


class GeluMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.fc1 = nn.Linear(hidden_size, intermediate_size)
        self.fc2 = nn.Linear(intermediate_size, hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(F.gelu(self.fc1(x), approximate="tanh"))


class Block(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.ln = nn.LayerNorm(hidden_size)
        self.mlp = GeluMLP(hidden_size, intermediate_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.mlp(self.ln(x))


class TinyDecoder(nn.Module):
    def __init__(self, vocab_size: int = 32, hidden_size: int = 8, num_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList([Block(hidden_size, 4 * hidden_size) for _ in range(num_layers)])
        self.final_ln = nn.LayerNorm(hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.lm_head(self.final_ln(hidden_states))
