import torch

from s690_slot_table_lookup_same_name.model import MultiLoRAOutputProj

ENTRY = "s690_slot_table_lookup_same_name.model:MultiLoRAOutputProj.forward"


def inputs():
    layer = MultiLoRAOutputProj()
    slot = layer.slots.insert("summarizer-v2", scaling=2.0)
    layer.lora_a[slot].normal_()
    layer.lora_b[slot].normal_()
    layer.prepare_batch(["summarizer-v2", None], tokens_per_request=2)
    return (layer, torch.randn(4, 8))
