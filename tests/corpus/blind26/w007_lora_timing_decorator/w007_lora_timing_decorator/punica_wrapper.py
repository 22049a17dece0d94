import torch

from .metrics import timed


class PunicaWrapper:
    """Holds per-step token->slot indices and dispatches shrink/expand."""

    def __init__(self, max_tokens: int):
        self.token_lora_indices = torch.zeros(max_tokens, dtype=torch.long)
        self.num_tokens = 0

    def update_metadata(self, ids: torch.Tensor) -> None:
        n = ids.shape[0]
        self.token_lora_indices[:n].copy_(ids)
        self.num_tokens = n

    @timed("lora_shrink")
    def shrink(self, x: torch.Tensor, a_stack: torch.Tensor) -> torch.Tensor:
        idx = self.token_lora_indices[: x.shape[0]]
        return torch.einsum("ti,tir->tr", x, a_stack[idx])

    @timed("lora_expand")
    def expand(self, h: torch.Tensor, b_stack: torch.Tensor, scale: float) -> torch.Tensor:
        idx = self.token_lora_indices[: h.shape[0]]
        return torch.einsum("tr,tro->to", h, b_stack[idx]) * scale

    def add_lora(self, y, x, a_stack, b_stack, scale: float):
        return y + self.expand(self.shrink(x, a_stack), b_stack, scale)
