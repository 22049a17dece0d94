from dataclasses import dataclass
from typing import List, Optional

import torch


@dataclass
class MambaStateShape:
    conv_dim: int
    conv_width: int
    num_heads: int
    head_dim: int
    state_size: int


class MambaPool:
    def __init__(self, size: int, num_layers: int, shape: MambaStateShape, device: str = "cpu"):
        self.size = size
        self.num_layers = num_layers
        self.shape = shape
        self.conv_state = torch.zeros(num_layers, size + 1, shape.conv_dim, shape.conv_width - 1, device=device)
        self.temporal_state = torch.zeros(
            num_layers, size + 1, shape.num_heads, shape.head_dim, shape.state_size, device=device
        )
        self.free_slots: List[int] = list(range(1, size + 1))

    def alloc(self, need: int) -> Optional[List[int]]:
        if need > len(self.free_slots):
            return None
        out, self.free_slots = self.free_slots[:need], self.free_slots[need:]
        return out

    def free(self, slots: List[int]) -> None:
        self.free_slots.extend(slots)


class HybridReqToTokenPool:
    """Maps request pool indices to rows in the mamba state pool."""

    def __init__(self, max_reqs: int, mamba_pool: MambaPool):
        self.mamba_pool = mamba_pool
        self.req_index_to_mamba_index = torch.zeros(max_reqs, dtype=torch.int64)

    def assign(self, req_index: int) -> int:
        (slot,) = self.mamba_pool.alloc(1)
        self.req_index_to_mamba_index[req_index] = slot
        return slot

    def get_mamba_indices(self, req_pool_indices: torch.Tensor) -> torch.Tensor:
        return self.req_index_to_mamba_index[req_pool_indices]

    def gather_layer_states(self, layer_id: int, req_pool_indices: torch.Tensor):
        conv_cache = self.mamba_pool.conv_state[layer_id]
        ssm_cache = self.mamba_pool.temporal_state[layer_id]
        conv_rows, ssm_rows = [], []
        for slot in self.get_mamba_indices(req_pool_indices).tolist():
            conv_rows.append(conv_cache[slot])
            ssm_rows.append(ssm_cache[slot])
        return torch.stack(conv_rows), torch.stack(ssm_rows)
