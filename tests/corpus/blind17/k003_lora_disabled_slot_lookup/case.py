import torch

from k003_lora_disabled_slot_lookup.model import LoRAModel

ENTRY = "k003_lora_disabled_slot_lookup.model:LoRAModel.forward"


def inputs():
    model = LoRAModel()
    model.lora_manager.set_batch(["sql", "sql", None, "chat"])
    return (model, torch.randn(4, 8))
