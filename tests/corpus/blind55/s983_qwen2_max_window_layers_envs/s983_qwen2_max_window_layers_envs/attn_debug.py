import os
import subprocess

import torch

from . import envs


def dump_attention_mask(layer_idx: int, mask: torch.Tensor) -> None:
    dump_dir = envs.VLLM_ATTN_DEBUG_DUMP_DIR
    os.makedirs(dump_dir, exist_ok=True)
    path = os.path.join(dump_dir, f"layer_{layer_idx:03d}_mask.pt")
    torch.save(mask.detach().cpu(), path)
    subprocess.run(["sync"], check=False)


def sliding_window_mask(num_tokens: int, window: int, device) -> torch.Tensor:
    pos = torch.arange(num_tokens, device=device)
    delta = pos[:, None] - pos[None, :]
    return (delta >= 0) & (delta < window)


def causal_mask(num_tokens: int, device) -> torch.Tensor:
    pos = torch.arange(num_tokens, device=device)
    return pos[:, None] >= pos[None, :]
