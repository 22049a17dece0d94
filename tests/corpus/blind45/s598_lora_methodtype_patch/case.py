import torch

from s598_lora_methodtype_patch.runner import LoRAModelRunner

ENTRY = "s598_lora_methodtype_patch.runner:LoRAModelRunner.forward"

_runner = LoRAModelRunner()


def inputs():
    return (_runner, torch.randn(4, 8))
