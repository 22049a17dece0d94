import torch
from torch import nn

from .manager import LoRAAdapterPool


class GatedMLPWithLoRA(nn.Module):
    def __init__(self, hidden: int = 8, intermediate: int = 16):
        super().__init__()
        self.up_proj = nn.Linear(hidden, intermediate, bias=False)
        self.down_proj = nn.Linear(intermediate, hidden, bias=False)
        self.up_lora = LoRAAdapterPool(hidden, intermediate)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        pool = self.up_lora
        slots = torch.arange(x.shape[0]) % pool.a_slots.shape[0]
        h = torch.einsum("ti,tri->tr", x, pool.a_slots[slots])
        delta = torch.einsum("tr,tor->to", h, pool.b_slots[slots]) * pool.slot_scalings[slots, None]
        up = self.up_proj(x) + delta
        return self.down_proj(torch.nn.functional.gelu(up))


compiled_mlp = torch.compile(GatedMLPWithLoRA(), fullgraph=True)
