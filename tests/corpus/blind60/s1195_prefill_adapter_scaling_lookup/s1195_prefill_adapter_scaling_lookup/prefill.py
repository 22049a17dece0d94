import torch
from torch import nn

from .adapter import LoRAAdapter, LoRAAdapterTable
from .lora_config import LoRAConfig


class QProjWithLoRA(nn.Module):
    def __init__(self, hidden: int, table: LoRAAdapterTable):
        super().__init__()
        self.base_layer = nn.Linear(hidden, hidden, bias=False)
        self.table = table

    def forward(self, x: torch.Tensor, weight_indices: torch.Tensor) -> torch.Tensor:
        out = self.base_layer(x)
        slot = int(weight_indices[0])
        scaling = self.table.scaling_for_slot(slot)
        delta = (x @ self.table.lora_A[slot].t()) @ self.table.lora_B[slot].t()
        return out + scaling * delta


class PrefillModel(nn.Module):
    def __init__(self, hidden: int = 8, max_loras_per_batch: int = 4, max_rank: int = 8):
        super().__init__()
        self.table = LoRAAdapterTable(max_loras_per_batch, hidden, max_rank)
        self.q_proj = QProjWithLoRA(hidden, self.table)
        self.norm = nn.RMSNorm(hidden)

    def forward(self, hidden_states: torch.Tensor, weight_indices: torch.Tensor) -> torch.Tensor:
        q = self.q_proj(self.norm(hidden_states), weight_indices)
        return torch.softmax(q @ hidden_states.t() / hidden_states.shape[-1] ** 0.5, dim=-1) @ hidden_states


model = PrefillModel()
model.table.install(1, LoRAAdapter("sql", LoRAConfig(r=4, lora_alpha=8.0), 8, 8, seed=0))
model.table.install(2, LoRAAdapter("math", LoRAConfig.from_dict({"r": 8, "lora_alpha": 16, "use_rslora": True}), 8, 8, seed=1))


def prefill_step(hidden_states: torch.Tensor, weight_indices: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return model(hidden_states, weight_indices)


step = torch.compile(prefill_step, fullgraph=True)
