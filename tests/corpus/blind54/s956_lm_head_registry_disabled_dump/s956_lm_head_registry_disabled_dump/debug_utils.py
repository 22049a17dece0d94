import os

import torch

from .envs import envs

_dump_counter = {"step": 0}


@torch.compiler.disable
def maybe_dump_tensor(name: str, tensor: torch.Tensor) -> None:
    if not envs.SGLANG_DUMP_LOGITS.get_bool():
        return
    out_dir = envs.SGLANG_DUMP_LOGITS_DIR.get() or "/tmp/sglang_dump"
    os.makedirs(out_dir, exist_ok=True)
    step = _dump_counter["step"]
    torch.save(tensor.detach().cpu(), os.path.join(out_dir, f"{name}_{step}.pt"))
    _dump_counter["step"] = step + 1
