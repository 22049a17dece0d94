import platform
import sys

import torch


def _use_amx() -> bool:
    return sys.platform == "linux" and platform.machine() in ("x86_64", "AMD64")


def gelu_mul(x: torch.Tensor) -> torch.Tensor:
    if _use_amx():
        return torch.nn.functional.gelu(x) * x
    return torch.nn.functional.gelu(x, approximate="tanh") * x


compiled = torch.compile(gelu_mul, fullgraph=True)
