import torch
import torch.nn.functional as F
from torch import nn

from .config import TransformerConfig
from .debug_utils import TensorDumper


class Block(nn.Module):
    def __init__(self, config: TransformerConfig, layer_id: int, dumper: TensorDumper):
        super().__init__()
        self.layer_id = layer_id
        self.dumper = dumper
        self.norm1 = nn.LayerNorm(config.hidden_size)
        self.norm2 = nn.LayerNorm(config.hidden_size)
        self.attn_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.fc1 = nn.Linear(config.hidden_size, config.intermediate_size)
        self.fc2 = nn.Linear(config.intermediate_size, config.hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm1(x)
        attn_out = self.attn_proj(torch.softmax(h @ h.T, dim=-1) @ h)
        self.dumper.maybe_dump(self.layer_id, "attn_out", attn_out)
        x = x + attn_out
        mlp_out = self.fc2(F.gelu(self.fc1(self.norm2(x))))
        self.dumper.maybe_dump(self.layer_id, "mlp_out", mlp_out)
        return x + mlp_out


class TransformerStack(nn.Module):
    def __init__(self, config: TransformerConfig):
        super().__init__()
        self.dumper = TensorDumper(config.debug)
        self.blocks = nn.ModuleList(
            Block(config, i, self.dumper) for i in range(config.num_layers)
        )
        self.final_norm = nn.LayerNorm(config.hidden_size)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            x = block(x)
        return self.final_norm(x)
