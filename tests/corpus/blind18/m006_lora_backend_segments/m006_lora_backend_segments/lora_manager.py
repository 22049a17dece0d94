import torch

from .lora_backend import get_backend_from_name


class LoRAManager:
    def __init__(
        self,
        hidden_size: int = 8,
        rank: int = 2,
        max_loras: int = 3,
        lora_backend: str = "triton",
        scaling: float = 0.5,
    ):
        g = torch.Generator().manual_seed(0)
        self.base_weight = torch.randn(hidden_size, hidden_size, generator=g)
        self.A_buffer = torch.randn(max_loras, rank, hidden_size, generator=g)
        self.B_buffer = torch.randn(max_loras, hidden_size, rank, generator=g)
        self.scaling = scaling
        self.lora_backend = get_backend_from_name(lora_backend)(max_loras)

    @torch.compile(fullgraph=True)
    def apply_lora(self, x: torch.Tensor, weight_indices: torch.Tensor) -> torch.Tensor:
        base = x @ self.base_weight.t()
        lora_a = self.lora_backend.run_lora_a(x, self.A_buffer, weight_indices)
        lora_b = self.lora_backend.run_lora_b(lora_a, self.B_buffer, weight_indices)
        return base + self.scaling * lora_b
