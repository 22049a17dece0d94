import torch

ENTRY = "s469_rope_registry_json_cache_key.functional:rope_prologue"


def inputs():
    positions = torch.tensor([0, 7, 33, 50])
    query = torch.randn(4, 2 * 16)
    key = torch.randn(4, 1 * 16)
    return (positions, query, key)
