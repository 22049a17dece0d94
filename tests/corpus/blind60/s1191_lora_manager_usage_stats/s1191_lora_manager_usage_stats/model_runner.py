import torch
from torch import nn

from .layers import RowParallelLinearWithLoRA
from .lora_manager import LoRAManager


class TinyDecoderLayer(nn.Module):
    def __init__(self, hidden: int, manager: LoRAManager):
        super().__init__()
        self.norm = nn.LayerNorm(hidden)
        self.o_proj = RowParallelLinearWithLoRA(nn.Linear(hidden, hidden, bias=False), manager.memory_pool)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.o_proj(self.norm(hidden_states))


class LoRAModelRunner:
    def __init__(self, hidden: int = 8, num_layers: int = 2, max_loras_per_batch: int = 4):
        self.lora_manager = LoRAManager(max_loras_per_batch, max_rank=4, hidden=hidden)
        self.layers = nn.ModuleList(TinyDecoderLayer(hidden, self.lora_manager) for _ in range(num_layers))
        self.lora_manager.load_adapter("sql-adapter", slot=0, rank=4, alpha=8.0)
        self.lora_manager.load_adapter("chat-adapter", slot=1, rank=2, alpha=4.0)

    def forward_decode(self, hidden_states: torch.Tensor, weight_indices: torch.Tensor) -> torch.Tensor:
        batch_info = self.lora_manager.prepare_lora_batch(weight_indices)
        for layer in self.layers:
            layer.o_proj.set_lora_info(batch_info)
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return hidden_states


def build_runner() -> LoRAModelRunner:
    return LoRAModelRunner()


runner = build_runner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
