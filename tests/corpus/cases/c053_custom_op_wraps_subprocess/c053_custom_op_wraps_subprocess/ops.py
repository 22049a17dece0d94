import subprocess

import torch


def _jit_build_kernel() -> None:
    subprocess.run(["true"], check=False)


@torch.library.custom_op("corpus_c053::fp4_quantize", mutates_args=())
def fp4_quantize(x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    _jit_build_kernel()
    return torch.round(x * scale).clamp(-6, 6)


@fp4_quantize.register_fake
def _(x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    return torch.empty_like(x)
