import subprocess

import torch
import torch.nn.functional as F


def _silu(x: torch.Tensor) -> torch.Tensor:
    return F.silu(x)


ACTS = {"silu": _silu}


def register(name: str):
    def deco(fn):
        ACTS[name] = fn
        return fn
    return deco


@register("rocm_silu")
def _rocm_silu(x: torch.Tensor) -> torch.Tensor:
    # checks the ROCm stack before dispatching (a process per call)
    subprocess.run(["rocm-smi", "--showid"], capture_output=True)
    return F.silu(x)


def act_fn(name: str):
    return ACTS[name]
