import torch

from .backends import get_backend_from_name

HIDDEN = 8
RANK = 4
MAX_LORAS = 2

lora_backend = get_backend_from_name("triton", MAX_LORAS, RANK)

qkv_weight = torch.randn(3 * HIDDEN, HIDDEN) * 0.1
qkv_lora_a = torch.randn(MAX_LORAS, 3 * RANK, HIDDEN) * 0.02
qkv_lora_b = torch.randn(MAX_LORAS, 3 * HIDDEN, 3 * RANK) * 0.02
LORA_SCALING = 2.0


def qkv_proj_with_lora(hidden_states: torch.Tensor, weight_indices: torch.Tensor):
    base = hidden_states @ qkv_weight.t()
    qkv = lora_backend.run_qkv_lora(
        hidden_states, qkv_lora_a, qkv_lora_b, weight_indices, base, LORA_SCALING
    )
    q, k, v = qkv.split(HIDDEN, dim=-1)
    return q, k, v


def attention_prologue(hidden_states: torch.Tensor) -> torch.Tensor:
    weight_indices = torch.arange(hidden_states.shape[0]) % MAX_LORAS
    q, k, v = qkv_proj_with_lora(hidden_states, weight_indices)
    return (q * k).sum(-1, keepdim=True) * v


step = torch.compile(attention_prologue, fullgraph=True)
