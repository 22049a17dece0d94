import torch

from .registry import LoRARef, LoRARegistry


class LoRAManager:
    """Owns the stacked adapter weights (one row per slot) and the registry."""

    def __init__(self, hidden: int, max_loras: int = 2, max_rank: int = 4):
        self.registry = LoRARegistry(max_loras)
        self.max_rank = max_rank
        self.a_buffer = torch.randn(max_loras, max_rank, hidden) * 0.02
        self.b_buffer = torch.randn(max_loras, hidden, max_rank) * 0.02

    def load_lora_adapter(self, ref: LoRARef) -> int:
        slot = self.registry.register(ref)
        # real engine: read safetensors from ref.lora_path into a/b buffers
        return slot

    def get_scaling_tensor(self, device: torch.device) -> torch.Tensor:
        return torch.tensor(self.registry.slot_scalings(), device=device)

    def apply(self, x: torch.Tensor, weight_indices: torch.Tensor) -> torch.Tensor:
        scalings = self.get_scaling_tensor(x.device)[weight_indices]
        a = self.a_buffer[weight_indices]          # (tokens, r, in)
        b = self.b_buffer[weight_indices]          # (tokens, out, r)
        h = torch.einsum("ti,tri->tr", x, a)
        delta = torch.einsum("tr,tor->to", h, b)
        return delta * scalings[:, None]
