import torch


class BaseLoRABackend:
    """Interface shared by every LoRA kernel backend (triton, flashinfer, torch)."""

    name = "base"

    def __init__(self, max_loras: int, max_rank: int):
        self.max_loras = max_loras
        self.max_rank = max_rank

    def run_lora_a_sgemm(self, x, weights, weight_indices):
        raise NotImplementedError

    def run_lora_b_sgemm(self, h, weights, weight_indices, base_output, scaling):
        raise NotImplementedError

    def run_qkv_lora(self, x, qkv_lora_a, qkv_lora_b, weight_indices, base_output, scaling):
        # q, k and v share one stacked A (3 * r rows) and separate B slices
        h = self.run_lora_a_sgemm(x, qkv_lora_a, weight_indices)
        return self.run_lora_b_sgemm(h, qkv_lora_b, weight_indices, base_output, scaling)


class TorchNativeLoRABackend(BaseLoRABackend):
    name = "torch_native"

    def run_lora_a_sgemm(self, x, weights, weight_indices):
        return torch.einsum("ti,tri->tr", x, weights[weight_indices])

    def run_lora_b_sgemm(self, h, weights, weight_indices, base_output, scaling):
        return base_output + scaling * torch.einsum("tr,tor->to", h, weights[weight_indices])
