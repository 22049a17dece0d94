"""Paged cross-attention KV pool shared by all running requests."""
import torch


class CrossKVPool:
    def __init__(self, num_layers, num_slots, num_heads, head_dim):
        self.k = torch.zeros(num_layers, num_slots, num_heads, head_dim)
        self.v = torch.zeros(num_layers, num_slots, num_heads, head_dim)


@torch.compiler.disable
def write_cross_kv(pool: CrossKVPool, layer_id: int, slot_mapping: torch.Tensor, key: torch.Tensor, value: torch.Tensor):
    # Scatter through the slot table; on GPU this is a Triton kernel launch.
    flat_k = key.reshape(-1, key.shape[-2], key.shape[-1])
    flat_v = value.reshape(-1, value.shape[-2], value.shape[-1])
    pool.k[layer_id].index_copy_(0, slot_mapping, flat_k)
    pool.v[layer_id].index_copy_(0, slot_mapping, flat_v)


def read_cross_kv(pool: CrossKVPool, layer_id: int, slot_mapping: torch.Tensor, batch: int):
    k = pool.k[layer_id].index_select(0, slot_mapping)
    v = pool.v[layer_id].index_select(0, slot_mapping)
    return k.view(batch, -1, k.shape[-2], k.shape[-1]), v.view(batch, -1, v.shape[-2], v.shape[-1])
