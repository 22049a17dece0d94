import torch
from torch import nn

from .lora_manager import LoRABatchInfo, LoRAManager


class VProjWithLoRA(nn.Module):
    def __init__(self, hidden: int, manager: LoRAManager):
        super().__init__()
        self.base_layer = nn.Linear(hidden, hidden, bias=False)
        self.manager = manager

    def forward(self, x: torch.Tensor, info: LoRABatchInfo) -> torch.Tensor:
        a = self.manager.A_buffer[info.weight_indices]
        b = self.manager.B_buffer[info.weight_indices]
        rank_mask = torch.arange(self.manager.max_rank) < info.lora_ranks[:, None]
        shrink = torch.einsum("th,trh->tr", x, a) * rank_mask
        delta = torch.einsum("tr,tor->to", shrink, b) * info.scalings[:, None]
        return self.base_layer(x) + delta


class ModelRunner:
    def __init__(self, hidden: int = 8):
        self.lora_manager = LoRAManager(["sql-coder", "support-bot", "summarizer"], hidden)
        self.v_proj = VProjWithLoRA(hidden, self.lora_manager)

    def forward(self, hidden_states: torch.Tensor, weight_indices: torch.Tensor) -> torch.Tensor:
        info = self.lora_manager.prepare_lora_batch(weight_indices)
        return torch.tanh(self.v_proj(hidden_states, info))


model_runner = ModelRunner()
forward = torch.compile(model_runner.forward, fullgraph=True)
