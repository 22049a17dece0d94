"""Minimal JIT spec: decides whether a compiled module can be built."""
import os
from dataclasses import dataclass, field
from typing import List

from . import env as jit_env


@dataclass
class JitSpec:
    name: str
    sources: List[str]
    extra_cuda_cflags: List[str] = field(default_factory=list)

    @property
    def build_dir(self) -> str:
        return os.path.join(jit_env.WORKSPACE_BASE, "cached_ops", self.name)

    def is_buildable(self) -> bool:
        return jit_env.nvfp4_supported()


def gen_fp4_quant_spec(sm: int = 100) -> JitSpec:
    return JitSpec(
        name=f"fp4_quantization_{sm}",
        sources=["nvfp4_quant.cu", "nvfp4_quant_binding.cpp"],
        extra_cuda_cflags=[f"-gencode=arch=compute_{sm}a,code=sm_{sm}a"],
    )
