"""Kernel specs: one spec per template instantiation, identified by its URI."""
from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import torch

_DTYPE_NAMES = {
    torch.float16: "f16",
    torch.bfloat16: "bf16",
    torch.float32: "f32",
}


def jit_cache_dir() -> Path:
    root = os.environ.get("CORPUS_V021_JIT_DIR", os.path.expanduser("~/.cache/corpus_v021"))
    return Path(root) / "cached_ops"


@dataclasses.dataclass(frozen=True)
class DecodeKernelSpec:
    dtype_q: torch.dtype
    dtype_kv: torch.dtype
    head_dim: int
    use_sliding_window: bool = False
    use_logits_soft_cap: bool = False

    @property
    def uri(self) -> str:
        return (
            f"batch_decode_dtype_q_{_DTYPE_NAMES[self.dtype_q]}"
            f"_dtype_kv_{_DTYPE_NAMES[self.dtype_kv]}"
            f"_head_dim_{self.head_dim}"
            f"_swa_{self.use_sliding_window}_softcap_{self.use_logits_soft_cap}"
        )

    @property
    def build_dir(self) -> Path:
        return jit_cache_dir() / self.uri

    def sources(self) -> list[Path]:
        gen = self.build_dir / "generated"
        return [gen / "batch_decode.cu", gen / "batch_decode_binding.cu"]
