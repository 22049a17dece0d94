import torch

from .lora import LoRALinear

model = LoRALinear()
forward = torch.compile(model, fullgraph=True)
