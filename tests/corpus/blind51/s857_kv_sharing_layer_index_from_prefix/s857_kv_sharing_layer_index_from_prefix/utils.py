from typing import Dict, List, Optional

import torch


def extract_layer_index(layer_name: str, num_attn_module: int = 1) -> int:
    """Extract the decoder layer index from a module prefix such as
    ``model.layers.12.self_attn.attn``."""
    subnames = layer_name.split(".")
    int_vals: List[int] = []
    for subname in subnames:
        try:
            int_vals.append(int(subname))
        except ValueError:
            continue
    if num_attn_module == 1 or "attn" not in layer_name:
        assert len(int_vals) == 1, f"layer name {layer_name} should only contain one integer"
        return int_vals[0]
    assert len(int_vals) <= 2, f"layer name {layer_name} should contain most two integers"
    layer_index = int_vals[0] * num_attn_module + int_vals[1] if len(int_vals) == 2 else int_vals[0]
    return layer_index


def get_kv_sharing_target(layer_types: List[str], layer_idx: int, first_kv_shared_layer_idx: int) -> Optional[int]:
    if layer_idx < first_kv_shared_layer_idx:
        return None
    prev_layers = layer_types[:first_kv_shared_layer_idx]
    return len(prev_layers) - 1 - prev_layers[::-1].index(layer_types[layer_idx])


class SharedKVStore:
    def __init__(self):
        self.entries: Dict[int, tuple] = {}

    def put(self, layer_idx: int, k: torch.Tensor, v: torch.Tensor) -> None:
        self.entries[layer_idx] = (k, v)

    def get(self, layer_idx: int):
        return self.entries[layer_idx]
