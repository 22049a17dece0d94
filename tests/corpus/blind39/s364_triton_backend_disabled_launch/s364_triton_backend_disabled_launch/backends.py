import torch

from .base_backend import BaseLoRABackend, TorchNativeLoRABackend


@torch.compiler.disable
def _launch_sgemm_lora_b(h, weights, weight_indices, base_output, scaling):
    # Grid/meta computation happens on host; on machines without triton we use
    # the equivalent torch math so the same entry point works everywhere.
    w = weights[weight_indices]
    return base_output + scaling * torch.bmm(w, h.unsqueeze(-1)).squeeze(-1)


class TritonLoRABackend(BaseLoRABackend):
    name = "triton"

    def run_lora_a_sgemm(self, x, weights, weight_indices):
        w = weights[weight_indices]
        return torch.bmm(w, x.unsqueeze(-1)).squeeze(-1)

    def run_lora_b_sgemm(self, h, weights, weight_indices, base_output, scaling):
        return _launch_sgemm_lora_b(h, weights, weight_indices, base_output, scaling)


LORA_BACKENDS = {
    "triton": TritonLoRABackend,
    "torch_native": TorchNativeLoRABackend,
}


def get_backend_from_name(name: str, max_loras: int = 2, max_rank: int = 4) -> BaseLoRABackend:
    try:
        cls = LORA_BACKENDS[name]
    except KeyError:
        raise ValueError(f"unknown LoRA backend {name!r}") from None
    return cls(max_loras, max_rank)
