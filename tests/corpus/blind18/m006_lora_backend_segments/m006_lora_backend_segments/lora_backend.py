import torch

from .batch_info import LoRABatchInfo, compute_batch_info


class BaseLoRABackend:
    name = "base"
    fuse_output_add = False

    def __init__(self, max_loras: int):
        self.max_loras = max_loras
        self.batch_info = None

    def prepare_lora_batch(self, weight_indices: torch.Tensor) -> LoRABatchInfo:
        self.batch_info = compute_batch_info(weight_indices)
        return self.batch_info

    def run_lora_a(self, x, weights, weight_indices):
        raise NotImplementedError

    def run_lora_b(self, x, weights, weight_indices):
        raise NotImplementedError


class TorchNativeLoRABackend(BaseLoRABackend):
    name = "torch_native"

    def run_lora_a(self, x, weights, weight_indices):
        # weights: [num_loras, r, in]
        w = weights[weight_indices]
        return torch.einsum("ti,tri->tr", x, w)

    def run_lora_b(self, x, weights, weight_indices):
        w = weights[weight_indices]
        return torch.einsum("tr,tor->to", x, w)


class TritonLoRABackend(TorchNativeLoRABackend):
    name = "triton"
    fuse_output_add = True

    def run_lora_a(self, x, weights, weight_indices):
        self.prepare_lora_batch(weight_indices)
        return super().run_lora_a(x, weights, weight_indices)


BACKENDS = {
    "torch_native": TorchNativeLoRABackend,
    "triton": TritonLoRABackend,
}


def get_backend_from_name(name: str):
    if name not in BACKENDS:
        raise ValueError(f"unknown lora backend {name!r}")
    return BACKENDS[name]
