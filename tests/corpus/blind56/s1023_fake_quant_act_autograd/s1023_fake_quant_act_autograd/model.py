from dataclasses import dataclass

import torch
import torch.nn as nn

from .activation import get_act_fn


@dataclass(frozen=True)
class BlockConfig:
    hidden_size: int = 8
    ffn_size: int = 32
    hidden_act: str = "gelu"
    simulate_fp8_activations: bool = False

    @property
    def activation_name(self) -> str:
        if self.simulate_fp8_activations:
            return f"{self.hidden_act}_fp8"
        return self.hidden_act


class FeedForward(nn.Module):
    def __init__(self, config: BlockConfig):
        super().__init__()
        self.fc1 = nn.Linear(config.hidden_size, config.ffn_size)
        self.act = get_act_fn(config.activation_name)
        self.fc2 = nn.Linear(config.ffn_size, config.hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self.act(self.fc1(x)))


class TinyBlock(nn.Module):
    def __init__(self, config: BlockConfig):
        super().__init__()
        self.norm = nn.LayerNorm(config.hidden_size)
        self.ffn = FeedForward(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.ffn(self.norm(hidden_states))


block = TinyBlock(BlockConfig(hidden_act="silu", simulate_fp8_activations=True)).eval()
compiled_block = torch.compile(block, fullgraph=True)
