import os

import torch
from torch import nn

DUMP_DIR = os.environ.get("SGLANG_DUMP_ACTIVATIONS_DIR", "/tmp/sglang_dump")


def register_dump_hook(module: nn.Module, name: str) -> None:
    def _hook(mod: nn.Module, args, output: torch.Tensor) -> None:
        os.makedirs(DUMP_DIR, exist_ok=True)
        print(f"[dump] {name}: shape={tuple(output.shape)} dtype={output.dtype}")
        torch.save(output.detach().cpu(), os.path.join(DUMP_DIR, f"{name}.pt"))

    module.register_forward_hook(_hook)
