import torch

from s454_lora_adapter_slots_custom_op.lora_layer import build_layer

ENTRY = "s454_lora_adapter_slots_custom_op.lora_layer:ColumnParallelLinearWithLoRA.apply"


def inputs():
    layer = build_layer()
    slot_ids = torch.tensor([0, 1, 2, 1])
    return (layer, torch.randn(4, 8), slot_ids)
