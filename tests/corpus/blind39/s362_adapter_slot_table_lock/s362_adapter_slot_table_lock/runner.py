import torch
from torch import nn

from .lora_manager import LoRAManager
from .registry import LoRARef


class ModelRunner:
    def __init__(self, hidden: int = 8):
        self.proj = nn.Linear(hidden, hidden, bias=False)
        self.lora_manager = LoRAManager(hidden)
        self.lora_manager.load_lora_adapter(LoRARef("a0", "sql-adapter", "/adapters/sql", rank=4, alpha=8.0))
        self.lora_manager.load_lora_adapter(LoRARef("a1", "chat-adapter", "/adapters/chat", rank=4, alpha=16.0))
        self.weight_indices = torch.tensor([0, 0, 1, 1])

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        out = self.proj(hidden_states)
        return out + self.lora_manager.apply(hidden_states, self.weight_indices)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
