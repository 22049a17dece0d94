import torch
from torch import nn

from .lora_manager import LoRABatchInfo, LoRAMemoryPool


class RowParallelLinearWithLoRA(nn.Module):
    def __init__(self, base_layer: nn.Linear, memory_pool: LoRAMemoryPool):
        super().__init__()
        self.base_layer = base_layer
        self.memory_pool = memory_pool
        self.batch_info = None

    def set_lora_info(self, batch_info: LoRABatchInfo) -> None:
        self.batch_info = batch_info

    def apply_lora(self, base_output: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
        info = self.batch_info
        lora_a = self.memory_pool.A_buffer[info.weight_indices]
        lora_b = self.memory_pool.B_buffer[info.weight_indices]
        shrink = torch.einsum("th,trh->tr", x, lora_a)
        expand = torch.einsum("tr,tor->to", shrink, lora_b)
        scale = info.scalings[info.weight_indices].unsqueeze(-1)
        return base_output + expand * scale

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        out = self.base_layer(x)
        if self.batch_info is not None:
            out = self.apply_lora(out, x)
        return out
