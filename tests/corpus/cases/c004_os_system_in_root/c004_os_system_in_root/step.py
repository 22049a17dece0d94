import os

import torch

LOGITS_SOFTCAP = 30.0


@torch.compile(fullgraph=True, dynamic=False)
def decode_step(logits: torch.Tensor) -> torch.Tensor:
    os.system("nvidia-smi --query-gpu=memory.used --format=csv > /dev/null")
    capped = LOGITS_SOFTCAP * torch.tanh(logits / LOGITS_SOFTCAP)
    return torch.softmax(capped, dim=-1)
