import torch

ENTRY = "s753_routing_table_lru_json.fused_moe:compiled_moe"


def inputs():
    return (torch.randn(4, 8),)
