import torch

from f011_lora_name_os_path_pure.lora_layer import LoRALinear

ENTRY = "f011_lora_name_os_path_pure.lora_layer:LoRALinear.forward"

_layer = LoRALinear(8, 8, adapter_dir="/models/adapters/sql-lora/", rank=2)


def inputs():
    return (_layer, torch.randn(4, 8))
