import torch
import torch.nn.functional as F

from .adapter_context import with_resident_adapters
from .mem_pool import LoRAMemoryPool, get_global_pool, init_global_pool

HIDDEN, INTERMEDIATE, RANK = 8, 16, 4

_g = torch.Generator().manual_seed(1)
GATE_UP_WEIGHT = torch.randn(2 * INTERMEDIATE, HIDDEN, generator=_g) * 0.1
DOWN_WEIGHT = torch.randn(HIDDEN, INTERMEDIATE, generator=_g) * 0.1


def _lora_delta(x: torch.Tensor, a: torch.Tensor, b: torch.Tensor, slots: torch.Tensor,
                scalings: torch.Tensor) -> torch.Tensor:
    shrink = torch.einsum("ti,tri->tr", x, a[slots])
    return torch.einsum("tr,tor->to", shrink, b[slots]) * scalings[slots, None]


@torch.compile(fullgraph=True)
@with_resident_adapters(get_global_pool)
def lora_mlp_forward(hidden_states: torch.Tensor, slots: torch.Tensor, pool: LoRAMemoryPool) -> torch.Tensor:
    gate_up = F.linear(hidden_states, GATE_UP_WEIGHT)
    gate_up = gate_up + _lora_delta(hidden_states, pool.gate_up_A, pool.gate_up_B, slots, pool.scalings)
    gate, up = gate_up.chunk(2, dim=-1)
    act = F.silu(gate) * up
    out = F.linear(act, DOWN_WEIGHT)
    return out + _lora_delta(act, pool.down_A, pool.down_B, slots, pool.scalings)


def setup_adapters(num_adapters: int = 3, num_slots: int = 2) -> LoRAMemoryPool:
    pool = init_global_pool(num_slots, RANK, HIDDEN, INTERMEDIATE)
    g = torch.Generator().manual_seed(2)
    for adapter_id in range(num_adapters):
        weights = {
            "gate_up_A": torch.randn(RANK, HIDDEN, generator=g) * 0.02,
            "gate_up_B": torch.randn(2 * INTERMEDIATE, RANK, generator=g) * 0.02,
            "down_A": torch.randn(RANK, INTERMEDIATE, generator=g) * 0.02,
            "down_B": torch.randn(HIDDEN, RANK, generator=g) * 0.02,
        }
        pool.add_host_adapter(adapter_id, weights, scaling=2.0)
    return pool
