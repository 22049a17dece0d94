import torch

ENTRY = "u033_lora_statistics_mean.layers:MultiLoRALinear.forward"

from u033_lora_statistics_mean.layers import build_default_layer


def inputs():
    return (build_default_layer(), torch.randn(3, 16))
