import torch

from s033_lora_slot_dict_lookup.layers import build_demo_layer

ENTRY = "s033_lora_slot_dict_lookup.layers:LoRAColumnLinear.forward_batched"

_layer = build_demo_layer()


def inputs():
    x = torch.randn(4, 16)
    adapter_ids = torch.tensor([7, 3, 7, 11])
    return (_layer, x, adapter_ids)
