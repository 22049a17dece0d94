import torch

from .server_args import SERVER_ARGS


class TorchNativeLoRABackend:
    """Device-side batch preparation and LoRA math (no custom kernels)."""

    def __init__(self, server_args, hidden: int = 8):
        self.max_loras = server_args.max_loras_per_batch
        r = server_args.max_lora_rank
        self.lora_a = torch.randn(self.max_loras, r, hidden) * 0.02
        self.lora_b = torch.randn(self.max_loras, hidden, r) * 0.02
        self.scalings = torch.tensor([2.0, 4.0])

    def prepare_lora_batch(self, token_slots: torch.Tensor):
        if SERVER_ARGS.enable_lora_debug_checks:
            if int(token_slots.max().item()) >= self.max_loras:
                raise ValueError("adapter slot out of range")
        has_lora = token_slots >= 0
        safe_slots = torch.where(has_lora, token_slots, torch.zeros_like(token_slots))
        token_scale = self.scalings[safe_slots] * has_lora.to(self.scalings.dtype)
        return safe_slots, token_scale

    def apply_lora(self, x, safe_slots, token_scale):
        h = torch.einsum("ti,tri->tr", x, self.lora_a[safe_slots])
        return torch.einsum("tr,tor->to", h, self.lora_b[safe_slots]) * token_scale[:, None]
